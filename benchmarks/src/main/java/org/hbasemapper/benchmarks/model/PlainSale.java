package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** {@link Sale} unsalted, with the same rows as {@link SaltedSale}: the baseline of the salted scan. */
@Table(name = "plain_sale", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
public record PlainSale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
