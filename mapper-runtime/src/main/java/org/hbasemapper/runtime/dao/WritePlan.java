package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One write, planned once before anything is sent ({@link WritePlanner}): its data rows, the index
 * changes they bring (from the rows as stored) and the relation entries they unlink. Every write of
 * the DAO takes the same steps on it, in the order that lets a reader never return a wrong row:
 *
 * <ol>
 *   <li>{@link #writeEntries}: the new index entries, before the data rows;
 *   <li>{@link #writeRow}: the data row, plain or only if a condition holds (a {@code @Version}, an
 *       absent row); a batch sends its rows itself;
 *   <li>{@link #complete}: once the rows landed, the entries of old values removed and the check;
 *   <li>{@link #withdraw}: for a row refused by its condition instead, its new entries taken back;
 *   <li>{@link #writeInverses}: once the row landed and the data table is released, the relation
 *       inverses (owner row first, then the rows it points at).
 * </ol>
 *
 * <p>Each step is a future over the maintainer's {@link TableIo}: complete at once on a blocking
 * connection, chained without blocking on an asynchronous one. One per write, its steps taken one
 * after the other.
 */
@NullUnmarked
final class WritePlan<E> {
  private static final Logger LOG = LoggerFactory.getLogger(WritePlan.class);

  private final IndexMaintainer<E> indexes;
  private final RelationUpkeep relations;
  private final TableSchema schema;
  private final List<Put> puts;
  private final Delete delete;
  private final IndexMaintainer.Plan entries;
  private final Map<RelationLink, List<byte[]>> unlinked;

  /**
   * A plan that writes {@code puts} and deletes {@code delete} (with the puts: the cells a replace
   * removes; alone: a whole row; or null), changing the indexes by {@code entries} and unlinking
   * {@code unlinked} from the relations' targets.
   */
  WritePlan(IndexMaintainer<E> indexes, RelationUpkeep relations, TableSchema schema, List<Put> puts,
      Delete delete, IndexMaintainer.Plan entries, Map<RelationLink, List<byte[]>> unlinked) {
    this.indexes = indexes;
    this.relations = relations;
    this.schema = schema;
    this.puts = puts;
    this.delete = delete;
    this.entries = entries;
    this.unlinked = unlinked;
  }

  /** The put of a plan of one row; null for a delete. */
  @Nullable Put put() {
    return puts.isEmpty() ? null : puts.get(0);
  }

  /** The data row of a plan of one row. */
  byte[] row() {
    return puts.isEmpty() ? delete.getRow() : puts.get(0).getRow();
  }

  /** The cells a replace removes beside its put; null for a put, and for a delete (whose delete is the row). */
  Delete deletes() {
    return puts.isEmpty() ? null : delete;
  }

  /** The indexes whose entries this write changes. */
  List<IndexSchema> indexes() {
    return entries.indexes();
  }

  /** Step 1: the new index entries; fails with the first failure. */
  CompletableFuture<Void> writeEntries() {
    return indexes.writeEntries(entries);
  }

  /**
   * Step 1 of a batch: every new entry that can be written; the future holds the data rows with an
   * entry that could not be, which must not be sent (a lookup could not find them), and the failures
   * are added to {@code causes}.
   */
  CompletableFuture<List<byte[]>> writeEntries(List<IOException> causes) {
    return indexes.writeEntries(entries, causes);
  }

  /**
   * Step 2 for one row: its put, deletes, or both in one atomic {@link RowMutations}, sent only if
   * {@code condition} holds (unchecked when null); the future holds whether the row was written.
   */
  CompletableFuture<Boolean> writeRow(CheckAndMutate.Builder condition) {
    TableName table = schema.tableName();
    TableIo io = indexes.io();
    Put put = put();
    if (put == null) {
      return condition == null ? io.delete(table, delete).thenApply(v -> true)
          : io.checkAndMutate(table, condition.build(delete));
    }
    if (delete == null) {
      return condition == null ? io.put(table, put).thenApply(v -> true)
          : io.checkAndMutate(table, condition.build(put));
    }
    RowMutations both;
    try {
      both = RowMutations.of(delete.isEmpty() ? List.of(put) : List.of(put, delete));
    } catch (IOException e) { // both of the same row: never
      return Futures.failed(e);
    }
    return condition == null ? io.mutateRow(table, both).thenApply(v -> true)
        : io.checkAndMutate(table, condition.build(both));
  }

  /** The index changes of this write. */
  IndexMaintainer.Plan entries() {
    return entries;
  }

  /**
   * Step 3, once the data row landed: the entries of old values removed, then the check; with what
   * earlier writes of the row left unfinished ({@code left}, see {@link IndexMaintainer.Plan#after}).
   */
  CompletableFuture<Void> complete(IndexMaintainer.Plan left) {
    return indexes.complete(entries.after(left));
  }

  /**
   * Step 3 of a batch: {@link #complete} for the rows written ({@code unwritten} excluded), with what
   * earlier writes of them left ({@code left}); then the entries of the rows {@code refused} (never
   * sent) taken back. Sets are ordered by {@code Bytes.BYTES_COMPARATOR}.
   */
  CompletableFuture<Void> complete(Set<byte[]> unwritten, Set<byte[]> refused, IndexMaintainer.Plan left) {
    CompletableFuture<Void> done = indexes.complete(entries.without(unwritten).after(left));
    return refused.isEmpty() ? done : done.thenCompose(v -> indexes.withdraw(entries.only(refused)));
  }

  /** Takes back the entries of the rows {@code rows} of a batch stopped before they were sent. */
  CompletableFuture<Void> takeBack(Set<byte[]> rows) {
    return indexes.withdraw(entries.only(rows));
  }

  /**
   * Step 4, for a row its condition refused: takes back the entries of step 1 (see
   * {@link IndexMaintainer#withdraw}). An I/O failure is the future's value, not its failure, since
   * the caller must still learn that the write was refused; entries it leaves point at a row that
   * does not match them, which reads skip and {@code IndexAdmin} removes. Relation inverses are
   * written only after the data row, so a refused write has none to take back.
   */
  CompletableFuture<Optional<IOException>> withdraw() {
    return indexes.withdraw(entries).handle((v, failure) -> {
      if (failure == null) {
        return Optional.<IOException>empty();
      }
      Throwable t = Futures.unwrap(failure);
      if (!(t instanceof IOException e)) {
        throw new CompletionException(t);
      }
      LOG.warn("Refused write of {} row {} in {}: its new index entries could not be removed ({}); reads skip them",
          schema.entityName(), RowBytes.hex(row()), schema.tableName(), e.toString());
      return Optional.of(e);
    });
  }

  /** Step 5, once the row landed: the inverses of the relation entries it unlinked, then of those it wrote. */
  CompletableFuture<Void> writeInverses() {
    return relations.afterWrite(row(), unlinked, put());
  }
}
