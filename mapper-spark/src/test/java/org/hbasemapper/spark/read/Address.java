package org.hbasemapper.spark.read;

import org.hbasemapper.annotations.Embedded;

/** An address, embedded in {@link Kinds}: a nested struct of its fields. */
public record Address(String street, int zip, @Embedded(prefix = "geo_") Geo geo) {}
