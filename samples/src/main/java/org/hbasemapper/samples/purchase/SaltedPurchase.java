package org.hbasemapper.samples.purchase;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * {@link Purchase} salted over 8 buckets on the user id, in a table of its own: the same key after a
 * salt byte, so a busy hour writes to every region instead of one. Adding {@code @Salt} to
 * {@code Purchase} itself would strand every stored purchase; {@link PurchaseMigration} copies them here.
 */
@Table(name = "purchase_salted", namespace = "shop", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 8, of = "userId")
public record SaltedPurchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity) {}
