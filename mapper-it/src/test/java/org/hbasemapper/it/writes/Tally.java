package org.hbasemapper.it.writes;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A row without version or index, updated in part: counts, a label, a price. */
@Table(name = "tally", namespace = "upd")
@Family(name = "d")
public record Tally(
    @RowKey long id,
    @Column(family = "d") Integer count,
    @Column(family = "d") String label,
    @Column(family = "d") Long total,
    @Column(family = "d") BigDecimal price,
    @Column(family = "d") @Counter long hits) {}
