package org.hbasemapper.spark.read;

/** A result of a job, no entity: a record Spark encodes by its components. */
public record UserTotal(String userId, long sales, long cents) {}
