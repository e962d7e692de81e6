package org.hbasemapper.dynamic.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A user's purchases, newest first: {@code <user_id><Long.MAX_VALUE - time><product_id>}. */
@Table(name = "sale", namespace = "dyn", defaultFamily = "d")
@Family(name = "d")
public record Sale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
