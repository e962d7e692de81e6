package org.hbasemapper.it.recordtypes;

/**
 * The rows of one order in {@code book:orders}, the HBase reference guide's customer/order case:
 * the header, its shipping locations and its line items, each under {@code [customer][order]}.
 */
public sealed interface OrderRow permits OrderHeader, ShippingLocation, LineItem {
  /** The customer, the first key component of every record type. */
  String customer();

  /** The order number, the second. */
  long order();
}
