package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;

/** The classic purchase key, a counter, a cell timestamp and a transient component, as a record. */
@Table(name = "sale", namespace = "compat", defaultFamily = "d")
@Family(name = "d", maxVersions = 3)
public record CompatSale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity,
    @Column(qualifier = "v") @Counter long views,
    @Timestamp Instant written,
    @Transient String note) {}
