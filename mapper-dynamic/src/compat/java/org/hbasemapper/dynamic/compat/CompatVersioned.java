package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import java.util.NavigableMap;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Versions;

/** Histories of one cell each: a built-in value type and a converted one, read up to their max versions. */
@Table(name = "versioned", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
@Family(name = "h", maxVersions = 3)
public record CompatVersioned(
    @RowKey long id,
    String name,
    @Column(family = "h") @Versions(max = 3) NavigableMap<Long, BigDecimal> prices,
    @Column(family = "h", qualifier = "t") @Versions(max = 2) @Convert(TenthsCodec.class) NavigableMap<Long, Integer> tenths,
    int rank) {}
