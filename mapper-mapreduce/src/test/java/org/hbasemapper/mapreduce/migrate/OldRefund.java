package org.hbasemapper.mapreduce.migrate;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A refund, the other record type of {@link OldPurchase}'s table: the migration of purchases leaves it. */
@Table(name = "purchase", namespace = "migrate", defaultFamily = "d")
@Family(name = "d")
@Family(name = "t")
@RecordType(value = "R", order = 1)
public record OldRefund(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 2, descending = true) Instant time,
    BigDecimal amount) {}
