package org.hbasemapper.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.spark.Partitioner;

/**
 * Spark partitions of a bulk load's rows: one per region of every table the load writes (the regions
 * each table had when the load began), so that each task writes the HFiles of one region. A row's key
 * in the shuffle is {@link #key its table's number, then its row key}.
 */
final class RegionPartitioner extends Partitioner {
  private static final long serialVersionUID = 1L;

  /** Per table, the start keys of its regions, sorted; the first is empty. */
  private final byte[][][] starts;
  /** Per table, its first partition. */
  private final int[] first;
  private final int partitions;

  /** The partitions of tables whose regions start at {@code regionStarts} (one list per table, in the load's order). */
  RegionPartitioner(List<byte[][]> regionStarts) {
    this.starts = new byte[regionStarts.size()][][];
    this.first = new int[regionStarts.size()];
    int n = 0;
    for (int t = 0; t < starts.length; t++) {
      byte[][] sorted = regionStarts.get(t).clone();
      Arrays.sort(sorted, Bytes.BYTES_COMPARATOR);
      if (sorted.length == 0 || sorted[0].length != 0) { // a table always has a region from the empty key
        byte[][] withFirst = new byte[sorted.length + 1][];
        withFirst[0] = new byte[0];
        System.arraycopy(sorted, 0, withFirst, 1, sorted.length);
        sorted = withFirst;
      }
      starts[t] = sorted;
      first[t] = n;
      n += sorted.length;
    }
    this.partitions = n;
  }

  /** The shuffle key of {@code row} of table number {@code table}: the table first, so rows sort by table, then key. */
  static byte[] key(int table, byte[] row) {
    byte[] key = new byte[Integer.BYTES + row.length];
    Bytes.putInt(key, 0, table);
    System.arraycopy(row, 0, key, Integer.BYTES, row.length);
    return key;
  }

  @Override
  public int numPartitions() {
    return partitions;
  }

  @Override
  public int getPartition(Object key) {
    byte[] bytes = (byte[]) key;
    int table = Bytes.toInt(bytes, 0);
    byte[][] tableStarts = starts[table];
    // the last region whose start key is not after the row
    int low = 1;
    int high = tableStarts.length - 1;
    int region = 0;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      byte[] start = tableStarts[mid];
      if (Bytes.compareTo(start, 0, start.length, bytes, Integer.BYTES, bytes.length - Integer.BYTES) <= 0) {
        region = mid;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return first[table] + region;
  }

  /** The table (number) partition {@code partition} holds rows of. */
  int tableOf(int partition) {
    int table = Arrays.binarySearch(first, partition); // first partitions differ: every table has a region
    return table >= 0 ? table : -table - 2;
  }

  /** The start keys of the regions of table {@code table}, sorted. */
  List<byte[]> regionStarts(int table) {
    return Arrays.asList(starts[table]);
  }
}
