package org.hbasemapper.dynamic.compat;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A salt over the leading, fixed-width component. */
@Table(name = "salted", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "tenant")
public record CompatSalted(
    @RowKey(order = 0, width = 4) String tenant,
    @RowKey(order = 1) long sequence,
    @RowKey(order = 2) String name,
    long amount) {}
