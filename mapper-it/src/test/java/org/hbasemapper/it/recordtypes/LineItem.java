package org.hbasemapper.it.recordtypes;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** One line of an order: {@code [customer][order]['3'][line]}, indexed by product so a recall finds its orders. */
@Table(name = "orders", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "3", order = 2)
public record LineItem(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 3) int line,
    @Column(family = "d") @Indexed String sku,
    int quantity,
    BigDecimal price) implements OrderRow {}
