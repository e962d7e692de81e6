package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** {@link BenchOrderHeader} in a table of its own, {@code [customer][order]}: the two-table model. */
@Table(name = "order_header", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
public record PlainOrderHeader(
    @RowKey(order = 0, width = 8) String customer,
    @RowKey(order = 1) long order,
    Instant placed,
    String status,
    BigDecimal total) {}
