package org.hbasemapper.runtime.io;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * The client's limit on one cell, {@code hbase.client.keyvalue.maxsize} (key and value, 10 MiB by
 * default), checked before a put is sent: hbase-client's own check says only "KeyValue size too
 * large", and in a batch it stops every row. The DAO's writes and wide rows check with it, so that
 * the error names entity, field, table, row and column.
 */
@Internal
public final class CellLimit {
  /** The client setting, read by hbase-client before sending a mutation. */
  public static final String KEY = "hbase.client.keyvalue.maxsize";
  /** hbase-client's default. */
  public static final int DEFAULT = 10_485_760;

  private CellLimit() {}

  /** The limit of clients configured by {@code configuration}; 0 or less means none. */
  public static int of(Configuration configuration) {
    return configuration.getInt(KEY, DEFAULT);
  }

  /**
   * The first cell of {@code put} over {@code limit} bytes, measured as hbase-client measures it (key
   * and value); null when every cell fits or there is no limit.
   */
  public static Cell oversized(Put put, int limit) {
    if (limit <= 0) {
      return null; // the client checks nothing either
    }
    for (List<Cell> cells : put.getFamilyCellMap().values()) {
      for (Cell cell : cells) {
        if (cell.getSerializedSize() > limit) {
          return cell;
        }
      }
    }
    return null;
  }

  /**
   * The error for {@code cell}, a cell of {@code entity.field} over {@code limit}:
   * {@code "Entity.field (table t, row 0x.., column f:q) is a cell of n bytes, over the client's limit..."}.
   */
  public static IllegalArgumentException error(String entity, String field, String table, Cell cell, int limit) {
    String row = RowBytes.hex(Bytes.copy(cell.getRowArray(), cell.getRowOffset(), cell.getRowLength()));
    String column = Bytes.toStringBinary(cell.getFamilyArray(), cell.getFamilyOffset(), cell.getFamilyLength())
        + ":" + Bytes.toStringBinary(cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength());
    return new IllegalArgumentException(entity + "." + field + " (table " + table + ", row " + row + ", column "
        + column + ") is a cell of " + cell.getSerializedSize() + " bytes, over the client's limit of " + limit
        + " bytes (" + KEY + "); store large values elsewhere and keep a reference, or raise the limit on the "
        + "clients and region servers (hbase.server.keyvalue.maxsize)");
  }
}
