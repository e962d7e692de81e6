package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The record-type benchmark's order header, {@code [customer][order]['H']}, sorting before its items. */
@Table(name = "orders", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "H", order = 2)
public record BenchOrderHeader(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    Instant placed,
    String status,
    BigDecimal total) implements BenchOrderRow {}
