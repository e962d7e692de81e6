package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * The repository benchmark's purchase: the key of {@link Sale} ({@code <user_id><Long.MAX_VALUE - time><product_id>})
 * and eight columns, as a shop stores them, so that a projection of two columns has something to leave out.
 */
@Table(name = "purchase", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity,
    String currency,
    String store,
    String channel,
    String status,
    String coupon,
    String note) {}
