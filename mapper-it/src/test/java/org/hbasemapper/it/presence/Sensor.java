package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A sensor: every column nullable, no version, no marker. No cell is in every row, so its DAO has no
 * {@code putIfAbsent} and its projections read whole rows.
 */
@Table(name = "sensor", namespace = "fleet")
@Family(name = "p")
@Family(name = "x")
public record Sensor(
    @RowKey(order = 0, width = 4) String region,
    @RowKey(order = 1) String number,
    @Column(family = "p") String owner,
    @Column(family = "p") String model,
    @Column(family = "x") Status status) {}
