package org.hbasemapper.runtime.index;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.Columns;
import org.jspecify.annotations.NullUnmarked;

/**
 * The check of one batch of index entries against the data rows they point at, without I/O, so the
 * blocking and the asynchronous lookup read the rows their own way and judge them alike: which reads
 * a batch needs, then which entries are current hits (passing the conditions), which are stale
 * (counted, and reported to the lookup's operation), and which stale ones to remove.
 */
@NullUnmarked
final class HitCheck {
  private HitCheck() {}

  /** The data rows a batch of entries points at (null for an entry without a reference) and their gets. */
  record Reads(byte[][] rows, List<Get> gets) {}

  static <E> Reads reads(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection, Result[] entries) {
    List<Get> gets = new ArrayList<>(entries.length);
    byte[][] rows = new byte[entries.length][];
    for (int i = 0; i < entries.length; i++) {
      rows[i] = entries[i].getValue(IndexCells.FAMILY, IndexCells.REFERENCE);
      gets.add(dataRead(s, projection, rows[i] == null ? entries[i].getRow() : rows[i]));
    }
    return new Reads(rows, gets);
  }

  /**
   * Adds to {@code hits} the entries whose data row still has the entry's values and passes the
   * conditions, in order; counts the others as stale and returns the deletes of those old enough to
   * repair. Bad data goes to the handler, or fails the lookup.
   */
  static <E> List<Delete> verify(IndexQuery.State<E> s, Result[] entries, byte[][] rows, Result[] stored,
      Collection<? super IndexLookup.Hit<E>> hits, Operation operation) {
    List<Delete> repairs = new ArrayList<>();
    long now = System.currentTimeMillis();
    String table = s.maintainer.schema().tableName().getNameAsString();
    for (int i = 0; i < entries.length; i++) {
      byte[] key = entries[i].getRow();
      E entity;
      try {
        entity = rows[i] == null ? null : s.maintainer.mapper().fromResult(stored[i], s.rows);
      } catch (MappingException e) {
        if (s.badData == null) {
          throw e;
        }
        s.badData.accept(e);
        continue;
      }
      if (entity != null
          && matches(s.maintainer.mapper().indexValues(s.index, entity, null), key, rows[i])) {
        // a current entry; the conditions come after this check, so a row they leave out is not stale
        if (passes(s, stored[i], table)) {
          hits.add(new IndexLookup.Hit<>(key, entity, stored[i]));
        }
        continue;
      }
      s.maintainer.staleSeen.increment();
      operation.staleIndexHits(1);
      Cell reference = entries[i].getColumnLatestCell(IndexCells.FAMILY, IndexCells.REFERENCE);
      if (s.repairAfter != null && reference != null && now - reference.getTimestamp() >= s.repairAfter.toMillis()) {
        repairs.add(new Delete(key, reference.getTimestamp()));
      }
    }
    return repairs;
  }

  /** Whether the data row {@code row} of a current entry passes the conditions; bad data is reported. */
  private static <E> boolean passes(IndexQuery.State<E> s, Result row, String table) {
    if (s.condition == null) {
      return true;
    }
    try {
      return s.condition.test(row, table);
    } catch (MappingException e) {
      if (s.badData == null) {
        throw e;
      }
      s.badData.accept(e);
      return false;
    }
  }

  /**
   * The get of a data row: the whole entity as the DAO reads it, or the projection's columns and the
   * indexed columns the check needs; either with the conditions' columns.
   */
  private static <E> Get dataRead(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection, byte[] row) {
    List<byte[][]> conditionColumns = s.condition == null ? List.of() : s.condition.columns();
    if (projection == null) {
      return withColumns(s.maintainer.fullRead(row), conditionColumns);
    }
    List<byte[][]> read = new ArrayList<>(projection.columns());
    for (ColumnSchema indexed : s.index.columns()) {
      for (String qualifier : indexed.qualifiers()) { // a former qualifier holds the value of an unmoved row
        read.add(new byte[][] {Bytes.toBytes(indexed.family()), Bytes.toBytes(qualifier)});
      }
    }
    Get get = Columns.of(read).with(conditionColumns).applyTo(new Get(row));
    return RowReads.withVersions(s.maintainer.schema(), get);
  }

  /**
   * {@code get} reading {@code columns} as well; a family it reads whole stays whole ({@code addColumn}
   * on it would narrow it to that column).
   */
  static Get withColumns(Get get, List<byte[][]> columns) {
    if (!get.hasFamilies()) {
      return get; // every cell already
    }
    for (byte[][] column : columns) {
      boolean known = get.getFamilyMap().containsKey(column[0]);
      if (!known || get.getFamilyMap().get(column[0]) != null) {
        get.addColumn(column[0], column[1]);
      }
    }
    return get;
  }

  /** Whether index row {@code key} is {@code values} followed by {@code row}. */
  static boolean matches(byte[] values, byte[] key, byte[] row) {
    return values != null && key.length == values.length + row.length
        && Arrays.equals(key, 0, values.length, values, 0, values.length)
        && Arrays.equals(key, values.length, key.length, row, 0, row.length);
  }
}
