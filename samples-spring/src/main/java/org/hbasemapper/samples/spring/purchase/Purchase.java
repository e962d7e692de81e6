package org.hbasemapper.samples.spring.purchase;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * One purchase, keyed the seed's way: {@code <user_id><Long.MAX_VALUE - time><product_id>}, the same
 * entity as the samples' {@code org.hbasemapper.samples.purchase.Purchase}. The user id has a fixed
 * width so that one user's rows are one key range, and the time is descending so that a scan of that
 * range, and so every page the service returns, comes most recent first.
 */
@Table(name = "purchase", namespace = "shop", defaultFamily = "d")
@Family(name = "d")
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
