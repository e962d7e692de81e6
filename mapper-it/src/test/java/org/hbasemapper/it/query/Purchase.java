package org.hbasemapper.it.query;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The seeds' purchase records: {@code <user_id><Long.MAX_VALUE - time><product_id>}, most recent first. */
@Table(name = "purchase", namespace = "shop", defaultFamily = "d")
@Family(name = "d")
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
