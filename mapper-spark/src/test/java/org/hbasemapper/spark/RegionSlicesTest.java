package org.hbasemapper.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.RegionInfoBuilder;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;

/** A scan's part in one region: its key range cut at the region's boundaries, or none. */
class RegionSlicesTest {
  private static final TableName TABLE = TableName.valueOf("t");

  private static RegionInfo region(String start, String end) {
    return RegionInfoBuilder.newBuilder(TABLE).setStartKey(Bytes.toBytes(start)).setEndKey(Bytes.toBytes(end)).build();
  }

  private static Scan scan(String start, String stop) {
    return new Scan().withStartRow(Bytes.toBytes(start)).withStopRow(Bytes.toBytes(stop));
  }

  private static String range(Scan slice) {
    return Bytes.toString(slice.getStartRow()) + (slice.includeStartRow() ? "[" : "(") + ".."
        + Bytes.toString(slice.getStopRow()) + (slice.includeStopRow() ? "]" : ")");
  }

  @Test
  void aScanAcrossARegionBoundaryIsCutAtIt() {
    Scan scan = scan("b", "m");

    assertThat(range(RegionSlices.slice(scan, region("", "f")))).isEqualTo("b[..f)");
    assertThat(range(RegionSlices.slice(scan, region("f", "k")))).isEqualTo("f[..k)");
    assertThat(range(RegionSlices.slice(scan, region("k", "")))).isEqualTo("k[..m)");
  }

  @Test
  void aRegionOutsideTheScanHasNoSlice() {
    Scan scan = scan("b", "m");

    assertThat(RegionSlices.slice(scan, region("m", "p"))).as("the stop row is exclusive").isNull();
    assertThat(RegionSlices.slice(scan, region("", "b"))).as("the region ends where the scan starts").isNull();
    assertThat(RegionSlices.slice(scan, region("x", ""))).isNull();
  }

  @Test
  void anUnboundedScanHasASliceInEveryRegion() {
    Scan all = new Scan();

    assertThat(range(RegionSlices.slice(all, region("", "f")))).isEqualTo("[..f)");
    assertThat(range(RegionSlices.slice(all, region("f", "")))).isEqualTo("f[..)");
  }

  @Test
  void aSliceKeepsTheScansFiltersColumnsAndExclusiveStartAndLeavesTheBlockCacheAlone() {
    Scan scan = new Scan().withStartRow(Bytes.toBytes("c"), false).withStopRow(Bytes.toBytes("z"))
        .addColumn(Bytes.toBytes("d"), Bytes.toBytes("q")).setCaching(77);

    Scan inside = RegionSlices.slice(scan, region("a", "k"));

    assertThat(range(inside)).isEqualTo("c(..k)");
    assertThat(inside.getFamilyMap()).containsOnlyKeys(Bytes.toBytes("d"));
    assertThat(inside.getCaching()).isEqualTo(77);
    assertThat(inside.getCacheBlocks()).isFalse();
    assertThat(range(RegionSlices.slice(scan, region("k", "")))).isEqualTo("k[..z)");
  }
}
