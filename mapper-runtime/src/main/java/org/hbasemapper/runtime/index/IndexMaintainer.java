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
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexNotBuiltException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.hbasemapper.annotations.audience.Internal;

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
 * state in its descriptor, read once and, once built, never again ({@code IndexReadiness}). The index
 * rows themselves are built and written by {@code IndexRows}, and the check of step 5 is
 * {@code IndexRestore}'s.
 */
@Internal
@NullUnmarked
public final class IndexMaintainer<E> {
  private static final Logger LOG = LoggerFactory.getLogger(IndexMaintainer.class);
  private final TableIo io;
  private final EntityMapper<E, ?> mapper;
  private final List<IndexSchema> indexes;
  private final Function<byte[], Get> fullRead;
  final LongAdder staleSeen = new LongAdder();
  final LongAdder staleRemoved = new LongAdder();
  final LongAdder restored = new LongAdder();
  private final IndexReadiness readiness;
  private final IndexRestore<E> restore;

  /**
   * The maintainer of {@code mapper}'s indexes, calling HBase through {@code io}; {@code fullRead}
   * builds the DAO's {@code Get} of a whole data row (eager families, versions), used for covering
   * copies and to verify hits.
   */
  public IndexMaintainer(TableIo io, EntityMapper<E, ?> mapper, Function<byte[], Get> fullRead) {
    this.io = io;
    this.mapper = mapper;
    this.indexes = mapper.schema().indexes();
    this.fullRead = fullRead;
    this.readiness = new IndexReadiness(io, mapper, indexes);
    this.restore = new IndexRestore<>(io, mapper, this::readStored, restored);
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
   * Completes when {@code index} may be read: at once when it was seen built before; otherwise after
   * reading its table's descriptor, at most once every five seconds while it is not built. Fails with
   * an {@link IndexNotBuiltException} when it is not built, with an {@link HBaseAccessException} when
   * the descriptor cannot be read.
   */
  public CompletableFuture<Void> readable(IndexSchema index) {
    return readiness.readable(index);
  }

  /** The index changes of one write, planned from the rows as stored before it. */
  @Internal
  public static final class Plan {
    private final List<IndexEntry> write = new ArrayList<>();
    private final List<IndexEntry> remove = new ArrayList<>();
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
        plan.write.add(new IndexEntry(index, key, row, IndexRows.indexRow(index, key, put, partial ? stored : null,
            partial ? null : stored)));
      }
      if (old != null && !Arrays.equals(old, values)) {
        plan.remove.add(new IndexEntry(index, IndexKeys.rowKey(old, row), row, null));
      }
    }
  }

  /**
   * The read a partial update of {@code row} plans its index changes from: the indexed columns (with
   * their former qualifiers), or the whole row when an index is covering.
   */
  public Get updateRead(byte[] row) {
    return IndexRows.storedReads(indexes, fullRead, List.of(row)).get(0);
  }

  /**
   * Plans the index changes of a partial update of {@code row}, which found {@code stored} (read by
   * {@link #updateRead}) and leaves the row holding {@code after} (the same columns, the update's
   * changes applied): the entry of every value that changes, the removal of the old one, and for a
   * covering index a new copy of the row whatever changed.
   */
  public Plan planUpdate(byte[] row, Result stored, Result after) {
    Plan plan = new Plan();
    if (!active()) {
      return plan;
    }
    E before = stored.isEmpty() ? null : mapper.fromResult(stored);
    E now = after.isEmpty() ? null : mapper.fromResult(after);
    Put copy = new Put(row);
    for (org.apache.hadoop.hbase.Cell cell : after.rawCells()) {
      copy.addColumn(org.apache.hadoop.hbase.CellUtil.cloneFamily(cell),
          org.apache.hadoop.hbase.CellUtil.cloneQualifier(cell), org.apache.hadoop.hbase.CellUtil.cloneValue(cell));
    }
    for (IndexSchema index : indexes) {
      byte[] values = now == null ? null : mapper.indexValues(index, now, null);
      byte[] old = before == null ? null : mapper.indexValues(index, before, null);
      if (values != null && (index.covering() || !Arrays.equals(old, values))) {
        byte[] key = IndexKeys.rowKey(values, row);
        plan.write.add(new IndexEntry(index, key, row, IndexRows.indexRow(index, key, copy, null, stored)));
      }
      if (old != null && !Arrays.equals(old, values)) {
        plan.remove.add(new IndexEntry(index, IndexKeys.rowKey(old, row), row, null));
      }
    }
    return plan;
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
            plan.remove.add(new IndexEntry(index, IndexKeys.rowKey(old, rows.get(i)), rows.get(i), null));
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
    Map<IndexSchema, List<IndexEntry>> byIndex = IndexEntry.byIndex(plan.write);
    List<CompletableFuture<IndexRows.IndexWrite>> writes = new ArrayList<>(byIndex.size());
    byIndex.forEach((index, entries) -> writes.add(IndexRows.write(io, index, entries)));
    return Futures.all(writes).thenApply(v -> {
      Set<byte[]> failed = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      for (CompletableFuture<IndexRows.IndexWrite> write : writes) {
        IndexRows.IndexWrite done = write.getNow(null); // complete: all of them are
        failed.addAll(done.failed());
        if (done.cause() != null) {
          causes.add(done.cause());
        }
      }
      List<byte[]> out = new ArrayList<>();
      for (IndexEntry entry : plan.write) {
        if (failed.remove(entry.row())) {
          out.add(entry.row());
        }
      }
      return out;
    });
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
    IndexEntry.byIndex(plan.remove).forEach((index, entries) -> removals.add(removeBounded(index, entries)));
    return Futures.all(removals).thenCompose(v -> restore.missing(plan.write)).thenCompose(missing -> {
      List<IndexEntry> suspects = new ArrayList<>(plan.remove);
      suspects.addAll(missing);
      return suspects.isEmpty() ? CompletableFuture.<Void>completedFuture(null)
          : restore.restore(suspects, plan.operation);
    });
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
    return readStored(plan.write.stream().map(IndexEntry::row).toList()).thenCompose(now -> {
      List<IndexEntry> unheld = new ArrayList<>();
      List<CompletableFuture<Void>> copies = new ArrayList<>();
      for (int i = 0; i < now.length; i++) {
        IndexEntry entry = plan.write.get(i);
        if (!restore.holds(now[i], entry)) {
          unheld.add(entry);
        } else if (entry.index().covering()) {
          copies.add(restore.rewriteCopy(entry, now[i]));
        }
      }
      List<CompletableFuture<Long>> removals = new ArrayList<>();
      IndexEntry.byIndex(unheld).forEach((index, entries) -> removals.add(removeBounded(index, entries)));
      return Futures.all(copies).thenCompose(v -> Futures.all(removals)).thenCompose(v -> {
        LOG.debug("Withdrew {} index entries of a write that did not land", unheld.size());
        return unheld.isEmpty() ? CompletableFuture.<Void>completedFuture(null)
            : restore.restore(unheld, plan.operation);
      });
    });
  }

  /** Removes {@code entries} of {@code index}, each bounded by the timestamp of the entry as read. */
  private CompletableFuture<Long> removeBounded(IndexSchema index, List<IndexEntry> entries) {
    return IndexRows.removeBounded(io, index.tableName(), entries.stream().map(IndexEntry::key).toList());
  }

  /** The rows as stored, as the index upkeep reads them: see {@link IndexRows#storedReads}. */
  private CompletableFuture<Result[]> readStored(List<byte[]> rows) {
    return io.get(mapper.schema().tableName(), IndexRows.storedReads(indexes, fullRead, rows));
  }

  /** The schema of the data table. */
  TableSchema schema() {
    return mapper.schema();
  }
}
