package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** {@link BenchLineItem} in a table of its own, {@code [customer][order][line]}: the two-table model. */
@Table(name = "order_line", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
public record PlainOrderLine(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 2) int line,
    String sku,
    int quantity,
    BigDecimal price) {}
