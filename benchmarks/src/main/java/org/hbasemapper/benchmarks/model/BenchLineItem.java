package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A line of a benchmark order, {@code [customer][order]['I'][line]}, in the same table as its header. */
@Table(name = "orders", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "I", order = 2)
public record BenchLineItem(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 3) int line,
    String sku,
    int quantity,
    BigDecimal price) implements BenchOrderRow {}
