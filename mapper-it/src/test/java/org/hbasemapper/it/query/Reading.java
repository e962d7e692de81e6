package org.hbasemapper.it.query;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A sensor time series salted on the host: writes spread over 8 regions, a host's series stays in one. */
@Table(name = "reading", namespace = "ts", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "hostId")
public record Reading(
    @RowKey(order = 0, width = 8) String hostId,
    @RowKey(order = 1) long time,
    double value) {}
