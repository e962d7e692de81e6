package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** Stock of one article (an inventory line) in one warehouse: versioned, indexed by location, with a counter of movements. */
@Table(name = "stock", namespace = "upd")
@Family(name = "d")
@Family(name = "c")
public record Inventory(
    @RowKey(order = 0) long warehouse,
    @RowKey(order = 1) String sku,
    @Column(family = "d") Integer quantity,
    @Column(family = "d") String note,
    @Column(family = "d") Long reserved,
    @Column(family = "d") @Indexed String location,
    @Column(family = "c") @Counter long moves,
    @Column(family = "d") @Version long version) {}
