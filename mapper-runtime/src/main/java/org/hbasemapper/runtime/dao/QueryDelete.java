package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Delete;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.QueryDeletes;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
final class QueryDelete<E> implements QueryDeletes<E> {
  private static final Logger LOG = LoggerFactory.getLogger(QueryDelete.class);

  /** The rows deleted per batch call, and the keys held at once. */
  static final int BATCH = 1000;

  private final EntityOperations<E, ?> operations;
  private final TableIo io;
  private final Observer observer;
  private final Executor executor;

  /**
   * The deletes of {@code operations}' entity through {@code io}, observed by {@code observer}; the
   * asynchronous form completes on {@code executor} (null: the blocking DAO's, never asked).
   */
  QueryDelete(EntityOperations<E, ?> operations, TableIo io, Observer observer, Executor executor) {
    this.operations = operations;
    this.io = io;
    this.observer = observer;
    this.executor = executor;
  }

  @Override
  public long delete(QueryState<E> query) {
    return observer.observed("query.delete", deleted -> deleted, op -> {
      long deleted = 0;
      List<byte[]> batch = new ArrayList<>(BATCH);
      try (Stream<byte[]> rows = query.rowKeys()) {
        Iterator<byte[]> it = rows.iterator();
        while (it.hasNext()) {
          batch.add(it.next());
          if (batch.size() == BATCH) {
            deleted += EntityDao.await(deleteBatch(batch, deleted, op));
            batch = new ArrayList<>(BATCH);
          }
        }
      }
      deleted += EntityDao.await(deleteBatch(batch, deleted, op));
      LOG.debug("query.delete of {} in {}: {} rows", operations.schema().entityName(),
          operations.schema().tableName(), deleted);
      return deleted;
    });
  }

  @Override
  public CompletableFuture<Long> deleteAsync(QueryState<E> query) {
    Operation op = observer.start("query.delete");
    CompletableFuture<Long> deleted;
    try (Operation.Scope scope = op.activate()) {
      deleted = Futures.attempt(() -> {
        Batches batches = new Batches(op);
        query.rowKeyPublisher().subscribe(batches);
        return batches.done;
      });
    }
    return Futures.on(Observer.endWhenDone(deleted, op, n -> n), executor);
  }

  /**
   * Deletes {@code rows}, after {@code before} rows of the same delete; the future holds how many it
   * deleted. A failure names the rows deleted before it, which stay deleted.
   */
  private CompletableFuture<Long> deleteBatch(List<byte[]> rows, long before, Operation op) {
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

  /**
   * Takes the keys of an asynchronous delete a batch at a time: requests {@value #BATCH}, deletes them
   * once they are all in (or the keys end), then requests the next batch. Signals are serial (the
   * Reactive Streams rules), and no key arrives while a batch is being deleted, since none is
   * requested then.
   */
  private final class Batches implements Flow.Subscriber<byte[]> {
    final CompletableFuture<Long> done = new CompletableFuture<>();
    private final Operation op;
    private Flow.Subscription subscription;
    private List<byte[]> batch = new ArrayList<>(BATCH);
    /** The batches sent so far, holding how many rows they deleted; each starts when the one before ended. */
    private CompletableFuture<Long> sent = CompletableFuture.completedFuture(0L);

    Batches(Operation op) {
      this.op = op;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      s.request(BATCH);
    }

    @Override
    public void onNext(byte[] row) {
      batch.add(row);
      if (batch.size() == BATCH) {
        sent = send(batch);
        batch = new ArrayList<>(BATCH);
        sent.whenComplete((n, failure) -> {
          if (failure != null) {
            subscription.cancel();
            done.completeExceptionally(Futures.unwrap(failure));
          } else {
            subscription.request(BATCH);
          }
        });
      }
    }

    @Override
    public void onError(Throwable failure) {
      sent.whenComplete((n, ignored) -> done.completeExceptionally(failure));
    }

    @Override
    public void onComplete() {
      // the keys may end while the last full batch is still being deleted: the rest goes after it
      send(batch).whenComplete((n, failure) -> {
        if (failure != null) {
          done.completeExceptionally(Futures.unwrap(failure));
        } else {
          done.complete(n);
        }
      });
    }

    /** Deletes {@code rows} once the batches before them are deleted; the future holds the total so far. */
    private CompletableFuture<Long> send(List<byte[]> rows) {
      return sent.thenCompose(before -> deleteBatch(rows, before, op).thenApply(n -> before + n));
    }
  }
}
