package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellBuilderFactory;
import org.apache.hadoop.hbase.CellBuilderType;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.filter.BinaryComparator;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.IndexUpkeepException;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * Sends a partial update ({@link RowChanges}) as one atomic row mutation: a {@code mutateRow}, or a
 * {@code checkAndMutate} when it is conditional ({@code onlyIf}, {@code ifVersion}) or guarded for
 * its index upkeep. Shared by the blocking and the asynchronous update, over the DAO's
 * {@link TableIo}. Thread-safe; one per DAO.
 *
 * <p>An update that touches no indexed column reads nothing. One that sets, removes or increments an
 * indexed column (any column, when an index is covering) takes the steps of every indexed write:
 * reads the columns the indexes need (one {@code Get}), writes the new entries, sends the row
 * mutation guarded by those columns still holding what was read, then removes the old entries. A
 * guard that fails (another writer changed an indexed column in between) takes the new entries back
 * and starts again from the read, at most {@value #ATTEMPTS} times.
 */
@NullUnmarked
final class RowUpdater<E> {
  /** How often an update whose indexed columns keep changing under it is tried. */
  static final int ATTEMPTS = 10;
  private static final byte[] NOTHING = new byte[0];

  private final TableIo io;
  private final IndexMaintainer<E> indexes;
  private final TableSchema schema;
  private final TableName table;

  RowUpdater(IndexMaintainer<E> indexes, TableSchema schema) {
    this.io = indexes.io();
    this.indexes = indexes;
    this.schema = schema;
    this.table = schema.tableName();
  }

  /** A cell the row mutation requires to hold {@code value} (null: to be absent). */
  private record Check(byte[] family, byte[] qualifier, byte[] value) {}

  /**
   * Applies {@code changes}; the future holds whether they were applied (false: the caller's
   * condition did not hold) or fails with a {@link StaleEntityException} when the stored version is
   * not the one {@code ifVersion} names. Argument errors (an update that changes nothing, one applied
   * twice) are thrown before any I/O.
   */
  CompletableFuture<Boolean> apply(RowChanges<E> changes, Operation operation) {
    changes.startApply();
    RowMutations mutation = changes.mutations();
    List<ColumnSchema> guarded = indexedColumns(changes);
    CompletableFuture<Boolean> applied = guarded.isEmpty()
        ? unguarded(changes, mutation)
        : guarded(changes, mutation, guarded, operation, 1, false);
    if (changes.needsCreatedDate()) {
      applied = applied.thenCompose(done -> done ? createdIfAbsent(changes) : CompletableFuture.completedFuture(false));
    }
    return WriteFailure.named(applied, RowChanges.OPERATION, schema, changes.row(), schema.versionColumn() != null);
  }

  /**
   * Once an update that may have created its row landed: the row's {@code @CreatedDate} stored where
   * it has none (one {@code checkAndMutate}, no read); a failure is a {@link CreatedDateUpkeepException},
   * the update being applied.
   */
  private CompletableFuture<Boolean> createdIfAbsent(RowChanges<E> changes) {
    AuditDates audit = changes.audit();
    return audit.storeCreated(io, table, new Put(changes.row()), changes.time()).thenApply(failed -> {
      if (failed.isPresent()) {
        throw new CompletionException(audit.failure(RowChanges.OPERATION, schema, changes.row(), failed.get()));
      }
      return true;
    });
  }

  /** The update without index upkeep: one call, and a read only to explain a refusal. */
  private CompletableFuture<Boolean> unguarded(RowChanges<E> changes, RowMutations mutation) {
    CheckAndMutate.Builder check = condition(changes, List.of(), false);
    if (check == null && mutation.getMutations().size() == 1 && mutation.getMutations().get(0) instanceof Put put) {
      // cells set and nothing else: a plain put is as atomic for one row, and cheaper on the server than
      // the multi-action a mutateRow sends (docs/benchmarks.md, "Writes")
      return WriteFailure.ofRow(io.put(table, put)).thenApply(v -> true);
    }
    if (check == null) {
      return WriteFailure.ofRow(io.mutateRow(table, mutation)).thenApply(v -> true);
    }
    return WriteFailure.ofRow(io.checkAndMutate(table, check.build(mutation))).thenCompose(done -> done
        ? CompletableFuture.completedFuture(true)
        : WriteFailure.beforeRow(refusal(changes, List.of())).thenApply(why -> false));
  }

  /**
   * The update of an indexed column, attempt {@code attempt}: the read, the new entries, the guarded
   * row mutation, then the old entries removed; a failed guard takes the entries back and tries
   * again. {@code lenient}: the guard is its first cell only, for a row the read found no indexed
   * cell in and whose full guard was refused with those cells unchanged (a filter never matches a
   * row that does not exist).
   */
  private CompletableFuture<Boolean> guarded(RowChanges<E> changes, RowMutations mutation, List<ColumnSchema> columns,
      Operation operation, int attempt, boolean lenient) {
    byte[] row = changes.row();
    return WriteFailure.beforeRow(io.get(table, indexes.updateRead(row))).thenCompose(stored -> {
      List<Check> guard = guard(columns, stored);
      IndexMaintainer.Plan plan = indexes.planUpdate(row, stored, after(stored, changes)).observedBy(operation);
      CheckAndMutate.Builder check = condition(changes, guard, lenient);
      return WriteFailure.beforeRow(indexes.writeEntries(plan))
          .thenCompose(v -> WriteFailure.ofRow(io.checkAndMutate(table, check.build(mutation))))
          .thenCompose(done -> {
            if (done) {
              return indexes.complete(plan).handle((v, failure) -> {
                if (failure != null) {
                  Throwable t = Futures.unwrap(failure);
                  if (t instanceof IOException e) {
                    throw new CompletionException(upkeepFailure(row, plan, e));
                  }
                  throw new CompletionException(t);
                }
                return true;
              });
            }
            return indexes.withdraw(plan).handle((v, failure) -> null) // reads skip entries it could not remove
                .thenCompose(v -> WriteFailure.beforeRow(refusal(changes, guard)))
                // refused though the cells are as read: a row that does not exist fails a filter
                // (ABSENT_ROW), which the lenient guard's column check does not; refused again, a race
                .thenApply(why -> why == Refusal.ABSENT_ROW && lenient ? Refusal.GUARD : why)
                .thenCompose(why -> switch (why) {
                  case GUARD -> attempt < ATTEMPTS
                      ? pause(attempt).thenCompose(p -> guarded(changes, mutation, columns, operation, attempt + 1,
                          false))
                      : Futures.failed(new HBaseMapperException(RowChanges.OPERATION + " of "
                          + changes.where() + ": its indexed columns changed under it " + ATTEMPTS
                          + " times in a row; nothing was written, try again", null));
                  case ABSENT_ROW -> guarded(changes, mutation, columns, operation, attempt, true);
                  case CONDITION -> CompletableFuture.completedFuture(false);
                });
          });
    });
  }

  /**
   * A pause of up to 2^{@code attempt} milliseconds, random, before attempt {@code attempt + 1}: updates
   * racing for the same indexed cells would otherwise meet again at once. The blocking DAO sleeps on
   * the caller's thread; the asynchronous one resumes on a delayed executor and blocks nothing.
   */
  private CompletableFuture<Void> pause(int attempt) {
    long millis = java.util.concurrent.ThreadLocalRandom.current().nextLong(1L << attempt) + 1;
    if (io.isAsync()) {
      return CompletableFuture.runAsync(() -> { },
          CompletableFuture.delayedExecutor(millis, java.util.concurrent.TimeUnit.MILLISECONDS));
    }
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Futures.failed(new java.io.InterruptedIOException(RowChanges.OPERATION + " interrupted while waiting "
          + "to try again; nothing was written"));
    }
    return CompletableFuture.completedFuture(null);
  }

  /** Why a checked update was refused. */
  private enum Refusal {
    /** A guarded cell changed since it was read. */
    GUARD,
    /** The cells are as read and no caller's condition applies: the row does not exist. */
    ABSENT_ROW,
    /** The caller's condition did not hold. */
    CONDITION
  }

  /**
   * Reads what a refused update needs to say why: the version cell and the guarded cells. A stored
   * version other than the expected one fails the future with a {@link StaleEntityException}.
   */
  private CompletableFuture<Refusal> refusal(RowChanges<E> changes, List<Check> guard) {
    ColumnSchema version = schema.versionColumn();
    Long expected = changes.expectedVersion();
    if (expected == null && guard.isEmpty()) {
      return CompletableFuture.completedFuture(Refusal.CONDITION);
    }
    Get get = new Get(changes.row());
    if (expected != null) {
      get.addColumn(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()));
    }
    guard.forEach(c -> get.addColumn(c.family(), c.qualifier()));
    return io.get(table, get).thenApply(now -> {
      if (expected != null) {
        Cell cell = now.getColumnLatestCell(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()));
        long stored = cell == null || cell.getValueLength() != Bytes.SIZEOF_LONG ? 0
            : Bytes.toLong(cell.getValueArray(), cell.getValueOffset());
        if (stored != expected) {
          throw new CompletionException(new StaleEntityException(schema.entityName(), table.getNameAsString(),
              RowBytes.hex(changes.row()), expected, stored, false));
        }
      }
      for (Check c : guard) {
        Cell cell = now.getColumnLatestCell(c.family(), c.qualifier());
        byte[] value = cell == null ? null : CellUtil.cloneValue(cell);
        if (!Arrays.equals(value, c.value())) {
          return Refusal.GUARD;
        }
      }
      return guard.isEmpty() || changes.condition() != null ? Refusal.CONDITION : Refusal.ABSENT_ROW;
    });
  }

  /**
   * The check of the row mutation: the caller's condition, the expected version and the guard; null
   * when there is none. One cell alone is checked in HBase's column form, which also holds on a row
   * that does not exist; several go in a filter, which HBase applies to the stored row.
   */
  private CheckAndMutate.@Nullable Builder condition(RowChanges<E> changes, List<Check> guard, boolean lenient) {
    List<Check> checks = new ArrayList<>();
    Long expected = changes.expectedVersion();
    if (expected != null) {
      ColumnSchema version = schema.versionColumn();
      checks.add(new Check(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()),
          expected == 0 ? null : Bytes.toBytes(expected)));
    }
    if (lenient) {
      if (checks.isEmpty()) {
        checks.add(guard.get(0));
      }
    } else {
      checks.addAll(guard);
    }
    Filter user = lenient ? null : changes.conditionFilter();
    if (user == null && checks.isEmpty()) {
      return null;
    }
    CheckAndMutate.Builder builder = CheckAndMutate.newBuilder(changes.row());
    if (user == null && checks.size() == 1) {
      Check only = checks.get(0);
      return only.value() == null ? builder.ifNotExists(only.family(), only.qualifier())
          : builder.ifEquals(only.family(), only.qualifier(), only.value());
    }
    List<Filter> all = new ArrayList<>();
    if (user != null) {
      all.add(user);
    }
    checks.forEach(c -> all.add(filter(c)));
    return builder.ifMatches(all.size() == 1 ? all.get(0) : new FilterList(FilterList.Operator.MUST_PASS_ALL, all));
  }

  /** The filter of one check: the newest cell equals the value, or (null) the row has no cell there. */
  private static Filter filter(Check check) {
    SingleColumnValueFilter f = check.value() == null
        // a cell, whatever it holds, is never below the empty string: only rows without one pass
        ? new SingleColumnValueFilter(check.family(), check.qualifier(), CompareOperator.LESS,
            new BinaryComparator(NOTHING))
        : new SingleColumnValueFilter(check.family(), check.qualifier(), CompareOperator.EQUAL,
            new BinaryComparator(check.value()));
    f.setFilterIfMissing(check.value() != null);
    f.setLatestVersionOnly(true);
    return f;
  }

  /**
   * The columns whose stored values the index upkeep of {@code changes} depends on: the columns of
   * every index one of whose columns changes, or of every index when one is covering (its copy holds
   * every column). Empty when no index is touched: the update reads nothing.
   */
  private List<ColumnSchema> indexedColumns(RowChanges<E> changes) {
    if (!indexes.active()) {
      return List.of();
    }
    Set<ColumnSchema> out = new LinkedHashSet<>();
    for (IndexSchema index : schema.indexes()) {
      boolean touched = index.covering() || changes.changes().stream()
          .anyMatch(c -> index.columns().stream().anyMatch(i -> same(i, c.column())));
      if (touched) {
        out.addAll(index.columns());
      }
    }
    return List.copyOf(out);
  }

  private static boolean same(ColumnSchema a, ColumnSchema b) {
    return a.family().equals(b.family()) && a.qualifier().equals(b.qualifier());
  }

  /** The guard: each cell of {@code columns} (own and former qualifiers) as {@code stored} holds it. */
  private static List<Check> guard(List<ColumnSchema> columns, Result stored) {
    List<Check> out = new ArrayList<>();
    for (ColumnSchema c : columns) {
      byte[] family = Bytes.toBytes(c.family());
      for (String q : c.qualifiers()) {
        byte[] qualifier = Bytes.toBytes(q);
        Cell cell = stored.getColumnLatestCell(family, qualifier);
        out.add(new Check(family, qualifier, cell == null ? null : CellUtil.cloneValue(cell)));
      }
    }
    return out;
  }

  /**
   * The row as {@code stored} (the columns the indexes read) with {@code changes} applied: a changed
   * column loses its cells (former ones too) and gets its new value; an increment adds to the
   * stored value (the guard makes sure it is still the one stored when the row mutation lands).
   */
  private Result after(Result stored, RowChanges<E> changes) {
    List<Cell> cells = new ArrayList<>();
    for (Cell cell : stored.rawCells()) {
      if (changes.changes().stream().noneMatch(c -> c.cells().stream().anyMatch(q -> CellUtil.matchingColumn(cell,
          q[0], q[1])))) {
        cells.add(cell);
      }
    }
    for (RowChanges.Change c : changes.changes()) {
      byte[] value = switch (c.kind()) {
        case SET -> c.value();
        case REMOVE -> null;
        case INCREMENT -> {
          Cell now = stored.getColumnLatestCell(c.family(), c.qualifier());
          if (now != null && now.getValueLength() != Bytes.SIZEOF_LONG) {
            throw new IllegalArgumentException(RowChanges.OPERATION + " of " + schema.entityName() + "." + c.field()
                + " (table " + table.getNameAsString() + ", row " + RowBytes.hex(changes.row()) + ", column "
                + c.column().label() + "): the stored cell holds " + now.getValueLength()
                + " bytes, not a long; increment needs 8");
          }
          long before = now == null ? 0 : Bytes.toLong(now.getValueArray(), now.getValueOffset());
          yield Bytes.toBytes(before + c.delta());
        }
      };
      if (value != null) {
        cells.add(CellBuilderFactory.create(CellBuilderType.DEEP_COPY).setRow(changes.row()).setFamily(c.family())
            .setQualifier(c.qualifier()).setTimestamp(HConstants.LATEST_TIMESTAMP).setType(Cell.Type.Put)
            .setValue(value).build());
      }
    }
    cells.sort(CellComparator.getInstance());
    return Result.create(cells);
  }

  private IndexUpkeepException upkeepFailure(byte[] row, IndexMaintainer.Plan plan, IOException cause) {
    List<IndexSchema> behind = plan.indexes().isEmpty() ? schema.indexes() : plan.indexes();
    return new IndexUpkeepException(RowChanges.OPERATION, schema.entityName(), table.getNameAsString(), row,
        behind.stream().map(IndexSchema::name).toList(),
        behind.stream().map(i -> i.tableName().getNameAsString()).toList(), cause);
  }
}
