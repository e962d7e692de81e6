package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Where an order goes: {@code [customer][order]['2'][location]}. */
@Table(name = "orders", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "2", order = 2)
public record ShippingLocation(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 3) int location,
    String name,
    String address) implements OrderRow {}
