package org.hbasemapper.spark.write;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** The benchmarks module's {@code SaltedSale}: salted into 8 buckets, its table pre-split in 8 regions. */
@Table(name = "salted_sale", namespace = "swbench", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "userId")
public record BenchSale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) implements Serializable {}
