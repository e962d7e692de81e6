package org.hbasemapper.samples.order;

import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An order's header, {@code [customer][order]['H']}: its code sorts before the other rows of the order. */
@Table(name = "orders", namespace = "store", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "H", order = 2)
public record OrderHeader(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    Instant placed,
    String status) implements OrderRow {}
