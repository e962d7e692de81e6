package org.hbasemapper.dynamic.compat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Date;
import java.util.UUID;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A key of every fixed-width type, a padded string and byte array, and an enum last, ascending. */
@Table(name = "keys", namespace = "compat", defaultFamily = "d")
@Family(name = "d", compression = org.hbasemapper.annotations.Compression.SNAPPY)
@SuppressWarnings("hbase:key-length") // shapes to compare, not a schema to keep
public record CompatKeys(
    @RowKey(order = 0) boolean b,
    @RowKey(order = 1) byte i8,
    @RowKey(order = 2) short i16,
    @RowKey(order = 3) Integer i32,
    @RowKey(order = 4) long i64,
    @RowKey(order = 5) float f32,
    @RowKey(order = 6) Double f64,
    @RowKey(order = 7) Instant at,
    @RowKey(order = 8) Date date,
    @RowKey(order = 9) LocalDate day,
    @RowKey(order = 10) LocalDateTime moment,
    @RowKey(order = 11) UUID uuid,
    @RowKey(order = 12, width = 5) String code,
    @RowKey(order = 13, width = 3) byte[] tag,
    @RowKey(order = 14) Level level,
    String value) {}
