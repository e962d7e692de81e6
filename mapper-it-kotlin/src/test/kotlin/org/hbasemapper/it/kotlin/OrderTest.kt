package org.hbasemapper.it.kotlin

import org.apache.hadoop.hbase.client.Connection
import org.assertj.core.api.Assertions.assertThat
import org.hbasemapper.runtime.SchemaManager
import org.hbasemapper.test.HBaseTest
import org.junit.jupiter.api.Test

/** A group of record types declared in Kotlin: a sealed interface over two entities of one table. */
@HBaseTest
class OrderTest {
  @Test
  fun theOrderIsReadInOneScanHeaderFirst(connection: Connection) {
    val orders = OrderRowDao(connection)
    SchemaManager(connection).createIfMissing(orders.schema())
    orders.putAll(listOf(LineItem("c1", 7, 2, "pen", 3), OrderHeader("c1", 7, "first order"), LineItem("c1", 7, 1, "ink", 1)))

    val rows: List<OrderRow> = orders.query().customer("c1").order(7).list()
    assertThat(rows).containsExactly(OrderHeader("c1", 7, "first order"), LineItem("c1", 7, 1, "ink", 1), LineItem("c1", 7, 2, "pen", 3))
    val header = rows.first()
    assertThat(
      when (header) {
        is OrderHeader -> header.name
        is LineItem -> header.sku
      },
    ).isEqualTo("first order")
  }
}
