package org.hbasemapper.it.filter;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** Prices salted on the symbol: a symbol's ticks in one bucket, several symbols over several. */
@Table(name = "tick", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4, of = "symbol")
public record Tick(
    @RowKey(order = 0, width = 6) String symbol,
    @RowKey(order = 1) long seq,
    double price) {}
