package org.hbasemapper.it.filter;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The purchase layout (a padded user, newest first, a variable product last) with a second family. */
@Table(name = "sale", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
@Family(name = "x")
public record Sale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity,
    String note,
    @Column(family = "x") String channel) {}
