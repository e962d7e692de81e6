package org.hbasemapper.runtime.scan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.Result;

/**
 * The batched form of a {@link RowPublisher} subscription: rows gathered {@code batchRows} at a time
 * and handed to a stage that makes them into items asynchronously (the reads of the rows an index
 * points at, say); the next batch is gathered only once the items of the last one are delivered. Read
 * by the subscription's drain loop, one call at a time.
 *
 * @param <T> the items
 */
final class BatchedStage<T> {
  /** The subscription reading the stage. */
  interface Reader {
    /** The next row in key order; null while a bucket fetches, {@link BucketMerge#END} after the last. */
    Result nextRow();

    /** The stage made {@code items} items, which count for the subscription's operation. */
    void made(long items);

    /** Every scan is read: they can be stopped. */
    void stopScans();

    /** The stage finished a batch: the drain loop should run. */
    void signal();

    /** The stream ends with {@code failure}. */
    void terminate(Throwable failure);
  }

  private final Function<List<Result>, CompletableFuture<List<T>>> stage;
  private final int batchRows;
  // items made, the batch being made, the rows gathered for the next one
  private final ArrayDeque<T> ready = new ArrayDeque<>();
  private CompletableFuture<List<T>> pending;
  private List<Result> gathered = new ArrayList<>();
  private boolean exhausted;
  private boolean waitingForRows;

  BatchedStage(Function<List<Result>, CompletableFuture<List<T>>> stage, int batchRows) {
    this.stage = stage;
    this.batchRows = batchRows;
  }

  /** Whether every row was read and every item made was taken. */
  boolean finished() {
    return exhausted && pending == null && ready.isEmpty();
  }

  /** Whether the stage or a bucket is working for the next item, and will signal. */
  boolean working() {
    return pending != null || waitingForRows;
  }

  /**
   * The next item: one the stage made, or null while it makes the next batch's, while a bucket
   * fetches rows for it (it signals then), or once everything is read ({@link #finished}).
   */
  T next(Reader reader) {
    waitingForRows = false;
    if (!ready.isEmpty()) {
      return ready.poll();
    }
    if (pending != null) {
      if (!pending.isDone()) {
        return null;
      }
      CompletableFuture<List<T>> made = pending;
      pending = null;
      try {
        List<T> items = made.join();
        reader.made(items.size());
        ready.addAll(items);
      } catch (CompletionException e) {
        reader.terminate(e.getCause() != null ? e.getCause() : e);
      } catch (CancellationException e) {
        reader.terminate(e);
      }
      return null;
    }
    if (exhausted) {
      return null;
    }
    while (gathered.size() < batchRows) {
      Result row = reader.nextRow();
      if (row == null) {
        waitingForRows = true;
        return null;
      }
      if (row == BucketMerge.END) {
        exhausted = true;
        reader.stopScans();
        break;
      }
      gathered.add(row);
    }
    if (gathered.isEmpty()) {
      return null;
    }
    List<Result> rows = gathered;
    gathered = new ArrayList<>(batchRows);
    CompletableFuture<List<T>> made;
    try {
      made = stage.apply(rows);
    } catch (RuntimeException e) {
      reader.terminate(e);
      return null;
    }
    pending = made;
    made.whenComplete((v, t) -> reader.signal());
    return null;
  }
}
