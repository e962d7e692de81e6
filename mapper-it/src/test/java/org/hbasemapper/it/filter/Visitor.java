package org.hbasemapper.it.filter;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Visitors looked up by city through an index, then filtered on their age. */
@Table(name = "visitor", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
public record Visitor(
    @RowKey long id,
    @Indexed String city,
    int age,
    String name) {}
