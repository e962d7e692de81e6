package org.hbasemapper.samples.shop;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * The stock of an item in a warehouse, {@code <warehouse><item_id>}: decremented by conditional
 * updates, so that two sales of the last unit cannot both succeed, with the DAO keeping its audit dates.
 */
@Table(name = "stock", namespace = "store")
@Family(name = "d")
public record Stock(
    @RowKey(order = 0, width = 4) String warehouse,
    @RowKey(order = 1) long itemId,
    @Column(family = "d") int quantity,
    @Column(family = "d") @CreatedDate Instant created,
    @Column(family = "d") @LastModifiedDate Instant changed) {}
