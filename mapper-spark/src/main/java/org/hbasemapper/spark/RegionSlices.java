package org.hbasemapper.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.hbase.HRegionLocation;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import scala.Tuple2;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Splits a query's scans at the regions of their table, as HBase's {@code MultiTableInputFormat} splits
 * a job's: one slice per region each scan's key range crosses, bounded to that region, with the region
 * server's host as where Spark prefers to run it. A region that splits or moves later is still read
 * whole: the slice's scan follows its key range, not the region.
 */
final class RegionSlices {
  private RegionSlices() {}

  /** The slices of {@code scans} over the regions {@code table} has now, each with its preferred hosts. */
  static List<Tuple2<ScanSlice, Seq<String>>> of(Connection connection, TableName table, List<Scan> scans) {
    List<HRegionLocation> regions;
    try (RegionLocator locator = connection.getRegionLocator(table)) {
      regions = new ArrayList<>(locator.getAllRegionLocations());
    } catch (IOException e) {
      throw new UncheckedIOException("listing the regions of " + table + ": " + e.getMessage(), e);
    }
    regions.removeIf(r -> r.getRegion().getReplicaId() != RegionInfo.DEFAULT_REPLICA_ID);
    regions.sort(Comparator.comparing(HRegionLocation::getRegion, RegionInfo.COMPARATOR));
    List<Tuple2<ScanSlice, Seq<String>>> slices = new ArrayList<>();
    for (Scan scan : scans) {
      for (HRegionLocation location : regions) {
        Scan slice = slice(scan, location.getRegion());
        if (slice != null) {
          List<String> hosts = location.getHostname() == null ? List.of() : List.of(location.getHostname());
          slices.add(new Tuple2<>(ScanSlice.of(table.getNameAsString(), slice, location.getRegion().getEncodedName()),
              CollectionConverters.asScala(hosts).toList()));
        }
      }
    }
    return slices;
  }

  /**
   * The part of {@code scan} in {@code region}, or null when its key range misses the region. The
   * region's keys are {@code [start, end)}, an empty end being the table's end; so are the scan's.
   */
  static Scan slice(Scan scan, RegionInfo region) {
    byte[] scanStart = scan.getStartRow();
    byte[] scanStop = scan.getStopRow();
    byte[] regionStart = region.getStartKey();
    byte[] regionEnd = region.getEndKey();
    boolean beforeStop = scanStop.length == 0 || Bytes.compareTo(regionStart, scanStop) < 0;
    boolean afterStart = regionEnd.length == 0 || Bytes.compareTo(scanStart, regionEnd) < 0;
    if (!beforeStop || !afterStart) {
      return null;
    }
    Scan slice;
    try {
      slice = new Scan(scan);
    } catch (IOException e) {
      throw new UncheckedIOException("copying a scan: " + e.getMessage(), e);
    }
    if (Bytes.compareTo(regionStart, scanStart) > 0) {
      slice.withStartRow(regionStart, true);
    }
    if (regionEnd.length > 0 && (scanStop.length == 0 || Bytes.compareTo(regionEnd, scanStop) < 0)) {
      slice.withStopRow(regionEnd, false);
    }
    slice.setCacheBlocks(false);
    return slice;
  }
}
