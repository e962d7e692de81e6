package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** {@link SaltedSale} with an index on the product: the indexed side of the bulk-load benchmark. */
@Table(name = "indexed_salted_sale", namespace = "bench", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "userId")
public record IndexedSaltedSale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    @Indexed String sku,
    BigDecimal price,
    int quantity) {}
