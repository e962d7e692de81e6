package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A licence plate: every column nullable, no version; a marker cell tells its rows. */
@Table(name = "plate", namespace = "fleet")
@Family(name = "p")
@PresenceMarker
public record Plate(
    @RowKey(order = 0, width = 4) String region,
    @RowKey(order = 1) String number,
    @Column(family = "p") @Indexed String owner,
    @Column(family = "p") String model,
    @Column(family = "p") Status status) {}
