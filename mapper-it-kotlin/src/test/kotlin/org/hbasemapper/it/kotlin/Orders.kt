package org.hbasemapper.it.kotlin

import org.hbasemapper.annotations.Family
import org.hbasemapper.annotations.RecordType
import org.hbasemapper.annotations.RowKey
import org.hbasemapper.annotations.Table

/**
 * The rows of an order, read together in one scan. A Kotlin `sealed interface` is a plain interface
 * in kapt's stub; the processor reads that it is sealed from its `@kotlin.Metadata`.
 */
sealed interface OrderRow

/** The header of an order: record type 'H' sorts before the items' 'I'. */
@Table(name = "orders", namespace = "kt", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "H", order = 2)
class OrderHeader(
  @RowKey(order = 0, width = 8) var customer: String = "",
  @RowKey(order = 1) var order: Long = 0,
  var name: String? = null,
) : OrderRow {
  override fun equals(other: Any?): Boolean =
    other is OrderHeader && customer == other.customer && order == other.order && name == other.name

  override fun hashCode(): Int = order.hashCode()

  override fun toString(): String = "OrderHeader($customer, $order, $name)"
}

/** A line of an order, stored right after its header. */
@Table(name = "orders", namespace = "kt", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "I", order = 2)
class LineItem(
  @RowKey(order = 0, width = 8) var customer: String = "",
  @RowKey(order = 1) var order: Long = 0,
  @RowKey(order = 3) var line: Int = 0,
  var sku: String = "",
  var quantity: Int = 0,
) : OrderRow {
  override fun equals(other: Any?): Boolean =
    other is LineItem && customer == other.customer && order == other.order && line == other.line &&
      sku == other.sku && quantity == other.quantity

  override fun hashCode(): Int = line

  override fun toString(): String = "LineItem($customer, $order, $line, $sku, $quantity)"
}
