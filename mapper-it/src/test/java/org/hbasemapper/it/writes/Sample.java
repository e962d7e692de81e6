package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A sensor sample in a family whose cells expire after two seconds, indexed by sensor. */
@Table(name = "sample", namespace = "wr")
@Family(name = "d", ttlSeconds = 2)
public record Sample(
    @RowKey long id,
    @Column(family = "d") @Indexed String sensor,
    @Column(family = "d") double value) {}
