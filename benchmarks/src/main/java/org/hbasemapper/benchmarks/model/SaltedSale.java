package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** {@link Sale} salted into 8 buckets on the user id: the salted full-scan benchmark. */
@Table(name = "salted_sale", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "userId")
public record SaltedSale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
