package org.hbasemapper.spark;

import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.io.UncheckedIOException;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.mapreduce.TableMapReduceUtil;

/**
 * One Spark partition of a read: the part of one of the query's scans that one region holds, carried
 * to the executor as HBase's own serialized form of a scan (what {@code TableInputFormat} ships).
 *
 * @param table the table, as {@code namespace:name}
 * @param scan the scan, from {@link TableMapReduceUtil#convertScanToString}
 * @param region the region's name, for the task's messages
 */
record ScanSlice(String table, String scan, String region) implements Serializable {
  @Serial
  private static final long serialVersionUID = 1L;

  /** The slice of {@code scan} of {@code table} that region {@code region} holds. */
  static ScanSlice of(String table, Scan scan, String region) {
    try {
      return new ScanSlice(table, TableMapReduceUtil.convertScanToString(scan), region);
    } catch (IOException e) {
      throw new UncheckedIOException("serializing a scan of " + table + ": " + e.getMessage(), e);
    }
  }

  /** The scan, as the executor runs it. */
  Scan toScan() {
    try {
      return TableMapReduceUtil.convertStringToScan(scan);
    } catch (IOException e) {
      throw new UncheckedIOException("reading the scan of " + table + ": " + e.getMessage(), e);
    }
  }
}
