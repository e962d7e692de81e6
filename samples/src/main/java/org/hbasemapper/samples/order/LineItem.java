package org.hbasemapper.samples.order;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** One line of an order, {@code [customer][order]['P'][line]}: a product, how many, at what price. */
@Table(name = "orders", namespace = "store", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "P", order = 2)
public record LineItem(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 3) int line,
    long itemId,
    int quantity,
    BigDecimal price) implements OrderRow {}
