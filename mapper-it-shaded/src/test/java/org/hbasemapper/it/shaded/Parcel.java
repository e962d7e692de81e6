package org.hbasemapper.it.shaded;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A parcel of a shipment, {@code [shipment]['P'][parcel]}. */
@Table(name = "shipment", namespace = "shaded", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "P", order = 1)
public record Parcel(@RowKey(order = 0, width = 8) String shipment, @RowKey(order = 2) int parcel, int grams)
    implements ShipmentRow {}
