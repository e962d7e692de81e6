package org.hbasemapper.it.recordtypes;

import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An order's header: {@code [customer][order]['1']}, so it sorts before the order's other rows. */
@Table(name = "orders", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "1", order = 2)
public record OrderHeader(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    Instant placed,
    String status) implements OrderRow {}
