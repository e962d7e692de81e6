package org.hbasemapper.dynamic.compat;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;

/** A lazy map, a map of converted values, a presence marker and a long timestamp, as a record. */
@Table(name = "lazy", namespace = "compat", defaultFamily = "d")
@Family(name = "fans")
@Family(name = "tenths")
@PresenceMarker
@SuppressWarnings("hbase:eager") // shapes to compare, not a schema to keep
public record CompatLazy(
    @RowKey(width = 6) byte[] id,
    @Column(qualifier = "n") String name,
    @DynamicColumns(family = "fans", fetch = Fetch.LAZY) Map<Long, String> fans,
    @DynamicColumns(family = "tenths") @Convert(TenthsCodec.class) Map<Integer, Integer> tenths,
    @Timestamp long written) {}
