package org.hbasemapper.it.nested;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Embedded;

/** An address: a renamed qualifier, a primitive, and a nested value. */
public record Address(String street, @Column(qualifier = "c") String city, int zip,
    @Embedded(prefix = "geo_") Geo geo) {}
