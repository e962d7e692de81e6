package org.hbasemapper.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;

/** The partitions of a bulk load's rows: one per region of every table, in the load's table order. */
class RegionPartitionerTest {
  private static final byte[] EMPTY = new byte[0];

  /** Table 0 in regions from "", "c", "m" (given out of order); table 1 in one region; table 2 from "" and 0xff. */
  private final RegionPartitioner partitioner = new RegionPartitioner(List.of(
      new byte[][] {Bytes.toBytes("m"), EMPTY, Bytes.toBytes("c")},
      new byte[][] {EMPTY},
      new byte[][] {EMPTY, {(byte) 0xff}}));

  private int partition(int table, String row) {
    return partitioner.getPartition(RegionPartitioner.key(table, Bytes.toBytes(row)));
  }

  @Test
  void aRowGoesToTheLastRegionOfItsTableThatStartsAtOrBeforeIt() {
    assertThat(partitioner.numPartitions()).isEqualTo(6);
    assertThat(partition(0, "")).isZero();
    assertThat(partition(0, "bzz")).isZero();
    assertThat(partition(0, "c")).isEqualTo(1);
    assertThat(partition(0, "lzz")).isEqualTo(1);
    assertThat(partition(0, "m")).isEqualTo(2);
    assertThat(partition(0, "zzz")).isEqualTo(2);
    assertThat(partition(1, "anything")).isEqualTo(3);
    assertThat(partition(2, "\u007f")).isEqualTo(4);
    assertThat(partitioner.getPartition(RegionPartitioner.key(2, new byte[] {(byte) 0xff, 0}))).as("unsigned order")
        .isEqualTo(5);
  }

  @Test
  void eachPartitionKnowsItsTableAndTheTablesRegions() {
    assertThat(List.of(0, 1, 2, 3, 4, 5)).extracting(partitioner::tableOf).containsExactly(0, 0, 0, 1, 2, 2);
    assertThat(partitioner.regionStarts(0)).containsExactly(EMPTY, Bytes.toBytes("c"), Bytes.toBytes("m"));
  }

  @Test
  void keysSortByTableThenRowAsHBaseOrdersRows() {
    HFileWrite.KeyOrder order = new HFileWrite.KeyOrder();
    assertThat(order.compare(RegionPartitioner.key(0, Bytes.toBytes("zz")), RegionPartitioner.key(1, EMPTY)))
        .isNegative();
    assertThat(order.compare(RegionPartitioner.key(1, Bytes.toBytes("a")), RegionPartitioner.key(1,
        Bytes.toBytes("ab")))).isNegative();
    assertThat(order.compare(RegionPartitioner.key(1, new byte[] {(byte) 0x80}), RegionPartitioner.key(1,
        new byte[] {0x7f}))).isPositive();
  }
}
