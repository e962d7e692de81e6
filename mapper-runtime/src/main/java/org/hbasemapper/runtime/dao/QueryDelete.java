package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.apache.hadoop.hbase.client.Delete;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;

/**
 * The delete of what one entity's query selects ({@code query()...delete()}): its row keys read by a
 * scan that transfers no values, then deleted {@value #BATCH} at a time, each batch in one call.
 * With secondary indexes, the batch's stored index values are read first with one multi-get and
 * their entries removed with one batch after the rows, in the order of a single delete (rows first:
 * a lookup never finds a row its entry no longer points at, and skips entries of deleted rows). With
 * relations, each row goes through the DAO's delete ({@link EntityOperations#delete}), which also
 * unlinks its inverses, the rows of a batch side by side on an asynchronous connection.
 *
 * <p>Blocking over the blocking connection, whose futures are complete when returned; over the
 * asynchronous one the keys come from the query's publisher, each batch requested once the one
 * before it is deleted, so memory stays at one batch of keys. Thread-safe; one per DAO.
 */
@NullUnmarked
final class QueryDelete<E> extends BatchedDelete<E> {
  private final EntityOperations<E, ?> operations;
  private final TableIo io;

  /**
   * The deletes of {@code operations}' entity through {@code io}, observed by {@code observer}; the
   * asynchronous form completes on {@code executor} (null: the blocking DAO's, never asked).
   */
  QueryDelete(EntityOperations<E, ?> operations, TableIo io, Observer observer, Executor executor) {
    super(observer, executor);
    this.operations = operations;
    this.io = io;
  }

  @Override
  String subject() {
    return operations.schema().entityName() + " in " + operations.schema().tableName();
  }

  /**
   * Deletes {@code rows}, after {@code before} rows of the same delete; the future holds how many it
   * deleted. A failure names the rows deleted before it, which stay deleted.
   */
  @Override
  CompletableFuture<Long> deleteBatch(List<byte[]> rows, long before, Operation op) {
    if (rows.isEmpty()) {
      return CompletableFuture.completedFuture(0L);
    }
    if (!operations.relations().active()) {
      // the rows' index entries are read with one multi-get, and removed with one batch after the rows
      CompletableFuture<IndexMaintainer.Plan> entries = operations.indexes().active()
          ? operations.indexes().planDelete(rows).thenApply(plan -> plan.observedBy(op))
          : CompletableFuture.completedFuture(null);
      return entries.thenCompose(plan -> deleteRows(rows, before).thenCompose(deleted -> plan == null
          ? CompletableFuture.completedFuture(deleted)
          : operations.indexes().complete(plan).handle((v, failure) -> {
            if (failure == null) {
              return deleted;
            }
            // the rows are gone: lookups skip the entries left, and IndexAdmin removes them
            throw operations.upkeepFailure("query.delete", rows.get(0), operations.schema().indexes(),
                ioCause(failure));
          })));
    }
    List<CompletableFuture<Void>> each = new ArrayList<>(rows.size());
    for (byte[] row : rows) {
      each.add(operations.delete(row, op));
    }
    return Futures.all(each).thenApply(v -> (long) rows.size());
  }

  /** Deletes the data rows {@code rows} in one batch call; the future holds how many. */
  private CompletableFuture<Long> deleteRows(List<byte[]> rows, long before) {
    List<Delete> deletes = new ArrayList<>(rows.size());
    rows.forEach(row -> deletes.add(new Delete(row)));
    return io.delete(operations.schema().tableName(), deletes).handle((v, failure) -> {
      if (failure == null) {
        return (long) rows.size();
      }
      throw new HBaseAccessException("query.delete of " + operations.schema().entityName() + " (a batch of "
          + rows.size() + " rows)", operations.schema().tableName().getNameAsString(), rows.get(0), ioCause(failure),
          before + " rows were deleted before this batch, some of it may be; running the delete again finishes it");
    });
  }

  /** The I/O failure {@code failure} carries, or one around what else it carries. */
  private static IOException ioCause(Throwable failure) {
    Throwable t = Futures.unwrap(failure);
    return t instanceof IOException e ? e : new IOException(t.toString(), t);
  }
}
