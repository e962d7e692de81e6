package org.hbasemapper.it.shaded;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** A shipment's header, {@code [shipment]['H']}, with an optimistic version. */
@Table(name = "shipment", namespace = "shaded", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "H", order = 1)
public record Shipment(@RowKey(order = 0, width = 8) String shipment, String status,
    @Column(family = "d") @Version long version) implements ShipmentRow {}
