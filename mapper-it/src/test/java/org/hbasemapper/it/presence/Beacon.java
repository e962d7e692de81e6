package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * A roadside beacon: every column nullable, a marker cell, and the key shapes the other entities lack:
 * salted on the whole key (every query but an exact one reads all buckets, merged) and a descending
 * variable-width last component (escaped and terminated).
 */
@Table(name = "beacon", namespace = "fleet")
@Family(name = "p")
@Salt(buckets = 3)
@PresenceMarker
public record Beacon(
    @RowKey(order = 0, width = 4) String region,
    @RowKey(order = 1, descending = true) String number,
    @Column(family = "p") String owner,
    @Column(family = "p") String model,
    @Column(family = "p") Status status) {}
