package org.hbasemapper.runtime.dao;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.QueryDeletes;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A delete by query in batches ({@code query()...delete()}), of an entity or of a group: the row keys
 * the query selects, read by a scan that transfers no values, deleted {@value #BATCH} at a time by
 * {@link #deleteBatch}. Blocking over the blocking connection, whose futures are complete when
 * returned; over the asynchronous one the keys come from the query's publisher, each batch requested
 * once the one before it is deleted, so memory stays at one batch of keys. Thread-safe.
 *
 * @param <E> what the query reads
 */
@NullUnmarked
abstract class BatchedDelete<E> implements QueryDeletes<E> {
  private static final Logger LOG = LoggerFactory.getLogger(BatchedDelete.class);

  /** The rows deleted per batch, and the keys held at once. */
  static final int BATCH = 1000;

  private final Observer observer;
  private final Executor executor;

  /** Deletes observed by {@code observer}; the asynchronous form completes on {@code executor} (null: never asked). */
  BatchedDelete(Observer observer, Executor executor) {
    this.observer = observer;
    this.executor = executor;
  }

  /**
   * Deletes {@code rows}, after {@code before} rows of the same delete; the future holds how many it
   * deleted. A failure names the rows deleted before it, which stay deleted.
   */
  abstract CompletableFuture<Long> deleteBatch(List<byte[]> rows, long before, Operation op);

  /** What is deleted, for the debug log: an entity or a group, and its table. */
  abstract String subject();

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
      LOG.debug("query.delete of {}: {} rows", subject(), deleted);
      return deleted;
    });
  }

  @Override
  public CompletableFuture<Long> deleteAsync(QueryState<E> query) {
    Operation op = observer.start("query.delete");
    CompletableFuture<Long> deleted;
    try (Operation.Scope scope = op.activate()) {
      deleted = Futures.attempt(() -> {
        KeyBatches batches = new KeyBatches(BATCH, (rows, before) -> deleteBatch(rows, before, op));
        query.rowKeyPublisher().subscribe(batches);
        return batches.done();
      });
    }
    return Futures.on(Observer.endWhenDone(deleted, op, n -> n), executor);
  }

  /**
   * Takes the row keys of an asynchronous delete a batch at a time: requests a batch, deletes it once
   * its keys are all in (or the keys end), then requests the next. Signals are serial (the Reactive
   * Streams rules), and no key arrives while a batch is being deleted, since none is requested then:
   * memory stays at one batch of keys. {@link #done()} holds how many rows the batches deleted.
   */
  private static final class KeyBatches implements Flow.Subscriber<byte[]> {
    private final CompletableFuture<Long> done = new CompletableFuture<>();
    private final int size;
    /** Deletes a batch of rows, after as many rows deleted before it; the future holds how many it deleted. */
    private final BiFunction<List<byte[]>, Long, CompletableFuture<Long>> deleteBatch;
    private Flow.Subscription subscription;
    private List<byte[]> batch;
    /** The batches sent so far, holding how many rows they deleted; each starts when the one before ended. */
    private CompletableFuture<Long> sent = CompletableFuture.completedFuture(0L);

    KeyBatches(int size, BiFunction<List<byte[]>, Long, CompletableFuture<Long>> deleteBatch) {
      this.size = size;
      this.deleteBatch = deleteBatch;
      this.batch = new ArrayList<>(size);
    }

    /** How many rows were deleted, once the keys ended and every batch is deleted. */
    CompletableFuture<Long> done() {
      return done;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      s.request(size);
    }

    @Override
    public void onNext(byte[] row) {
      batch.add(row);
      if (batch.size() == size) {
        sent = send(batch);
        batch = new ArrayList<>(size);
        sent.whenComplete((n, failure) -> {
          if (failure != null) {
            subscription.cancel();
            done.completeExceptionally(Futures.unwrap(failure));
          } else {
            subscription.request(size);
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
      return sent.thenCompose(before -> deleteBatch.apply(rows, before).thenApply(n -> before + n));
    }
  }
}
