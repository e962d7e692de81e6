package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.BinaryComparator;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The {@code @Version} check of an entity's writes (optimistic concurrency): a write carries the
 * version its entity was read with, stores the next one, and lands only if the row still holds the
 * first (no version cell, for 0). HBase checks and writes in one step ({@code checkAndMutate}).
 * Without a {@code @Version}, writes are sent unchecked.
 *
 * <p>A refused write may be this very write, landed already: hbase-client retried a call that timed
 * out after the server had applied it, or the caller repeats a write whose index upkeep failed or
 * whose outcome was unknown. The row then holds the version this write stores and exactly its
 * cells ({@link #found}); so does it when another writer that read the same version stored the same
 * values, which the row cannot tell apart. Thread-safe.
 */
@NullUnmarked
final class VersionCheck<E> {
  private final EntityMapper<E, ?> mapper;
  private final AuditDates audit;
  private final byte[] family;
  private final byte[] qualifier;

  /** The check of {@code mapper}'s entity, whose {@code audit} cells are the DAO's, not the entity's values. */
  VersionCheck(EntityMapper<E, ?> mapper, AuditDates audit) {
    this.mapper = mapper;
    this.audit = audit;
    ColumnSchema version = mapper.schema().versionColumn();
    this.family = version == null ? null : Bytes.toBytes(version.family());
    this.qualifier = version == null ? null : Bytes.toBytes(version.qualifier());
  }

  /** Whether the entity has a {@code @Version}, so that its writes are checked. */
  boolean active() {
    return family != null;
  }

  /**
   * Gives {@code put} (of {@code entity}) the next version and returns the condition of writing it:
   * the version cell still holds the entity's; null, an unchecked write, without a {@code @Version}.
   */
  CheckAndMutate.@Nullable Builder next(E entity, Put put) {
    if (!active()) {
      return null;
    }
    long expected = mapper.versionOf(entity);
    put.addColumn(family, qualifier, Bytes.toBytes(expected + 1));
    CheckAndMutate.Builder check = CheckAndMutate.newBuilder(put.getRow());
    return expected == 0
        ? check.ifNotExists(family, qualifier)
        : check.ifEquals(family, qualifier, Bytes.toBytes(expected));
  }

  /**
   * The condition of writing {@code put} (of {@code entity}) only where {@code condition} holds: with a
   * {@code @Version}, the put gets the next version and both the version check and {@code condition}
   * must pass, in one filter HBase decides in the same call.
   */
  CheckAndMutate.Builder next(E entity, Put put, Filter condition) {
    CheckAndMutate.Builder check = CheckAndMutate.newBuilder(put.getRow());
    if (!active()) {
      return check.ifMatches(condition);
    }
    long expected = mapper.versionOf(entity);
    put.addColumn(family, qualifier, Bytes.toBytes(expected + 1));
    return check.ifMatches(new FilterList(FilterList.Operator.MUST_PASS_ALL, holds(expected), condition));
  }

  /** The filter passing a row whose version cell holds {@code expected} (0: a row with cells but no version cell). */
  private Filter holds(long expected) {
    SingleColumnValueFilter f = expected == 0
        // a cell, whatever it holds, is never below the empty string: only rows without one pass
        ? new SingleColumnValueFilter(family, qualifier, CompareOperator.LESS, new BinaryComparator(new byte[0]))
        : new SingleColumnValueFilter(family, qualifier, CompareOperator.EQUAL,
            new BinaryComparator(Bytes.toBytes(expected)));
    f.setFilterIfMissing(expected != 0);
    f.setLatestVersionOnly(true);
    return f;
  }

  /**
   * Gives {@code put} (of {@code entity}) the next version, as {@link #next} does, for a check sent
   * with other rows (an atomic write of a group): the stored version cell it expects, null when the
   * row must have none (version 0). Only with a {@code @Version}.
   */
  byte[] nextExpected(E entity, Put put) {
    long expected = mapper.versionOf(entity);
    put.addColumn(family, qualifier, Bytes.toBytes(expected + 1));
    return expected == 0 ? null : Bytes.toBytes(expected);
  }

  /** The version cell's family. */
  byte[] family() {
    return family;
  }

  /** The version cell's qualifier. */
  byte[] qualifier() {
    return qualifier;
  }

  /** The version {@code put} stores; 0 without a {@code @Version}. */
  long stored(Put put) {
    if (!active()) {
      return 0;
    }
    List<Cell> cells = put.get(family, qualifier);
    return cells.isEmpty() ? 0 : Bytes.toLong(CellUtil.cloneValue(cells.get(0)));
  }

  /** Gives {@code put} the first version (a row written only when absent). */
  void first(Put put) {
    if (active()) {
      put.addColumn(family, qualifier, Bytes.toBytes(1L));
    }
  }

  /**
   * The read that tells what a refused write of {@code put} (with {@code deletes}, the cells a
   * replace removes, or null) found: the version cell and every column the write touches, all
   * versions.
   */
  Get landedRead(Put put, Delete deletes) {
    Get get = new Get(put.getRow()).addColumn(family, qualifier);
    addColumns(get, put);
    if (deletes != null) {
      addColumns(get, deletes);
    }
    return get.readAllVersions();
  }

  /** What a refused write found in its row: the stored version (0: none), and whether the row holds exactly the write. */
  record Found(long version, boolean holdsWrite) {}

  /**
   * What the row {@code stored} (read by {@link #landedRead}) holds against the refused write of
   * {@code put} (with {@code deletes}): it holds the write when its version is the one the put
   * stores and it has every cell of the put (same value; at the same timestamp where the put names
   * one, else as the newest) and none of those the deletes remove. The audit dates are left out: they
   * hold the time of each attempt, not the entity's values.
   */
  Found found(Result stored, Put put, Delete deletes) {
    Cell versionCell = stored.getColumnLatestCell(family, qualifier);
    long version = versionCell == null || versionCell.getValueLength() != Bytes.SIZEOF_LONG ? 0
        : Bytes.toLong(versionCell.getValueArray(), versionCell.getValueOffset());
    return new Found(version, holdsAll(stored, put) && holdsNone(stored, deletes));
  }

  private boolean holdsAll(Result stored, Put put) {
    for (List<Cell> cells : put.getFamilyCellMap().values()) {
      for (Cell cell : cells) {
        if (audit.isAuditCell(cell)) {
          continue;
        }
        byte[] f = CellUtil.cloneFamily(cell);
        byte[] q = CellUtil.cloneQualifier(cell);
        boolean held;
        if (cell.getTimestamp() == HConstants.LATEST_TIMESTAMP) {
          Cell newest = stored.getColumnLatestCell(f, q);
          held = newest != null && CellUtil.matchingValue(newest, cell);
        } else {
          held = stored.getColumnCells(f, q).stream()
              .anyMatch(c -> c.getTimestamp() == cell.getTimestamp() && CellUtil.matchingValue(c, cell));
        }
        if (!held) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether {@code stored} has none of the cells {@code deletes} (column or version deletes) removes. */
  private static boolean holdsNone(Result stored, Delete deletes) {
    if (deletes == null) {
      return true;
    }
    for (List<Cell> markers : deletes.getFamilyCellMap().values()) {
      for (Cell marker : markers) {
        List<Cell> left = stored.getColumnCells(CellUtil.cloneFamily(marker), CellUtil.cloneQualifier(marker));
        boolean column = marker.getType() == Cell.Type.DeleteColumn;
        for (Cell cell : left) {
          if (column ? cell.getTimestamp() <= marker.getTimestamp() : cell.getTimestamp() == marker.getTimestamp()) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private static void addColumns(Get get, Mutation mutation) {
    for (List<Cell> cells : mutation.getFamilyCellMap().values()) {
      for (Cell cell : cells) {
        get.addColumn(CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell));
      }
    }
  }

  /**
   * The error for the refused write of {@code entity} to {@code row}, which found {@code stored}
   * (0: no version), holding exactly this write's values or not, with the failure to take back its
   * index entries, if any (see {@link WritePlan#withdraw}).
   */
  StaleEntityException stale(E entity, byte[] row, long stored, boolean holdsWrite, Optional<IOException> withdrawal) {
    StaleEntityException stale = new StaleEntityException(mapper.schema().entityName(),
        mapper.schema().tableName().getNameAsString(), RowBytes.hex(row), mapper.versionOf(entity), stored,
        holdsWrite);
    withdrawal.ifPresent(stale::addSuppressed);
    return stale;
  }
}
