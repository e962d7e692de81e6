package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** One item of a basket, {@code [shopper][basket]['I'][line]}, indexed by product. */
@Table(name = "baskets", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "I", order = 2)
public record BasketItem(
    @RowKey(order = 0, width = 8) String shopper,
    @RowKey(order = 1) long basket,
    @RowKey(order = 3) int line,
    @Column(family = "d") @Indexed String sku,
    int quantity) implements BasketRow {}
