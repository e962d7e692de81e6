package com.example.jobs;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A user's purchase, salted over 4 buckets on the user. */
@Table(name = "purchase", namespace = "shop", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4, of = "userId")
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
