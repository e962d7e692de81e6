package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WriteOptions;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.NullUnmarked;

/**
 * The {@link WriteOptions} of one DAO's writes applied to their mutations, checked before any I/O:
 * the DAO's default options under each call's, then the TTL, durability and timestamp set on the
 * {@code Put} or {@code Delete}. The index entries of a write take their TTL from its put (see
 * {@code IndexRows}). Thread-safe.
 */
@NullUnmarked
final class WriteSettings {
  private final TableSchema schema;
  private final WriteOptions defaults;
  private final boolean versioned;
  private final boolean related;

  /**
   * The settings of writes to {@code schema}'s table, {@code defaults} where a call sets nothing;
   * {@code related}: the DAO keeps relation inverses in step.
   */
  WriteSettings(TableSchema schema, WriteOptions defaults, boolean related) {
    this.schema = schema;
    this.defaults = defaults;
    this.versioned = schema.versionColumn() != null;
    this.related = related;
  }

  /** The options of a call that gave {@code options} (null: none), over the DAO's defaults. */
  WriteOptions of(WriteOptions options) {
    return options == null ? defaults : options.orElse(defaults);
  }

  /**
   * {@code put} of {@code operation} with {@code options} (the call's, null for none, over the
   * defaults): a new put when they set a timestamp, else {@code put} itself, changed.
   *
   * @throws IllegalArgumentException when the timestamp cannot apply: the entity has a
   *     {@code @Version}, or its {@code @Timestamp} holds another time
   */
  Put apply(Put put, WriteOptions options, String operation) {
    WriteOptions o = of(options);
    if (o.isDefault()) {
      return put;
    }
    Put out = put;
    if (o.cellTimestamp().isPresent()) {
      out = at(put, o.cellTimestamp().getAsLong(), operation);
    }
    if (o.timeToLive().isPresent()) {
      out.setTTL(o.timeToLive().get().toMillis());
    }
    if (o.durabilityLevel().isPresent()) {
      out.setDurability(o.durabilityLevel().get());
    }
    return out;
  }

  /**
   * The delete of the whole row {@code row} with {@code options} (the call's, null for none, over the
   * defaults): durability, and the timestamp up to which cells go. A TTL given to the call is refused
   * (a delete writes no cells); the DAO's default TTL does not apply to it.
   */
  Delete delete(byte[] row, WriteOptions options, String operation) {
    if (options != null && options.timeToLive().isPresent()) {
      throw new IllegalArgumentException(operation + ": a TTL applies to the cells a write stores, and a delete "
          + "stores none (" + where() + ", row " + RowBytes.hex(row) + "); leave it out of the delete's options");
    }
    WriteOptions o = of(options);
    Delete delete = new Delete(row);
    if (o.cellTimestamp().isPresent()) {
      if (related) {
        throw new IllegalArgumentException(operation + ": a delete up to a timestamp keeps the newer cells of the "
            + "row, relation cells included, whose inverses it would unlink (" + where() + ", row "
            + RowBytes.hex(row) + "); delete without a timestamp");
      }
      delete.setTimestamp(o.cellTimestamp().getAsLong());
    }
    o.durabilityLevel().ifPresent(delete::setDurability);
    return delete;
  }

  /** {@code put} with every cell written at the server's time moved to {@code timestamp}. */
  private Put at(Put put, long timestamp, String operation) {
    if (versioned) {
      throw new IllegalArgumentException(operation + ": " + where() + " has a @Version, whose check compares the "
          + "newest version cell; a write at an explicit timestamp older than it would pass the check and stay "
          + "hidden behind it, row " + RowBytes.hex(put.getRow()) + "; write it without a timestamp");
    }
    long own = put.getTimestamp();
    if (own != HConstants.LATEST_TIMESTAMP && own != timestamp) {
      throw new IllegalArgumentException(operation + ": " + where() + " row " + RowBytes.hex(put.getRow())
          + " has its @Timestamp at " + own + " and the write's options at " + timestamp
          + "; a write has one timestamp: set the @Timestamp field to 0 (or null), or leave the option out");
    }
    Put out = new Put(put.getRow(), timestamp);
    try {
      for (List<Cell> cells : put.getFamilyCellMap().values()) {
        for (Cell cell : cells) {
          if (cell.getTimestamp() == HConstants.LATEST_TIMESTAMP) {
            out.addColumn(CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell), timestamp,
                CellUtil.cloneValue(cell));
          } else {
            out.add(cell); // a @Versions cell keeps the timestamp it maps
          }
        }
      }
    } catch (IOException e) { // a cell of the same row: never
      throw new UncheckedIOException(e);
    }
    put.getAttributesMap().forEach(out::setAttribute);
    out.setDurability(put.getDurability());
    return out;
  }

  private String where() {
    return schema.entityName() + ", table " + schema.tableName().getNameAsString();
  }
}
