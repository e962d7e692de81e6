package org.hbasemapper.samples.sensor;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * A sensor reading. Time-ordered keys would send every write to the last region; a salt byte over
 * the host id spreads hosts over 8 pre-split regions while each host's series stays in one.
 */
@Table(name = "reading", namespace = "sensor", defaultFamily = "d")
@Family(name = "d", ttlSeconds = 30 * 24 * 3600)
@Salt(buckets = 8, of = "hostId")
public record Reading(
    @RowKey(order = 0, width = 8) String hostId,
    @RowKey(order = 1) long time,
    double value) {}
