package org.hbasemapper.it.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Date;
import java.util.Map;
import java.util.UUID;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;

/** Every supported value type, a three-part key with a fixed-width and a descending component. */
@Table(name = "everything", namespace = "it", defaultFamily = "d")
@Family(name = "d", maxVersions = 3, compression = org.hbasemapper.annotations.Compression.NONE)
@Family(name = "c")
@Family(name = "m", bloomFilter = org.hbasemapper.annotations.BloomFilter.ROWCOL, blockSize = 16384)
public record Everything(
    @RowKey(order = 0, width = 6) String tenant,
    @RowKey(order = 1, descending = true) long sequence,
    @RowKey(order = 2) Level level,
    boolean flag,
    byte tiny,
    short small,
    int count,
    long big,
    float ratio,
    double score,
    Boolean boxedFlag,
    Integer boxedCount,
    String text,
    byte[] blob,
    BigDecimal amount,
    Instant instant,
    Date date,
    LocalDate day,
    LocalDateTime localTime,
    UUID uuid,
    Level grade,
    @Convert(MoneyCodec.class) Money price,
    @Column(family = "c") @Counter long views,
    @DynamicColumns(family = "m", fetch = Fetch.EAGER) Map<String, Integer> tags,
    @Timestamp long version,
    @Transient String scratch) {}
