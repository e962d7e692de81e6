package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The write benchmark's stock level of one product in one warehouse, {@code [warehouse][sku]}. */
@Table(name = "stock", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
public record BenchStock(
    @RowKey(order = 0, width = 4) String warehouse,
    @RowKey(order = 1) String sku,
    int quantity,
    BigDecimal price,
    String note) {

  /** This stock with {@code quantity}. */
  public BenchStock withQuantity(int quantity) {
    return new BenchStock(warehouse, sku, quantity, price, note);
  }
}
