package org.hbasemapper.runtime;

import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.Nullable;

/**
 * Stored data that cannot be mapped to the entity: a cell of the wrong length for its type, an enum
 * name the enum does not have, a row key that is not a key of the entity. The message names the
 * table, the row key in hex, the column and field, and what was expected; nothing stored is changed.
 */
@Api
public class MappingException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final @Nullable String table;
  private final String rowKeyHex;
  private final @Nullable String column;

  /** An exception about {@code column} (null for the row key) of row {@code rowKeyHex} in {@code table}. */
  @LimitedPrivate("mapper-mapreduce")
  public MappingException(@Nullable String table, String rowKeyHex, @Nullable String column, String message, @Nullable Throwable cause) {
    super(message, cause);
    this.table = table;
    this.rowKeyHex = rowKeyHex;
    this.column = column;
  }

  /** A cell that could not be decoded into the field its column maps to. */
  @LimitedPrivate("mapper-dynamic")
  public static MappingException forCell(TableSchema schema, Cell cell, Throwable cause) {
    String field = schema.fieldOf(cell.getFamilyArray(), cell.getFamilyOffset(), cell.getFamilyLength(),
        cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength());
    byte[] row = Bytes.copy(cell.getRowArray(), cell.getRowOffset(), cell.getRowLength());
    String column = Bytes.toStringBinary(cell.getFamilyArray(), cell.getFamilyOffset(), cell.getFamilyLength())
        + ":" + Bytes.toStringBinary(cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength());
    String table = schema.tableName().getNameAsString();
    String message = "cannot read " + schema.entityName() + "." + field + " from table " + table
        + ", row " + RowBytes.hex(row) + ", column " + column + ": " + cause.getMessage();
    return new MappingException(table, RowBytes.hex(row), column, message, cause);
  }

  /** A row key that is not a key of {@code entity}. */
  @Internal
  public static MappingException forRowKey(String table, String entity, byte[] row, String detail) {
    String message = "row key " + RowBytes.hex(row) + " in table " + table + " is not a key of "
        + entity + ": " + detail;
    return new MappingException(table, RowBytes.hex(row), null, message, null);
  }

  /** The table, as {@code namespace:name}; null for a condition tested on a row outside any query. */
  public @Nullable String table() {
    return table;
  }

  /** The row key in hex, {@code 0x...}. */
  public String rowKeyHex() {
    return rowKeyHex;
  }

  /** The column as {@code family:qualifier}, or null when the row key itself is at fault. */
  public @Nullable String column() {
    return column;
  }
}
