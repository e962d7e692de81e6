package org.hbasemapper.dynamic.compat;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Transient;

/** An embedded record: a renamed qualifier, a primitive, a nested embedded record and a transient component. */
public record CompatAddress(
    String street,
    @Column(qualifier = "c") String city,
    int zip,
    @Embedded(prefix = "geo_") CompatGeo geo,
    @Transient String note) {}
