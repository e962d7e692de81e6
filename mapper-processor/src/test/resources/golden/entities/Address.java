package golden;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Embedded;

/** An embedded record: a renamed qualifier, a primitive, and a nested embedded value. */
public record Address(
    String street,
    @Column(qualifier = "c") String city,
    int zip,
    @Embedded(prefix = "geo_") Geo geo) {}
