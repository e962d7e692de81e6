package org.hbasemapper.runtime.dao;

import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.io.CellLimit;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The {@code Put}s of entities, checked before any I/O: a put has cells (HBase cannot store a row
 * without; the {@code @Version} cell the DAO adds counts), and each cell fits the client's
 * {@code hbase.client.keyvalue.maxsize} ({@link CellLimit}). Thread-safe.
 */
@NullUnmarked
final class PutChecks<E> {
  private final EntityMapper<E, ?> mapper;
  private final int maxCellSize;

  PutChecks(EntityMapper<E, ?> mapper, int maxCellSize) {
    this.mapper = mapper;
    this.maxCellSize = maxCellSize;
  }

  /** The put of {@code entity} for {@code operation}; an {@link IllegalArgumentException} when it fails a check. */
  Put of(E entity, String operation) {
    Put put = requireCells(mapper.toPut(entity), operation);
    IllegalArgumentException tooLarge = oversizedCell(put);
    if (tooLarge != null) {
      throw tooLarge;
    }
    return put;
  }

  /**
   * Maps every entity of a putAll before anything is written, into {@code batch} and {@code puts}:
   * argument errors are thrown with their position, rows with a cell over the size limit go to
   * {@code report} as failed. {@code segments} gets the index in {@code puts} where each run without
   * a repeated row starts (0 first): a row met again starts a new one, which is written after the
   * runs before it, as a second {@code put} after the first.
   */
  void mapAll(Iterable<? extends E> entities, List<E> batch, List<Put> puts, BatchWriteException.Collector report,
      List<Integer> segments) {
    int position = 0;
    Set<ByteBuffer> segment = new HashSet<>();
    segments.add(0);
    for (E entity : entities) {
      if (entity == null) {
        throw new IllegalArgumentException("putAll: entities[" + position + "] is null (" + schema().entityName()
            + ", table " + table() + "); nothing was written");
      }
      Put put;
      try {
        put = requireCells(mapper.toPut(entity), "put");
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("putAll: entities[" + position + "]: " + e.getMessage()
            + "; nothing was written", e);
      }
      IllegalArgumentException tooLarge = oversizedCell(put);
      if (tooLarge != null) {
        report.failed(List.of(put.getRow()), tooLarge);
      } else {
        ByteBuffer row = ByteBuffer.wrap(put.getRow());
        if (!segment.add(row)) {
          segments.add(puts.size());
          segment.clear();
          segment.add(row);
        }
        batch.add(entity);
        puts.add(put);
      }
      position++;
    }
  }

  /**
   * {@code put}, unless it has no cell and the DAO adds none: an entity with a {@code @Version} is
   * stored with its version cell even when every other field is null (a marker is in the put already).
   */
  private Put requireCells(Put put, String operation) {
    if (put.isEmpty() && schema().versionColumn() == null) {
      throw new IllegalArgumentException(schema().entityName() + " at row " + RowBytes.hex(put.getRow())
          + " in table " + table() + " has no non-null column; "
          + (operation.equals("replace")
              ? "replace would delete the whole row: use delete(key) for that"
              : "HBase cannot store a row without cells")
          + "; to store rows whose fields are all null, give " + schema().entityName()
          + " a @PresenceMarker (or a @Version)");
    }
    return put;
  }

  /** The error for the first cell of {@code put} over the client's limit, or null when every cell fits. */
  private @Nullable IllegalArgumentException oversizedCell(Put put) {
    Cell cell = CellLimit.oversized(put, maxCellSize);
    if (cell == null) {
      return null;
    }
    String field = schema().fieldOf(cell.getFamilyArray(), cell.getFamilyOffset(), cell.getFamilyLength(),
        cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength());
    return CellLimit.error(schema().entityName(), field, table(), cell, maxCellSize);
  }

  private TableSchema schema() {
    return mapper.schema();
  }

  private String table() {
    return schema().tableName().getNameAsString();
  }
}
