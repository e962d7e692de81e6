package org.hbasemapper.spark.read;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.UUID;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Versions;

/** Every kind of field the mapper maps, as Dataset columns. */
@Table(name = "kinds", namespace = "sparkread", defaultFamily = "d")
@Family(name = "d", maxVersions = 3)
@Family(name = "m")
public record Kinds(
    @RowKey(order = 0) UUID id,
    @RowKey(order = 1) LocalDate day,
    String text,
    boolean flag,
    Boolean maybe,
    byte tiny,
    short small,
    int count,
    Integer boxed,
    long big,
    float ratio,
    Double score,
    Channel channel,
    Instant at,
    LocalDateTime local,
    Date legacy,
    BigDecimal price,
    byte[] raw,
    List<String> tags,
    Set<Channel> channels,
    @Embedded(prefix = "home_") Address home,
    @DynamicColumns(family = "m", fetch = Fetch.LAZY) Map<String, Long> counts,
    @Column(family = "d") @Versions(max = 3) NavigableMap<Long, String> title,
    @Column(qualifier = "t") @Convert(TenthsCodec.class) int tenths,
    @Convert(PointCodec.class) Point point,
    @Counter long views,
    @Timestamp Instant written) {}
