package org.hbasemapper.it.query;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A time series salted on the host, as {@link Reading}, in a table of its own for the repository tests. */
@Table(name = "gauge", namespace = "ts", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "hostId")
public record Gauge(
    @RowKey(order = 0, width = 8) String hostId,
    @RowKey(order = 1) long time,
    double value) {}
