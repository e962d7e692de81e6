package org.hbasemapper.samples.order;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Where (part of) an order goes, {@code [customer][order]['L'][location]}. */
@Table(name = "orders", namespace = "store", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "L", order = 2)
public record ShippingLocation(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 3) int location,
    String address) implements OrderRow {}
