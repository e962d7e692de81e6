package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * Writes the rows of a load, sorted by table and row key, to an {@link HFileSink}, with the rules every
 * HFile load of this project keeps: the rows of one table and key are taken together (one entity's
 * rows, or several entities' relation inverse entries in one target row), two entities' data rows with
 * one key are refused (a load writes each row once), the cells of such a group are merged in HBase's
 * order, and a cell that is there twice is written once. {@link BulkLoad} hands it the rows its
 * {@link CellSorter} sorted; mapper-spark's tasks the rows Spark sorted for one region.
 */
@LimitedPrivate("mapper-spark")
public final class SortedRows {
  /** Starts the rows of a table in the sink: the rows of each table come together, in table order. */
  @FunctionalInterface
  @LimitedPrivate("mapper-spark")
  public interface TableStart {
    /** The rows of {@code table} (an index into the load's tables) follow. */
    void start(int table) throws IOException;
  }

  /** The refusal of two entities' data rows with one row key. */
  @FunctionalInterface
  @LimitedPrivate("mapper-spark")
  public interface Duplicate {
    /** The exception refusing the load: entities {@code first} and {@code second} both have row {@code row}. */
    RuntimeException refuse(byte[] row, long first, long second);
  }

  private SortedRows() {}

  /**
   * Writes {@code sorted} (in table, then row key order: the rows of one key next to each other) to
   * {@code sink}, calling {@code tableStart} before the first row of each table.
   *
   * @return the data rows written: the entities
   * @throws RuntimeException {@code duplicate}'s, at the first key two entities wrote their data row in
   */
  public static long write(Iterator<CellSorter.Entry> sorted, HFileSink sink, TableStart tableStart,
      Duplicate duplicate) throws IOException {
    long dataRows = 0;
    int table = -1;
    List<CellSorter.Entry> group = new ArrayList<>();
    CellSorter.Entry pending = sorted.hasNext() ? sorted.next() : null;
    while (pending != null) {
      group.clear();
      group.add(pending);
      pending = null;
      while (sorted.hasNext()) {
        CellSorter.Entry next = sorted.next();
        if (!next.sameRow(group.get(0))) {
          pending = next;
          break;
        }
        group.add(next);
      }
      CellSorter.Entry first = group.get(0);
      if (first.table() != table) {
        table = first.table();
        tableStart.start(table);
      }
      KeyValue[] cells = first.cells();
      if (group.size() > 1) {
        refuseDuplicate(group, duplicate);
        List<KeyValue> all = new ArrayList<>();
        group.forEach(e -> all.addAll(Arrays.asList(e.cells())));
        all.sort(CellComparator.getInstance());
        cells = all.toArray(new KeyValue[0]);
      }
      for (CellSorter.Entry e : group) {
        if (e.dataRow()) {
          dataRows++;
        }
      }
      KeyValue previous = null;
      for (KeyValue cell : cells) {
        if (previous == null || !CellUtil.equals(previous, cell)) { // the same cell twice: written once
          sink.append(cell);
        }
        previous = cell;
      }
    }
    return dataRows;
  }

  /** Refuses a group of rows with one key in which two entities wrote their data row. */
  private static void refuseDuplicate(List<CellSorter.Entry> group, Duplicate duplicate) {
    CellSorter.Entry data = null;
    for (CellSorter.Entry e : group) {
      if (e.dataRow()) {
        if (data != null && data.entity() != e.entity()) {
          throw duplicate.refuse(CellUtil.cloneRow(e.cells()[0]), data.entity(), e.entity());
        }
        data = e;
      }
    }
  }
}
