package org.hbasemapper.runtime.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Function;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.ScanPlanner.Plan;
import org.hbasemapper.runtime.query.ScanPlanner.Purpose;
import org.hbasemapper.runtime.query.ScanPlanner.Reader;
import org.hbasemapper.runtime.scan.Collect;
import org.hbasemapper.runtime.scan.RowPublisher;
import org.hbasemapper.runtime.scan.ScanCount;
import org.jspecify.annotations.NullUnmarked;

/**
 * The asynchronous terminals of key queries, on the plans and the per-row step of {@link ScanPlanner}:
 * the same scans, conditions, bad-data handling, windows and page tokens as the blocking ones, read
 * through an {@code AsyncConnection} by a {@link RowPublisher} (one scan per salt bucket, merged by
 * demand).
 * Futures complete on the query's executor.
 */
@NullUnmarked
final class AsyncScans {
  private AsyncScans() {}

  /**
   * The query's items; each subscription is an operation {@code query.publisher} of its own, ended
   * when the subscription completes, fails or is cancelled.
   */
  static <E, T> Flow.Publisher<T> publisher(QueryState<E> s, Reader<T> reader) {
    Observer observer = s.context.observer();
    if (s.empty() || s.limit == 0) {
      return AsyncScans.<E, T>rows(s, Plan.none(), 0, 0, r -> null)
          .observed(() -> observer.start("query.publisher"), true);
    }
    Plan plan = ScanPlanner.plan(s, reader, null, ScanPlanner.scanLimit(s, s.offset, s.limit), Purpose.READ);
    RowPublisher<T> rows = rows(s, plan, s.offset, s.limit, ScanPlanner.step(s, reader));
    if (!observer.active()) {
      return rows;
    }
    int buckets = plan.scans().size();
    return rows.observed(() -> {
      Operation operation = observer.start("query.publisher");
      operation.buckets(buckets);
      return operation;
    }, true);
  }

  /** The items of the query's one subscription, reported to {@code operation}, which the caller ends. */
  private static <E, T> Flow.Publisher<T> publisher(QueryState<E> s, Reader<T> reader, Operation operation) {
    if (s.empty() || s.limit == 0) {
      return rows(s, Plan.none(), 0, 0, r -> null);
    }
    Plan plan = ScanPlanner.plan(s, reader, null, ScanPlanner.scanLimit(s, s.offset, s.limit), Purpose.READ);
    operation.buckets(plan.scans().size());
    return observed(rows(s, plan, s.offset, s.limit, ScanPlanner.step(s, reader)), operation);
  }

  /** The items of {@code s} as a list: the operation {@code name} (query.list, query.first). */
  static <E, T> CompletableFuture<List<T>> list(QueryState<E> s, Reader<T> reader, String name) {
    Operation operation = s.context.observer().start(name);
    // the publisher reports the rows read; the operation ends with the list's outcome
    return Observer.endWhenDone(attempt(s, operation, () -> Collect.list(publisher(s, reader, operation))), operation);
  }

  static <E> CompletableFuture<Long> count(QueryState<E> s) {
    Operation operation = s.context.observer().start("query.count");
    // the rows a count on the servers read are its total; a count in this JVM's publisher reports its own
    boolean onServers = !ScanPlanner.testsInClient(s);
    CompletableFuture<Long> total = attempt(s, operation, () -> {
      if (s.empty() || s.limit == 0) {
        return CompletableFuture.completedFuture(0L);
      }
      if (ScanPlanner.testsInClient(s)) {
        Plan plan = ScanPlanner.plan(s, null, null, -1, Purpose.COUNT);
        operation.buckets(plan.scans().size());
        return Collect.count(observed(rows(s, plan, 0, -1,
            ScanPlanner.step(s, new Reader<>(Function.identity(), null, null))), operation));
      }
      Plan plan = ScanPlanner.plan(s, null, null, ScanPlanner.countLimit(s), Purpose.COUNT);
      operation.buckets(plan.scans().size());
      return countOnServers(s, plan);
    });
    CompletableFuture<Long> ended = Observer.endWhenDone(total, operation, onServers ? n -> n : null);
    return Futures.on(ended.thenApply(n -> ScanPlanner.windowed(s, n)), s.context.executor());
  }

  /** {@code rows} reporting to {@code operation} (which the caller ends), when somebody listens. */
  private static <T> Flow.Publisher<T> observed(RowPublisher<T> rows, Operation operation) {
    return operation == Operation.NONE ? rows : rows.observed(() -> operation, false);
  }

  /** Every bucket counted at once, each by its own scan, keys only. */
  private static CompletableFuture<Long> countOnServers(QueryState<?> s, Plan plan) {
    TableName name = s.context.schema().tableName();
    List<CompletableFuture<Long>> counts = new ArrayList<>(plan.scans().size());
    for (Scan scan : plan.scans()) {
      counts.add(ScanCount.rows(s.context.asyncConnection(), name, scan,
          e -> new HBaseAccessException("count", name.getNameAsString(), null, e)));
    }
    return Futures.all(counts).thenApply(v -> counts.stream().mapToLong(CompletableFuture::join).sum());
  }

  /** A row of a page and what it became. */
  private record Keyed<T>(byte[] row, T item) {}

  static <E, T> CompletableFuture<Page<T>> page(QueryState<E> s, Reader<T> reader, PageRequest request) {
    Operation operation = s.context.observer().start("query.page");
    return Observer.endWhenDone(attempt(s, operation, () -> {
      PageScope scope = ScanPlanner.scope(s, reader);
      byte[] cursor = scope.cursorOf(request);
      if (s.empty()) {
        return CompletableFuture.completedFuture(new Page<>(List.of(), null));
      }
      int size = request.size();
      Plan plan = ScanPlanner.plan(s, reader, cursor, ScanPlanner.scanLimit(s, request.offset(), size + 1L),
          Purpose.READ);
      Function<Result, T> step = ScanPlanner.step(s, reader);
      operation.buckets(plan.scans().size());
      Flow.Publisher<Keyed<T>> rows = observed(rows(s, plan, request.offset(), size + 1L, r -> {
        T item = step.apply(r);
        return item == null ? null : new Keyed<>(r.getRow(), item);
      }), operation);
      return Collect.list(rows).thenApply(read -> {
        List<T> content = new ArrayList<>(Math.min(size, read.size()));
        for (int i = 0; i < Math.min(size, read.size()); i++) {
          content.add(read.get(i).item());
        }
        if (read.size() <= size) {
          return new Page<>(content, null);
        }
        byte[] last = read.get(size - 1).row();
        return new Page<>(content, scope.next(request, Arrays.copyOfRange(last, plan.keyOffset(), last.length)));
      });
    }), operation);
  }

  /** The publisher of {@code plan}'s rows, each scan fetching at most a batch of rows per round trip. */
  private static <E, T> RowPublisher<T> rows(QueryState<E> s, Plan plan, long offset, long limit,
      Function<Result, T> step) {
    TableName name = s.context.schema().tableName();
    for (Scan scan : plan.scans()) {
      if (scan.getCaching() <= 0) {
        // without caching a scan returns up to 2 MB a round trip: all of it held while suspended
        scan.setCaching(plan.batch());
      }
    }
    return new RowPublisher<>(s.context.asyncConnection(), name, plan.scans(), plan.keyOffset(), s.reversed,
        s.context.executor(), offset, limit, step,
        e -> new HBaseAccessException("scan", name.getNameAsString(), null, e));
  }

  /**
   * Runs {@code terminal}, {@code operation} active while it issues its calls; what it throws before
   * reading (a refused page token, say) fails the future instead.
   */
  private static <T> CompletableFuture<T> attempt(QueryState<?> s, Operation operation,
      java.util.concurrent.Callable<CompletableFuture<T>> terminal) {
    requireAsync(s);
    try (Operation.Scope scope = operation.activate()) {
      return Futures.attempt(terminal);
    }
  }

  /** Fails fast when a blocking context reaches an asynchronous terminal. */
  static void requireAsync(QueryState<?> s) {
    if (s.context.asyncConnection() == null) {
      throw new IllegalStateException("an asynchronous query needs a QueryContext over an AsyncConnection");
    }
  }
}
