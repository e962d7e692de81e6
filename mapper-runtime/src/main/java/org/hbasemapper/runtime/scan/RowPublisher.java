package org.hbasemapper.runtime.scan;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.runtime.observe.Operation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.hbasemapper.annotations.audience.Internal;

/**
 * The rows of one or several asynchronous scans as a {@link Flow.Publisher}, in key order: one scan
 * read in place, or one per salt bucket merged by the row key after {@code keyOffset} bytes. Each row
 * goes through a step that makes it an item or drops it (null), then through a window of offset and
 * limit.
 *
 * <p>Demand drives the scans. A bucket's scan starts when the merge first needs a row from it and is
 * suspended ({@code ScanController.suspend()}) as soon as it has handed over a batch, until the merge
 * has taken every row of that batch and needs another: at most one batch is held per bucket, and no
 * thread waits on a scan. A cancel, the end of the window or a failure terminates every scan.
 *
 * <p>Signals to the subscriber run on the given executor, never on hbase-client's threads, one at a
 * time (a drain loop entered by whichever event comes first, re-run while more events arrive), so a
 * request made inside {@code onNext} neither recurses nor runs concurrently. Every subscription reads
 * the scans anew.
 *
 * @param <T> the items
 */
@Internal
public final class RowPublisher<T> implements Flow.Publisher<T> {
  private static final Logger LOG = LoggerFactory.getLogger(RowPublisher.class);
  private static final Supplier<Operation> UNOBSERVED = () -> Operation.NONE;

  private final AsyncConnection connection;
  private final TableName table;
  private final List<Scan> scans;
  private final int keyOffset;
  private final boolean reversed;
  private final Executor executor;
  private final long offset;
  private final long limit;
  private final Function<Result, T> step;
  private final int batchRows;
  private final Function<List<Result>, CompletableFuture<List<T>>> stage;
  private final Function<IOException, RuntimeException> failure;
  private final Supplier<Operation> observed;
  private final boolean endsOperation;
  private final AsyncBucket.Stats stats = new AsyncBucket.Stats();

  /**
   * The rows of {@code scans} on {@code table}, ordered by their key after {@code keyOffset} bytes,
   * made into items by {@code step} (null drops a row; an exception it throws fails the stream), the
   * first {@code offset} items skipped and at most {@code limit} delivered (-1: all); signals run on
   * {@code executor}; {@code failure} turns a scan's I/O failure into the error delivered.
   */
  public RowPublisher(AsyncConnection connection, TableName table, List<Scan> scans, int keyOffset, boolean reversed,
      Executor executor, long offset, long limit, Function<Result, T> step,
      Function<IOException, RuntimeException> failure) {
    this(connection, table, scans, keyOffset, reversed, executor, offset, limit, step, 0, null, failure, UNOBSERVED,
        false);
  }

  /**
   * The rows of {@code scans} handed to {@code stage} {@code batchRows} at a time (fewer at the end),
   * which makes each batch into items asynchronously (reads of the rows an index points at, say); the
   * next batch is taken only when the items of the last one are delivered. Otherwise as the per-row
   * publisher.
   */
  public static <T> RowPublisher<T> batched(AsyncConnection connection, TableName table, List<Scan> scans,
      int keyOffset, boolean reversed, Executor executor, long offset, long limit, int batchRows,
      Function<List<Result>, CompletableFuture<List<T>>> stage, Function<IOException, RuntimeException> failure) {
    return new RowPublisher<>(connection, table, scans, keyOffset, reversed, executor, offset, limit, null, batchRows,
        stage, failure, UNOBSERVED, false);
  }

  /**
   * This publisher, each subscription reporting to the operation {@code operation} gives it: the rows
   * it reads (per-row publishers) or the items its stage makes (batched ones), once, when it ends;
   * the operation is active while the scans are started. When {@code ends}, the subscription also
   * ends the operation, on complete, on error (with the error delivered) or on cancel; otherwise the
   * caller ends it (a future built on the publisher).
   */
  public RowPublisher<T> observed(Supplier<Operation> operation, boolean ends) {
    return new RowPublisher<>(connection, table, scans, keyOffset, reversed, executor, offset, limit, step, batchRows,
        stage, failure, Objects.requireNonNull(operation, "operation"), ends);
  }

  private RowPublisher(AsyncConnection connection, TableName table, List<Scan> scans, int keyOffset, boolean reversed,
      Executor executor, long offset, long limit, Function<Result, T> step, int batchRows,
      Function<List<Result>, CompletableFuture<List<T>>> stage, Function<IOException, RuntimeException> failure,
      Supplier<Operation> observed, boolean endsOperation) {
    this.connection = connection;
    this.table = table;
    this.scans = List.copyOf(scans);
    this.keyOffset = keyOffset;
    this.reversed = reversed;
    this.executor = executor;
    this.offset = offset;
    this.limit = limit;
    this.step = step;
    this.batchRows = batchRows;
    this.stage = stage;
    this.failure = failure;
    this.observed = observed;
    this.endsOperation = endsOperation;
  }

  @Override
  public void subscribe(Flow.Subscriber<? super T> subscriber) {
    Objects.requireNonNull(subscriber, "subscriber");
    new Subscription(subscriber).signal();
  }

  /** What the buckets of this publisher's subscriptions held and did, for tests of backpressure. */
  AsyncBucket.Stats stats() {
    return stats;
  }

  /** One subscriber's reading of the scans. */
  private final class Subscription implements Flow.Subscription, AsyncBucket.Owner, BatchedStage.Reader {
    private final Flow.Subscriber<? super T> subscriber;
    private final List<AsyncBucket> buckets = new ArrayList<>();
    private final BucketMerge merge;
    private final AtomicInteger wip = new AtomicInteger();
    private final AtomicLong requested = new AtomicLong();
    private volatile boolean cancelled;
    private volatile Throwable error;
    // touched by the drain loop only, which runs one at a time
    private boolean subscribed;
    private boolean done;
    private long skipped;
    private long delivered;
    // the batched stage of this subscription, when the publisher has one
    private final BatchedStage<T> batches;
    // the operation this subscription reports to, and the rows (or items) counted for it
    private final Operation operation;
    private long counted;
    private boolean reported;

    Subscription(Flow.Subscriber<? super T> subscriber) {
      this.subscriber = subscriber;
      this.operation = observed.get();
      for (Scan scan : scans) {
        buckets.add(new AsyncBucket(this, scan, stats));
      }
      this.merge = new BucketMerge(buckets, keyOffset, reversed);
      this.batches = stage == null ? null : new BatchedStage<>(stage, batchRows);
    }

    @Override
    public void request(long n) {
      if (n <= 0) {
        fail(new IllegalArgumentException("request(n) needs n > 0 (Reactive Streams §3.9), was " + n));
      } else {
        requested.getAndUpdate(r -> r + n < 0 ? Long.MAX_VALUE : r + n);
      }
      signal();
    }

    @Override
    public void cancel() {
      cancelled = true;
      signal();
    }

    /** Records the stream's first failure; the drain loop delivers it. */
    @Override
    public void fail(Throwable t) {
      if (error == null) {
        error = t;
      }
    }

    /** Runs the drain loop on the executor, unless it is running: then it runs once more. */
    @Override
    public void signal() {
      if (wip.getAndIncrement() != 0) {
        return;
      }
      try {
        executor.execute(this::drain);
      } catch (RejectedExecutionException e) {
        // no thread left to signal on (an executor shut down): end the stream with an error here,
        // onSubscribe first if it was never sent, rather than leave the subscriber waiting forever
        LOG.warn("the executor of a scan of table {} refused a task; the stream ends with an error", table);
        fail(new RejectedExecutionException("the executor of the scan of table " + table
            + " refused a task (is it shut down?); the stream ends", e));
        drain();
      }
    }

    private void drain() {
      int missed = 1;
      do {
        try {
          drainOnce();
        } catch (Throwable t) {
          // a subscriber that throws breaks §2.13; the subscription is over (§2.13 lets it be cancelled)
          LOG.warn("a subscriber of a scan of table {} threw; its subscription is cancelled", table, t);
          done = true;
          cancelled = true;
          stopScans();
          ended(t);
        }
        missed = wip.addAndGet(-missed);
      } while (missed != 0);
    }

    private void drainOnce() {
      if (!subscribed) {
        subscribed = true;
        subscriber.onSubscribe(this);
      }
      if (done) {
        return;
      }
      if (cancelled) {
        done = true;
        stopScans();
        ended(null);
        return;
      }
      while (!done) {
        if (cancelled) {
          done = true;
          stopScans();
          ended(null);
          return;
        }
        if (error != null) {
          terminate(error);
          return;
        }
        if (limit >= 0 && delivered >= limit) {
          complete();
          return;
        }
        if (delivered >= requested.get()) {
          return; // nothing asked for: the buckets stay suspended
        }
        T item = batches == null ? nextItem() : batches.next(this);
        if (item == null) {
          if (done) {
            return;
          }
          if (batches != null && batches.finished()) {
            complete();
            return;
          }
          if (batches == null || batches.working()) {
            return; // a bucket or the stage is working; it signals when done
          }
          continue;
        }
        if (skipped < offset) {
          skipped++;
          continue;
        }
        delivered++;
        subscriber.onNext(item);
      }
    }

    /** The next row's item; null when a row was dropped, a bucket is fetching, or the stream ended (done). */
    private T nextItem() {
      while (true) {
        Result row = nextRow();
        if (row == null) {
          return null;
        }
        if (row == BucketMerge.END) {
          complete();
          return null;
        }
        T item;
        try {
          item = step.apply(row);
        } catch (RuntimeException e) {
          terminate(e);
          return null;
        }
        if (item != null) {
          return item;
        }
        if (cancelled) {
          return null;
        }
      }
    }

    /**
     * The next row in key order; null when a bucket has to fetch first (it was asked to),
     * {@link BucketMerge#END} when every bucket is finished.
     */
    @Override
    public Result nextRow() {
      Result row = merge.next();
      if (row != null && row != BucketMerge.END && stage == null) {
        counted++;
      }
      return row;
    }

    @Override
    public void made(long items) {
      counted += items;
    }

    private void complete() {
      done = true;
      stopScans();
      ended(null);
      subscriber.onComplete();
    }

    @Override
    public void terminate(Throwable t) {
      done = true;
      stopScans();
      ended(t);
      subscriber.onError(t);
    }

    /**
     * Reports what was read to the operation, once, before the subscriber hears of the end; ends the
     * operation with {@code failure} when the publisher owns it.
     */
    private void ended(Throwable failure) {
      if (reported) {
        return;
      }
      reported = true;
      operation.rows(counted);
      if (endsOperation) {
        operation.end(failure);
      }
    }

    @Override
    public void start(AsyncBucket bucket) {
      try (Operation.Scope scope = operation.activate()) {
        connection.getTable(table).scan(bucket.scan(), bucket);
      } catch (RuntimeException e) {
        bucket.onError(e);
      }
    }

    @Override
    public RuntimeException failure(IOException e) {
      return failure.apply(e);
    }

    @Override
    public void stopScans() {
      for (AsyncBucket bucket : buckets) {
        bucket.stop();
      }
    }
  }
}
