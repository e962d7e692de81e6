package org.hbasemapper.spring.entities;

import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A user's purchases, newest first. */
@Table(name = "purchase", namespace = "springtest", defaultFamily = "d")
@Family(name = "d")
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    String productId,
    long cents) {}
