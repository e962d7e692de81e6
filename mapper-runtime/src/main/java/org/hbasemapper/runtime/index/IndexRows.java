package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Row;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.NullUnmarked;

/**
 * The index rows themselves, for the upkeep of writes ({@link IndexMaintainer}) and for the admin
 * tasks ({@link IndexAdmin}): an entry built from a data row (the reference cell, and the covering
 * copy), the entries of one index written in one batch, removals bounded by the timestamp read, and
 * the raw reads that find a row's newest delete marker.
 */
@NullUnmarked
final class IndexRows {
  private IndexRows() {}

  /** The outcome of writing the entries of one index: the data rows whose entry failed, and the first failure. */
  record IndexWrite(List<byte[]> failed, IOException cause) {}

  /**
   * The entries of {@code index}: a covering copy losing cells as one atomic row change each, the
   * others in one batch; never fails (the failures are in the outcome).
   */
  static CompletableFuture<IndexWrite> write(TableIo io, IndexSchema index, List<IndexEntry> entries) {
    TableName table = index.tableName();
    List<IndexEntry> puts = new ArrayList<>();
    List<IndexEntry> changes = new ArrayList<>();
    for (IndexEntry entry : entries) {
      (entry.mutation() instanceof RowMutations ? changes : puts).add(entry);
    }
    List<CompletableFuture<Object>> sent = new ArrayList<>(changes.size() + 1);
    for (IndexEntry entry : changes) {
      sent.add(io.mutateRow(table, (RowMutations) entry.mutation()).handle((v, failure) -> failure));
    }
    CompletableFuture<Object[]> batch = io.batch(table, puts.stream().map(IndexEntry::mutation).toList());
    return Futures.all(sent).thenCompose(v -> batch.handle((results, failure) -> {
      List<byte[]> failed = new ArrayList<>();
      List<Throwable> here = new ArrayList<>();
      for (int i = 0; i < changes.size(); i++) {
        Throwable t = (Throwable) sent.get(i).getNow(null); // complete, never failed
        if (t != null) {
          failed.add(changes.get(i).row());
          here.add(Futures.unwrap(t));
        }
      }
      if (failure != null) { // nothing of the batch was sent
        here.add(Futures.unwrap(failure));
        puts.forEach(entry -> failed.add(entry.row()));
      } else {
        for (int i = 0; i < results.length; i++) {
          if (results[i] == null || results[i] instanceof Throwable) {
            failed.add(puts.get(i).row());
            if (results[i] instanceof Throwable t) {
              here.add(t);
            }
          }
        }
      }
      if (here.isEmpty()) {
        return new IndexWrite(failed, failed.isEmpty() ? null
            : new IOException("writing entries of index " + index.name() + " to table " + table.getNameAsString()
                + " failed"));
      }
      Throwable first = here.get(0);
      return new IndexWrite(failed, new IOException("writing entries of index " + index.name() + " to table "
          + table.getNameAsString() + " failed: " + first.getMessage(), first));
    }));
  }

  /**
   * Deletes the index rows {@code keys} of {@code table} as they are now: each delete covers the
   * versions up to the timestamp read, so an entry re-written after the read survives. The future
   * holds how many were deleted.
   */
  static CompletableFuture<Long> removeBounded(TableIo io, TableName table, List<byte[]> keys) {
    List<Get> gets = new ArrayList<>(keys.size());
    for (byte[] key : keys) {
      gets.add(new Get(key).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE));
    }
    return io.get(table, gets).thenCompose(now -> {
      List<Delete> deletes = new ArrayList<>();
      for (int i = 0; i < keys.size(); i++) {
        Cell cell = now[i].getColumnLatestCell(IndexCells.FAMILY, IndexCells.REFERENCE);
        if (cell != null) {
          deletes.add(new Delete(keys.get(i), cell.getTimestamp()));
        }
      }
      return io.delete(table, deletes).thenApply(v -> (long) deletes.size());
    });
  }

  /** {@link Table#batch}, failing with the first failure; for the index tables of admin tasks. */
  static void batch(Table table, List<? extends Row> mutations) throws IOException {
    if (mutations.isEmpty()) {
      return;
    }
    try {
      table.batch(mutations, new Object[mutations.size()]);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new java.io.InterruptedIOException("index write to " + table.getName() + " interrupted");
    }
  }

  /**
   * The index row {@code key} of data row {@code row}: the reference cell, and for a covering index
   * the entity's cells: those of {@code put} over {@code merged} (a partial write), or exactly those
   * of {@code put} with the cells {@code replaced} had and the put has not deleted.
   */
  static Row indexRow(IndexSchema index, byte[] key, Put put, Result merged, Result replaced) {
    byte[] row = put.getRow();
    Put copy = new Put(key).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE, row);
    if (put.getTTL() != Long.MAX_VALUE) {
      copy.setTTL(outliving(put));
    }
    if (!index.covering()) {
      return copy;
    }
    for (List<Cell> cells : put.getFamilyCellMap().values()) {
      for (Cell cell : cells) {
        copy.addColumn(CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell), CellUtil.cloneValue(cell));
      }
    }
    if (merged != null) {
      for (Cell cell : merged.rawCells()) {
        byte[] family = CellUtil.cloneFamily(cell);
        byte[] qualifier = CellUtil.cloneQualifier(cell);
        if (!put.has(family, qualifier)) {
          copy.addColumn(family, qualifier, CellUtil.cloneValue(cell));
        }
      }
      return copy;
    }
    Delete dropped = new Delete(key);
    if (replaced != null) {
      for (Cell cell : replaced.rawCells()) {
        byte[] family = CellUtil.cloneFamily(cell);
        byte[] qualifier = CellUtil.cloneQualifier(cell);
        if (!put.has(family, qualifier)) {
          dropped.addColumns(family, qualifier);
        }
      }
    }
    if (dropped.isEmpty()) {
      return copy;
    }
    try {
      return RowMutations.of(List.of(copy, dropped));
    } catch (IOException e) {
      throw new IllegalStateException(e); // both of the index row key: never
    }
  }

  /** How much longer than the cells of its data row an index entry written with a cell TTL lives. */
  static final long TTL_MARGIN_MILLIS = 1_000;

  /**
   * The cell TTL of the index entry of {@code put}, which has one: the entry is written at the server's
   * time just before the data row, so it lives a second longer than the put's TTL, and longer still by
   * as much as the put's cells are stamped in the future (a cell expires its TTL after its timestamp).
   * An entry outliving its row a moment is skipped by reads; one expiring first would hide the row.
   */
  static long outliving(Put put) {
    long ttl = put.getTTL();
    long ahead = put.getTimestamp() == HConstants.LATEST_TIMESTAMP ? 0
        : Math.max(0, put.getTimestamp() - System.currentTimeMillis());
    long sum = ttl + TTL_MARGIN_MILLIS + ahead;
    return sum < 0 ? Long.MAX_VALUE - 1 : sum; // past a long: as good as forever
  }

  /** The index row {@code key} of data row {@code data} as read: the reference and any covering copy. */
  static Put entryOf(IndexSchema index, byte[] key, Result data) {
    return entryOf(index, key, data, HConstants.LATEST_TIMESTAMP);
  }

  /** {@link #entryOf(IndexSchema, byte[], Result)} with its cells at {@code timestamp}. */
  static Put entryOf(IndexSchema index, byte[] key, Result data, long timestamp) {
    Put put = new Put(key, timestamp).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE, data.getRow());
    if (index.covering()) {
      for (Cell cell : data.rawCells()) {
        put.addColumn(CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell), CellUtil.cloneValue(cell));
      }
    }
    return put;
  }

  /** A readable name of an index row, for messages. */
  static String describe(IndexSchema index, byte[] key) {
    return "index " + index.name() + " (table " + index.tableName().getNameAsString() + ") row " + RowBytes.hex(key);
  }

  /** Every cell and delete marker of the index row {@code key}. */
  static Scan rawScan(byte[] key) {
    return new Scan().withStartRow(key).withStopRow(key, true).setRaw(true).readAllVersions();
  }

  /** The timestamp of the newest delete marker in {@code raw}; {@code Long.MIN_VALUE} if none. */
  static long newestDeleteMarker(List<Result> raw) {
    long newest = Long.MIN_VALUE;
    for (Result r : raw) {
      for (Cell cell : r.rawCells()) {
        if (CellUtil.isDelete(cell)) {
          newest = Math.max(newest, cell.getTimestamp());
        }
      }
    }
    return newest;
  }

  /**
   * The gets of the data rows {@code rows} as the index upkeep reads them: the columns of
   * {@code indexes} only (with their former qualifiers, which give the value of a row stored before a
   * column moved), or whole rows ({@code fullRead}) when an index is covering.
   */
  static List<Get> storedReads(List<IndexSchema> indexes, Function<byte[], Get> fullRead, List<byte[]> rows) {
    boolean covering = indexes.stream().anyMatch(IndexSchema::covering);
    List<Get> gets = new ArrayList<>(rows.size());
    for (byte[] row : rows) {
      if (covering) {
        gets.add(fullRead.apply(row));
      } else {
        Get get = new Get(row);
        for (IndexSchema index : indexes) {
          for (ColumnSchema c : index.columns()) {
            for (String qualifier : c.qualifiers()) {
              get.addColumn(Bytes.toBytes(c.family()), Bytes.toBytes(qualifier));
            }
          }
        }
        gets.add(get);
      }
    }
    return gets;
  }
}
