package org.hbasemapper.spark.read;

/** A position, embedded in an address: a struct in a struct. */
public record Geo(double lat, double lon) {}
