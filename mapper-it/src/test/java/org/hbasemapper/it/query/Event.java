package org.hbasemapper.it.query;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** Events keyed by time alone, salted over the whole key: the classic monotonic-key hotspot, fixed. */
@Table(name = "event", namespace = "ts", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4)
public record Event(
    @RowKey(order = 0) long time,
    @RowKey(order = 1) int sequence,
    String kind) {}
