package org.hbasemapper.it.shaded;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A user's purchases, newest first ({@code <user><time desc>}), with an index on the product. */
@Table(name = "sale", namespace = "shaded")
@Family(name = "d")
public record Sale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @Column(family = "d") @Indexed String productId,
    @Column(family = "d") BigDecimal price,
    @Column(family = "d") String note) {}
