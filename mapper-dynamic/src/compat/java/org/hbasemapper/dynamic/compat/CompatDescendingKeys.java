package org.hbasemapper.dynamic.compat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Descending components of each kind, the last of variable width (escaped and terminated), declared out of order. */
@Table(name = "desc_keys", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
public record CompatDescendingKeys(
    @RowKey(order = 6, descending = true) String last,
    @RowKey(order = 0, descending = true) long i64,
    @RowKey(order = 1, descending = true) int i32,
    @RowKey(order = 2, descending = true) Instant at,
    @RowKey(order = 3, descending = true, width = 4) String code,
    @RowKey(order = 4, descending = true) LocalDateTime moment,
    @RowKey(order = 5, descending = true) UUID uuid,
    LocalDate value) {}
