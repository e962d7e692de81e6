package org.hbasemapper.it.shaded;

/** A shipment and its parcels: a group written atomically through MultiRowMutationEndpoint. */
public sealed interface ShipmentRow permits Shipment, Parcel {}
