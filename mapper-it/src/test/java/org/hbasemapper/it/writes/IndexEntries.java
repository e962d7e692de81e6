package org.hbasemapper.it.writes;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.IndexSchema;

/** The index entries stored for a data row, read from the index table itself (what reads never show). */
final class IndexEntries {
  private static final byte[] FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  private static final byte[] REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);

  private IndexEntries() {}

  /** The warehouses of the entries pointing at stock {@code sku}. */
  static List<String> warehouses(Connection connection, String sku) throws IOException {
    return of(connection, "wr:stock_idx_warehouse", StockMapper.INSTANCE.encodeKey(new StockMapper.Key(sku)));
  }

  /** The values of the entries of index table {@code table} pointing at data row {@code row}. */
  static List<String> of(Connection connection, String table, byte[] row) throws IOException {
    List<String> out = new ArrayList<>();
    try (Table index = connection.getTable(TableName.valueOf(table));
        ResultScanner all = index.getScanner(new Scan())) {
      for (Result r : all) {
        if (Arrays.equals(r.getValue(FAMILY, REFERENCE), row)) {
          byte[] key = r.getRow();
          out.add(Bytes.toString(key, 0, key.length - row.length - 2)); // value, its 0x00 0x00 end, the row
        }
      }
    }
    return out;
  }
}
