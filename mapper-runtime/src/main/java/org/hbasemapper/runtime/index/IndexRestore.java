package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.RowMutations;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The check that ends every write's upkeep ({@link IndexMaintainer#complete}, {@link
 * IndexMaintainer#withdraw}): which entries a write wrote no longer exist, whether a data row holds an
 * entry, and writing back an entry its data row holds, just above the newest delete marker of its
 * index row, which would otherwise hide it. An index row is shared by every writer of the same value,
 * so another writer may have removed it.
 *
 * @param <E> the entity type
 */
@NullUnmarked
final class IndexRestore<E> {
  private static final Logger LOG = LoggerFactory.getLogger(IndexMaintainer.class);

  private final TableIo io;
  private final EntityMapper<E, ?> mapper;
  private final Function<List<byte[]>, CompletableFuture<Result[]>> readStored;
  private final LongAdder restored;

  /**
   * The check of {@code mapper}'s entries through {@code io}, reading data rows with {@code readStored}
   * and counting the entries it writes back in {@code restored}.
   */
  IndexRestore(TableIo io, EntityMapper<E, ?> mapper, Function<List<byte[]>, CompletableFuture<Result[]>> readStored,
      LongAdder restored) {
    this.io = io;
    this.mapper = mapper;
    this.readStored = readStored;
    this.restored = restored;
  }

  /** Those of the entries {@code written} that no longer exist, in order. */
  CompletableFuture<List<IndexEntry>> missing(List<IndexEntry> written) {
    Map<IndexSchema, List<IndexEntry>> byIndex = IndexEntry.byIndex(written);
    List<CompletableFuture<List<IndexEntry>>> checks = new ArrayList<>(byIndex.size());
    byIndex.forEach((index, entries) -> {
      List<Get> gets = new ArrayList<>(entries.size());
      for (IndexEntry entry : entries) {
        gets.add(new Get(entry.key()).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE).setCheckExistenceOnly(true));
      }
      checks.add(io.get(index.tableName(), gets).thenApply(found -> {
        List<IndexEntry> out = new ArrayList<>();
        for (int i = 0; i < found.length; i++) {
          if (!Boolean.TRUE.equals(found[i].getExists())) {
            out.add(entries.get(i));
          }
        }
        return out;
      }));
    });
    return Futures.all(checks).thenApply(v -> checks.stream().flatMap(c -> c.getNow(List.of()).stream()).toList());
  }

  /** Whether the data row {@code stored} has exactly the indexed values of {@code entry}. */
  boolean holds(Result stored, IndexEntry entry) {
    if (stored == null || stored.isEmpty()) {
      return false;
    }
    E entity = mapper.fromResult(stored);
    byte[] values = entity == null ? null : mapper.indexValues(entry.index(), entity, null);
    return values != null && Arrays.equals(IndexKeys.rowKey(values, entry.row()), entry.key());
  }

  /**
   * Makes the covering copy in index row {@code entry} the data row {@code stored} again, in one
   * row change above every cell and delete marker the row has: cells of the data row are written,
   * cells it lacks are deleted.
   */
  CompletableFuture<Void> rewriteCopy(IndexEntry entry, Result stored) {
    TableName table = entry.index().tableName();
    return io.scanAll(table, IndexRows.rawScan(entry.key())).thenCompose(raw -> {
      long newest = Long.MIN_VALUE;
      List<Cell> present = new ArrayList<>();
      for (Result r : raw) {
        for (Cell cell : r.rawCells()) {
          newest = Math.max(newest, cell.getTimestamp());
          if (!CellUtil.isDelete(cell)) {
            present.add(cell);
          }
        }
      }
      long at = newest == Long.MIN_VALUE ? HConstants.LATEST_TIMESTAMP : newest + 1;
      Put copy = IndexRows.entryOf(entry.index(), entry.key(), stored, at);
      Delete dropped = new Delete(entry.key());
      for (Cell cell : present) {
        byte[] family = CellUtil.cloneFamily(cell);
        byte[] qualifier = CellUtil.cloneQualifier(cell);
        if (!copy.has(family, qualifier)) {
          dropped.addColumns(family, qualifier, at);
        }
      }
      RowMutations both = new RowMutations(entry.key(), 2);
      try {
        both.add(dropped.isEmpty() ? List.of(copy) : List.of(copy, dropped));
      } catch (IOException e) { // same row by construction
        return Futures.failed(e);
      }
      return io.mutateRow(table, both);
    });
  }

  /**
   * Re-reads the data rows of {@code suspects} and restores the entries that match them now, reporting
   * each to {@code operation}.
   */
  CompletableFuture<Void> restore(List<IndexEntry> suspects, Operation operation) {
    return readStored.apply(suspects.stream().map(IndexEntry::row).toList()).thenCompose(stored -> {
      List<CompletableFuture<Void>> restores = new ArrayList<>();
      for (int i = 0; i < suspects.size(); i++) {
        IndexEntry suspect = suspects.get(i);
        if (stored[i].isEmpty()) {
          continue;
        }
        byte[] values = mapper.indexValues(suspect.index(), mapper.fromResult(stored[i]), null);
        if (values != null && Arrays.equals(IndexKeys.rowKey(values, suspect.row()), suspect.key())) {
          restores.add(restore(suspect, stored[i], operation));
        }
      }
      return Futures.all(restores);
    });
  }

  /** Writes {@code entry} (of the data row {@code current}) back unless it exists, above its newest delete marker. */
  private CompletableFuture<Void> restore(IndexEntry entry, Result current, Operation operation) {
    TableName table = entry.index().tableName();
    return io.exists(table, new Get(entry.key()).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE))
        .thenCompose(exists -> exists ? CompletableFuture.<Void>completedFuture(null)
            : io.scanAll(table, IndexRows.rawScan(entry.key())).thenCompose(raw -> {
              long above = IndexRows.newestDeleteMarker(raw);
              return io.put(table, IndexRows.entryOf(entry.index(), entry.key(), current,
                  above == Long.MIN_VALUE ? HConstants.LATEST_TIMESTAMP : above + 1));
            }).thenRun(() -> {
              restored.increment();
              operation.restoredIndexEntries(1);
              LOG.debug("Restored entry {} removed by a concurrent writer",
                  IndexRows.describe(entry.index(), entry.key()));
            }));
  }
}
