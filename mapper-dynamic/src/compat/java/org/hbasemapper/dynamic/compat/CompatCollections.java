package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** {@code List} and {@code Set} cells of the built-in element types, and a map whose values are lists. */
@Table(name = "collections", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
@Family(name = "m")
@SuppressWarnings("hbase:eager") // shapes to compare, not a schema to keep
public record CompatCollections(
    @RowKey long id,
    List<String> names,
    Set<Level> levels,
    List<Integer> counts,
    Set<Long> ids,
    List<byte[]> blobs,
    Set<byte[]> blobSet,
    List<BigDecimal> amounts,
    Set<Instant> times,
    List<UUID> uuids,
    Set<LocalDate> days,
    List<Double> ratios,
    Set<Boolean> flags,
    @DynamicColumns(family = "m") Map<String, List<String>> lists) {}
