package org.hbasemapper.samples.order;

/**
 * Every row of an order: the sealed interface over the record types of {@code store:orders}, for which
 * the processor generates {@code OrderRowDao}, reading an order's rows in one scan, each as its type.
 */
public sealed interface OrderRow permits OrderHeader, ShippingLocation, LineItem {
  /** The customer; the first key component of every record type. */
  String customer();

  /** The order number; the second. */
  long order();
}
