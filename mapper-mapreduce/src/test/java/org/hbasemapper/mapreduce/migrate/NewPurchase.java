package org.hbasemapper.mapreduce.migrate;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * The purchase as the new version stores it: salted over 4 buckets by user, a wider user id, no
 * record type code, the status as a string with an index: every stored row is stranded, so its rows
 * are migrated into a table of their own.
 */
@Table(name = "purchase_v2", namespace = "migrate", defaultFamily = "d")
@Family(name = "d")
@Family(name = "t")
@Salt(buckets = 4, of = "userId")
public record NewPurchase(
    @RowKey(order = 0, width = 12) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity,
    @Indexed String status,
    LocalDate ordered,
    UUID orderId,
    double rating,
    boolean gift,
    @DynamicColumns(family = "t") Map<String, Integer> tags) {}
