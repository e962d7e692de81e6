package org.hbasemapper.mapreduce.migrate;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A purchase as the old version of a service stored it: unsalted, {@code <userId><'P'><time desc>
 * <productId desc>}, in a table it shares with {@link OldRefund}. Its stored layout is the baseline
 * {@code migrate/migrate.purchase.layout}; the migration reads its rows through that, not through
 * this class.
 */
@Table(name = "purchase", namespace = "migrate", defaultFamily = "d")
@Family(name = "d")
@Family(name = "t")
@RecordType(value = "P", order = 1)
public record OldPurchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 2, descending = true) Instant time,
    @RowKey(order = 3, descending = true) String productId,
    BigDecimal price,
    int quantity,
    Status status,
    LocalDate ordered,
    UUID orderId,
    double rating,
    boolean gift,
    @DynamicColumns(family = "t") Map<String, Integer> tags) {}
