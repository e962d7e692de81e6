package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** A shopper's basket, {@code [shopper][basket]['B']}: the header of its items, with an optimistic version. */
@Table(name = "baskets", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "B", order = 2)
public record Basket(
    @RowKey(order = 0, width = 8) String shopper,
    @RowKey(order = 1) long basket,
    String status,
    @Column(family = "d") @Version long version) implements BasketRow {}
