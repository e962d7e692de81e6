package org.hbasemapper.it.async;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** {@link Tick} salted into 4 buckets on the series: a query over every series merges the 4 bucket scans. */
@Table(name = "salted_tick", namespace = "async", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4, of = "series")
public record SaltedTick(@RowKey(order = 0, width = 8) String series, @RowKey(order = 1) long seq, double value) {}
