package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * The check that ends a migration: sampled old rows are read again, mapped again, and the entities
 * the new mapper reads back from the new table compared with them. Equal entities match; entities
 * whose class does not compare by value (or holds arrays) match when the new mapper writes the same
 * cells for both. A mismatch names the rows and the differing columns, never their values.
 */
final class SampledComparison {
  private SampledComparison() {}

  static <E> List<MigrationReport.Mismatch> compare(Connection connection, TableName oldTable, StoredRowReader reader,
      Function<StoredRow, ? extends E> function, EntityCells<E> cells, List<byte[]> oldRows) {
    List<MigrationReport.Mismatch> out = new ArrayList<>();
    if (oldRows.isEmpty()) {
      return out;
    }
    EntityMapper<E, ?> mapper = cells.mapper();
    try (Table old = connection.getTable(oldTable); Table neu = connection.getTable(cells.schema().tableName())) {
      Result[] olds = old.get(oldRows.stream().map(reader::get).toList());
      List<E> expected = new ArrayList<>();
      List<Get> gets = new ArrayList<>();
      List<byte[]> from = new ArrayList<>();
      for (int i = 0; i < olds.length; i++) {
        String oldRow = RowBytes.hex(oldRows.get(i));
        StoredRow row = reader.read(olds[i]);
        if (row == null) {
          out.add(new MigrationReport.Mismatch(oldRow, null, "the old row is no longer in " + oldTable));
          continue;
        }
        E entity = function.apply(row);
        if (entity == null) {
          out.add(new MigrationReport.Mismatch(oldRow, null, "the mapping function now skips the row it wrote"));
          continue;
        }
        expected.add(entity);
        gets.add(new Get(mapper.rowKey(entity)));
        from.add(oldRows.get(i));
      }
      Result[] news = neu.get(gets);
      for (int i = 0; i < news.length; i++) {
        String oldRow = RowBytes.hex(from.get(i));
        String newRow = RowBytes.hex(gets.get(i).getRow());
        if (news[i].isEmpty()) {
          out.add(new MigrationReport.Mismatch(oldRow, newRow, "missing from " + cells.schema().tableName()));
          continue;
        }
        E actual = mapper.fromResult(news[i]);
        if (!Objects.equals(expected.get(i), actual)) {
          List<String> differing = differingColumns(mapper.toPut(expected.get(i)), mapper.toPut(actual));
          if (!differing.isEmpty()) {
            out.add(new MigrationReport.Mismatch(oldRow, newRow, "differs in " + String.join(", ", differing)));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("comparing sampled rows of " + oldTable + " and " + cells.schema().tableName()
          + ": " + Failures.oneLine(e), e);
    }
    return out;
  }

  /** The columns whose cells differ between two puts of one row, as {@code family:qualifier}. */
  private static List<String> differingColumns(Put a, Put b) {
    Map<String, byte[]> left = cells(a);
    Map<String, byte[]> right = cells(b);
    TreeSet<String> columns = new TreeSet<>(left.keySet());
    columns.addAll(right.keySet());
    return columns.stream().filter(c -> !Arrays.equals(left.get(c), right.get(c))).toList();
  }

  private static Map<String, byte[]> cells(Put put) {
    Map<String, byte[]> out = new TreeMap<>();
    for (List<Cell> family : put.getFamilyCellMap().values()) {
      for (Cell cell : family) {
        out.put(Bytes.toStringBinary(CellUtil.cloneFamily(cell)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(cell)),
            CellUtil.cloneValue(cell));
      }
    }
    return out;
  }
}
