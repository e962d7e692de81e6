package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
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
import org.apache.hadoop.hbase.client.Row;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexNotBuiltException;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Operation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the secondary indexes of one entity in step with its writes; the DAO calls it around every
 * write. HBase is atomic per row only, so the index rows and the data row are written one after the
 * other, in the order that lets a reader never return a wrong row:
 *
 * <ol>
 *   <li>read the indexed columns as stored (one {@code Get}, in the same operation);
 *   <li>write the new index entries, before the data row: a crash here leaves an entry whose data
 *       row does not match, which every read verifies and skips;
 *   <li>write the data row (the caller);
 *   <li>remove the entries of the old values, after the data row: until then the old entry only
 *       points at a row that no longer matches, which reads skip. The delete is bounded by the
 *       timestamp of the old entry as read, so a concurrent writer that has just re-created the same
 *       entry (setting the value back) keeps it;
 *   <li>check: the remover re-reads the rows whose entries it removed, the writer checks that its
 *       new entries still exist; an entry removed while its data row matches is written again
 *       (see {@link #complete}).
 * </ol>
 *
 * <p>On delete: the data row first, then its entries. A write whose data row is refused (a stale
 * {@code @Version}, a row {@code putIfAbsent} finds) or never sent takes back the entries of step 2
 * that its row does not hold ({@link #withdraw}). Thread-safe; one per DAO.
 *
 * <p>It also knows whether each index may be read ({@link #readable}): an index table records its
 * state in its descriptor, read once and, once built, never again.
 */
@Internal
public final class IndexMaintainer<E> {
  private static final Logger LOG = LoggerFactory.getLogger(IndexMaintainer.class);
  private final TableIo io;
  private final EntityMapper<E, ?> mapper;
  private final List<IndexSchema> indexes;
  private final Function<byte[], Get> fullRead;
  private final boolean covering;
  final LongAdder staleSeen = new LongAdder();
  final LongAdder staleRemoved = new LongAdder();
  final LongAdder restored = new LongAdder();
  /** What lookups know of each index's state, by index name; fixed with the indexes. */
  private final Map<String, Readiness> readiness;

  /**
   * The maintainer of {@code mapper}'s indexes, calling HBase through {@code io}; {@code fullRead} builds the DAO's {@code Get} of a
   * whole data row (eager families, versions), used for covering copies and to verify hits.
   */
  public IndexMaintainer(TableIo io, EntityMapper<E, ?> mapper, Function<byte[], Get> fullRead) {
    this.io = io;
    this.mapper = mapper;
    this.indexes = mapper.schema().indexes();
    this.fullRead = fullRead;
    this.covering = indexes.stream().anyMatch(IndexSchema::covering);
    Map<String, Readiness> states = new HashMap<>();
    indexes.forEach(index -> states.put(index.name(), new Readiness()));
    this.readiness = Map.copyOf(states);
  }

  /** Whether the entity has indexes at all; without, every method is a no-op. */
  public boolean active() {
    return !indexes.isEmpty();
  }

  EntityMapper<E, ?> mapper() {
    return mapper;
  }

  /** The table calls of this upkeep and of the lookups built on it. */
  public TableIo io() {
    return io;
  }

  Get fullRead(byte[] row) {
    return fullRead.apply(row);
  }

  /** How many index hits did not match their data row, and how many of those were removed. */
  public IndexStats stats() {
    return new IndexStats(staleSeen.sum(), staleRemoved.sum(), restored.sum());
  }

  /**
   * How long a state other than built is trusted before a lookup reads the descriptor again: a
   * rebuild run by another process is noticed this late at most, and a service whose lookups all
   * fail meanwhile asks the master this often at most, per DAO and index.
   */
  static final long RECHECK_NANOS = TimeUnit.SECONDS.toNanos(5);
  private static final CompletableFuture<Void> READABLE = CompletableFuture.completedFuture(null);

  /** The state of one index as last read; built is final (an index does not become unbuilt). */
  private static final class Readiness {
    volatile boolean built;
    /** The state last read when not built; null before the first read. */
    volatile String state;
    volatile long readAt;
  }

  /**
   * Completes when {@code index} may be read: at once when it was seen built before; otherwise after
   * reading its table's descriptor, at most once per {@link #RECHECK_NANOS} while it is not built.
   * Fails with an {@link IndexNotBuiltException} when it is not built, with an
   * {@link HBaseAccessException} when the descriptor cannot be read.
   */
  public CompletableFuture<Void> readable(IndexSchema index) {
    Readiness r = readiness.get(index.name());
    if (r == null) {
      throw new IllegalArgumentException(mapper.schema().entityName() + " has no index " + index.name());
    }
    if (r.built) {
      return READABLE;
    }
    String known = r.state;
    if (known != null && System.nanoTime() - r.readAt < RECHECK_NANOS) {
      return Futures.failed(notBuilt(index, known));
    }
    return io.descriptor(index.tableName()).handle((descriptor, failure) -> {
      if (failure != null) {
        Throwable cause = Futures.unwrap(failure);
        if (cause instanceof IOException e) {
          throw new HBaseAccessException("reading the state of index " + index.name(),
              index.tableName().getNameAsString(), null, e);
        }
        throw cause instanceof RuntimeException e ? e : new CompletionException(cause);
      }
      String state = IndexSchema.state(descriptor);
      if (IndexSchema.BUILT.equals(state)) {
        r.built = true;
        return null;
      }
      r.readAt = System.nanoTime();
      r.state = state;
      throw notBuilt(index, state);
    });
  }

  private IndexNotBuiltException notBuilt(IndexSchema index, String state) {
    return new IndexNotBuiltException(mapper.schema(), index, state,
        NamespacedMapper.declared(mapper).getClass().getSimpleName());
  }

  /** One index row to write or to remove. */
  private record Entry(IndexSchema index, byte[] key, byte[] row, Row mutation) {}

  /** The index changes of one write, planned from the rows as stored before it. */
  @Internal
  public static final class Plan {
    private final List<Entry> write = new ArrayList<>();
    private final List<Entry> remove = new ArrayList<>();
    private Operation operation = Operation.NONE;

    /** This plan, its restored entries reported to {@code operation} (the write it belongs to). */
    public Plan observedBy(Operation operation) {
      this.operation = operation;
      return this;
    }

    /** Whether the write changes no index. */
    public boolean isEmpty() {
      return write.isEmpty() && remove.isEmpty();
    }

    /** The indexes this plan changes, each once. */
    public List<IndexSchema> indexes() {
      Set<IndexSchema> out = new java.util.LinkedHashSet<>();
      write.forEach(e -> out.add(e.index()));
      remove.forEach(e -> out.add(e.index()));
      return List.copyOf(out);
    }

    /** The data rows whose entries this plan changes, ordered by {@code Bytes.BYTES_COMPARATOR}. */
    public Set<byte[]> rows() {
      Set<byte[]> out = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      write.forEach(e -> out.add(e.row()));
      remove.forEach(e -> out.add(e.row()));
      return out;
    }

    /**
     * This plan with what {@code earlier} (the upkeep an earlier write of the same rows left
     * unfinished) still has to do, as one plan reported to this plan's operation: its entries to
     * check, and its removals except of the entries this plan writes (this write needs them).
     */
    public Plan after(Plan earlier) {
      Plan out = new Plan().observedBy(operation);
      out.write.addAll(write);
      out.write.addAll(earlier.write);
      out.remove.addAll(remove);
      if (!earlier.remove.isEmpty()) {
        Map<IndexSchema, Set<byte[]>> written = new HashMap<>();
        write.forEach(w -> written.computeIfAbsent(w.index(), i -> new TreeSet<>(Bytes.BYTES_COMPARATOR)).add(w.key()));
        earlier.remove.stream().filter(e -> !written.getOrDefault(e.index(), Set.of()).contains(e.key()))
            .forEach(out.remove::add);
      }
      return out;
    }

    /** This plan split by data row, ordered by {@code Bytes.BYTES_COMPARATOR}. */
    public NavigableMap<byte[], Plan> byRow() {
      NavigableMap<byte[], Plan> out = new TreeMap<>(Bytes.BYTES_COMPARATOR);
      write.forEach(e -> out.computeIfAbsent(e.row(), r -> new Plan().observedBy(operation)).write.add(e));
      remove.forEach(e -> out.computeIfAbsent(e.row(), r -> new Plan().observedBy(operation)).remove.add(e));
      return out;
    }

    /** The part of this plan about the data rows {@code rows} (a set ordered by {@code Bytes.BYTES_COMPARATOR}). */
    public Plan only(Set<byte[]> rows) {
      return filter(rows, true);
    }

    /** This plan without the data rows {@code rows} (a set ordered by {@code Bytes.BYTES_COMPARATOR}). */
    public Plan without(Set<byte[]> rows) {
      return filter(rows, false);
    }

    private Plan filter(Set<byte[]> rows, boolean keep) {
      Plan out = new Plan().observedBy(operation);
      write.stream().filter(e -> rows.contains(e.row()) == keep).forEach(out.write::add);
      remove.stream().filter(e -> rows.contains(e.row()) == keep).forEach(out.remove::add);
      return out;
    }
  }

  /**
   * Plans the index changes of writing {@code puts} (built from {@code entities}, same order):
   * reads the rows as stored (one multi-get) and compares their entries with the new ones.
   * {@code partial}: the write leaves the cells of null fields as stored ({@code put}); otherwise
   * the row becomes exactly the entity ({@code replace}).
   */
  public CompletableFuture<Plan> planWrite(List<? extends E> entities, List<Put> puts, boolean partial) {
    if (!active() || puts.isEmpty()) {
      return CompletableFuture.completedFuture(new Plan());
    }
    return readStored(puts.stream().map(Put::getRow).toList()).thenApply(stored -> {
      Plan plan = new Plan();
      for (int i = 0; i < puts.size(); i++) {
        planWrite(plan, entities.get(i), puts.get(i), stored[i], partial);
      }
      return plan;
    });
  }

  private void planWrite(Plan plan, E entity, Put put, Result stored, boolean partial) {
    byte[] row = put.getRow();
    E before = stored == null || stored.isEmpty() ? null : mapper.fromResult(stored);
    for (IndexSchema index : indexes) {
      byte[] values = mapper.indexValues(index, entity, partial ? before : null);
      byte[] old = before == null ? null : mapper.indexValues(index, before, null);
      if (values != null) {
        byte[] key = IndexKeys.rowKey(values, row);
        plan.write.add(new Entry(index, key, row, indexRow(index, key, put, partial ? stored : null,
            partial ? null : stored)));
      }
      if (old != null && !Arrays.equals(old, values)) {
        plan.remove.add(new Entry(index, IndexKeys.rowKey(old, row), row, null));
      }
    }
  }

  /** Plans the removal of every entry of the rows {@code rows} (a delete), from the rows as stored. */
  public CompletableFuture<Plan> planDelete(List<byte[]> rows) {
    if (!active() || rows.isEmpty()) {
      return CompletableFuture.completedFuture(new Plan());
    }
    return readStored(rows).thenApply(stored -> {
      Plan plan = new Plan();
      for (int i = 0; i < rows.size(); i++) {
        if (stored[i] == null || stored[i].isEmpty()) {
          continue;
        }
        E before = mapper.fromResult(stored[i]);
        for (IndexSchema index : indexes) {
          byte[] old = mapper.indexValues(index, before, null);
          if (old != null) {
            plan.remove.add(new Entry(index, IndexKeys.rowKey(old, rows.get(i)), rows.get(i), null));
          }
        }
      }
      return plan;
    });
  }

  /** Step 2: writes the new entries (before the data row); fails with the first failure. */
  public CompletableFuture<Void> writeEntries(Plan plan) {
    List<IOException> causes = Collections.synchronizedList(new ArrayList<>());
    return writeEntries(plan, causes).thenCompose(failed ->
        causes.isEmpty() ? CompletableFuture.<Void>completedFuture(null) : Futures.<Void>failed(causes.get(0)));
  }

  /**
   * Step 2 of a batch: writes every new entry it can; the future holds the data rows with an entry
   * that could not be written after HBase's retries, each once, in plan order; their data rows must
   * not be written (a lookup could not find them). The failures are added to {@code causes}, one per
   * index, in index order, by the time the future completes. The indexes are written at once.
   */
  public CompletableFuture<List<byte[]>> writeEntries(Plan plan, List<IOException> causes) {
    Map<IndexSchema, List<Entry>> byIndex = byIndex(plan.write);
    List<CompletableFuture<IndexWrite>> writes = new ArrayList<>(byIndex.size());
    byIndex.forEach((index, entries) -> writes.add(writeEntries(index, entries)));
    return Futures.all(writes).thenApply(v -> {
      Set<byte[]> failed = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      for (CompletableFuture<IndexWrite> write : writes) {
        IndexWrite done = write.getNow(null); // complete: all of them are
        failed.addAll(done.failed());
        if (done.cause() != null) {
          causes.add(done.cause());
        }
      }
      List<byte[]> out = new ArrayList<>();
      for (Entry entry : plan.write) {
        if (failed.remove(entry.row())) {
          out.add(entry.row());
        }
      }
      return out;
    });
  }

  /** The outcome of writing the entries of one index: the data rows whose entry failed, and the first failure. */
  private record IndexWrite(List<byte[]> failed, IOException cause) {}

  /**
   * The entries of {@code index}: a covering copy losing cells as one atomic row change each, the
   * others in one batch; never fails (the failures are in the outcome).
   */
  private CompletableFuture<IndexWrite> writeEntries(IndexSchema index, List<Entry> entries) {
    TableName table = index.tableName();
    List<Entry> puts = new ArrayList<>();
    List<Entry> changes = new ArrayList<>();
    for (Entry entry : entries) {
      (entry.mutation() instanceof RowMutations ? changes : puts).add(entry);
    }
    List<CompletableFuture<Object>> sent = new ArrayList<>(changes.size() + 1);
    for (Entry entry : changes) {
      sent.add(io.mutateRow(table, (RowMutations) entry.mutation()).handle((v, failure) -> failure));
    }
    CompletableFuture<Object[]> batch = io.batch(table, puts.stream().map(Entry::mutation).toList());
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
   * Steps 4 and 5, after the data row: removes the entries of old values, bounded by their
   * timestamps, then makes sure no entry a concurrent writer needs was lost on the way. An index
   * row is shared by every writer of the same value, so another writer may re-create an entry
   * just before this one removes it, or remove an entry this one has just written; so
   *
   * <ul>
   *   <li>the remover re-reads the data rows whose entries it removed, and restores any entry whose
   *       value the row holds again;
   *   <li>the writer checks that the entries it wrote still exist and restores those that its row
   *       still matches.
   * </ul>
   *
   * <p>Whichever of two racing writers acts last sees the other's data row, so the entry of the
   * value that lands last is never left missing. A restored entry is written just above the newest
   * delete marker of its row, which would otherwise hide it.
   */
  public CompletableFuture<Void> complete(Plan plan) {
    if (plan.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    List<CompletableFuture<Long>> removals = new ArrayList<>();
    byIndex(plan.remove).forEach((index, entries) ->
        removals.add(removeBounded(io, index.tableName(), entries.stream().map(Entry::key).toList())));
    return Futures.all(removals).thenCompose(v -> missing(plan.write)).thenCompose(missing -> {
      List<Entry> suspects = new ArrayList<>(plan.remove);
      suspects.addAll(missing);
      return suspects.isEmpty() ? CompletableFuture.<Void>completedFuture(null) : restore(suspects, plan.operation);
    });
  }

  /** Those of the entries {@code written} that no longer exist, in order. */
  private CompletableFuture<List<Entry>> missing(List<Entry> written) {
    Map<IndexSchema, List<Entry>> byIndex = byIndex(written);
    List<CompletableFuture<List<Entry>>> checks = new ArrayList<>(byIndex.size());
    byIndex.forEach((index, entries) -> {
      List<Get> gets = new ArrayList<>(entries.size());
      for (Entry entry : entries) {
        gets.add(new Get(entry.key()).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE).setCheckExistenceOnly(true));
      }
      checks.add(io.get(index.tableName(), gets).thenApply(found -> {
        List<Entry> out = new ArrayList<>();
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

  /**
   * Takes back step 2 of a write whose data row was refused ({@code @Version} stale, a row
   * {@code putIfAbsent} found) or never sent, so that it leaves nothing behind. An index row is
   * shared by every writer of the same value, so the entry just written may be one a concurrent,
   * successful writer of the same value needs as well; therefore:
   *
   * <ol>
   *   <li>the data rows are read as they are now: an entry the row holds is needed and stays (a
   *       covering copy is rewritten from the row, as the refused write may have changed it);
   *   <li>the others are deleted bounded by the timestamp read just before (a concurrent writer
   *       that re-creates the entry after that read keeps it), exactly as old entries are removed;
   *   <li>the check of {@link #complete}: the data rows are read again and an entry the row holds
   *       by then is written back. A concurrent writer whose data row lands after that read finds
   *       its entry gone in its own check and writes it back, so whichever acts last restores it.
   * </ol>
   *
   * <p>Not for a write that failed with an I/O error: its data row may still land, and an entry
   * pointing at a row that does not match it costs reads nothing but a skip.
   */
  public CompletableFuture<Void> withdraw(Plan plan) {
    if (plan.write.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    return readStored(plan.write.stream().map(Entry::row).toList()).thenCompose(now -> {
      List<Entry> unheld = new ArrayList<>();
      List<CompletableFuture<Void>> copies = new ArrayList<>();
      for (int i = 0; i < now.length; i++) {
        Entry entry = plan.write.get(i);
        if (!holds(now[i], entry)) {
          unheld.add(entry);
        } else if (entry.index().covering()) {
          copies.add(rewriteCopy(entry, now[i]));
        }
      }
      List<CompletableFuture<Long>> removals = new ArrayList<>();
      byIndex(unheld).forEach((index, entries) ->
          removals.add(removeBounded(io, index.tableName(), entries.stream().map(Entry::key).toList())));
      return Futures.all(copies).thenCompose(v -> Futures.all(removals)).thenCompose(v -> {
        LOG.debug("Withdrew {} index entries of a write that did not land", unheld.size());
        return unheld.isEmpty() ? CompletableFuture.<Void>completedFuture(null) : restore(unheld, plan.operation);
      });
    });
  }

  /** Whether the data row {@code stored} has exactly the indexed values of {@code entry}. */
  private boolean holds(Result stored, Entry entry) {
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
  private CompletableFuture<Void> rewriteCopy(Entry entry, Result stored) {
    TableName table = entry.index().tableName();
    return io.scanAll(table, rawScan(entry.key())).thenCompose(raw -> {
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
      Put copy = entryOf(entry.index(), entry.key(), stored, at);
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
  private CompletableFuture<Void> restore(List<Entry> suspects, Operation operation) {
    return readStored(suspects.stream().map(Entry::row).toList()).thenCompose(stored -> {
      List<CompletableFuture<Void>> restores = new ArrayList<>();
      for (int i = 0; i < suspects.size(); i++) {
        Entry suspect = suspects.get(i);
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
  private CompletableFuture<Void> restore(Entry entry, Result current, Operation operation) {
    TableName table = entry.index().tableName();
    return io.exists(table, new Get(entry.key()).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE))
        .thenCompose(exists -> exists ? CompletableFuture.<Void>completedFuture(null)
            : io.scanAll(table, rawScan(entry.key())).thenCompose(raw -> {
              long above = newestDeleteMarker(raw);
              return io.put(table, entryOf(entry.index(), entry.key(), current,
                  above == Long.MIN_VALUE ? HConstants.LATEST_TIMESTAMP : above + 1));
            }).thenRun(() -> {
              restored.increment();
              operation.restoredIndexEntries(1);
              LOG.debug("Restored entry {} removed by a concurrent writer", describe(entry.index(), entry.key()));
            }));
  }

  /** Every cell and delete marker of the index row {@code key}. */
  private static Scan rawScan(byte[] key) {
    return new Scan().withStartRow(key).withStopRow(key, true).setRaw(true).readAllVersions();
  }

  /** The timestamp of the newest delete marker in {@code raw}; {@code Long.MIN_VALUE} if none. */
  private static long newestDeleteMarker(List<Result> raw) {
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

  private static Map<IndexSchema, List<Entry>> byIndex(List<Entry> entries) {
    Map<IndexSchema, List<Entry>> out = new java.util.LinkedHashMap<>();
    for (Entry e : entries) {
      out.computeIfAbsent(e.index(), k -> new ArrayList<>()).add(e);
    }
    return out;
  }

  /**
   * The rows as stored: the indexed columns only (with their former qualifiers, which give the value
   * of a row stored before a column moved), or whole rows when an index is covering.
   */
  private CompletableFuture<Result[]> readStored(List<byte[]> rows) {
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
    return io.get(mapper.schema().tableName(), gets);
  }

  /**
   * The index row {@code key} of data row {@code row}: the reference cell, and for a covering index
   * the entity's cells: those of {@code put} over {@code merged} (a partial write), or exactly those
   * of {@code put} with the cells {@code replaced} had and the put has not deleted.
   */
  private static Row indexRow(IndexSchema index, byte[] key, Put put, Result merged, Result replaced) {
    byte[] row = put.getRow();
    Put copy = new Put(key).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE, row);
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

  /** The schema of the data table. */
  TableSchema schema() {
    return mapper.schema();
  }
}
