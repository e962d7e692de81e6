package org.hbasemapper.it.nested;

/** A point, embedded two levels down in a {@link Shopper}. */
public record Geo(double lat, double lon) {}
