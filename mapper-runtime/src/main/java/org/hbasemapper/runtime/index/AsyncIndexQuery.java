package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.Collect;
import org.hbasemapper.runtime.scan.RowPublisher;

/**
 * {@link IndexQuery}, asynchronously: the same lookup (index rows over a range of values, the data
 * rows they point at read in multi-gets and checked against the entry), ending in a
 * {@link Flow.Publisher} with backpressure or in futures. Generated {@code <Entity>AsyncDao}s return
 * it from {@code findBy<Field>(...)}, over a state from {@code IndexQuery.start(maintainer, rows, index,
 * executor)} and a maintainer reading through an asynchronous {@code TableIo}. Immutable.
 *
 * <p>The index rows are scanned a batch at a time and the scan suspended until the subscriber wants
 * more; each batch's data rows are read in one multi-get and checked (stale entries skipped, counted
 * in {@link IndexMaintainer#stats()}, and removed with {@link #repairStale}) before the next batch is
 * taken. Signals and futures complete on the state's executor. Page tokens are the blocking lookup's.
 *
 * @param <E> the entity type
 */
@Api
public class AsyncIndexQuery<E> {
  private final IndexQuery.State<E> s;

  /** A lookup over {@code state}, from a generated DAO's index stages. */
  @Internal
  public AsyncIndexQuery(IndexQuery.State<E> state) {
    this.s = state;
  }

  /** The state, for generated stages. */
  @Internal
  protected final IndexQuery.State<E> state() {
    return s;
  }

  /**
   * The same lookup, reading the index even while it is not built, as {@link IndexQuery#evenIfBuilding}
   * does; without it, a lookup through such an index fails with an {@code IndexNotBuiltException}.
   */
  public AsyncIndexQuery<E> evenIfBuilding() {
    return new AsyncIndexQuery<>(s.evenIfBuilding());
  }

  /** Only entities that also match {@code condition}, tested on each data row after the index check. */
  public AsyncIndexQuery<E> where(Condition<E> condition) {
    return new AsyncIndexQuery<>(s.where(condition));
  }

  /** At most {@code n} entities. */
  public AsyncIndexQuery<E> limit(int n) {
    return new AsyncIndexQuery<>(s.limit(n));
  }

  /** Skips the first {@code n} entities. */
  public AsyncIndexQuery<E> offset(long n) {
    return new AsyncIndexQuery<>(s.offset(n));
  }

  /** Index entries scanned and data rows read per round trip (default 100). */
  public AsyncIndexQuery<E> batchSize(int rows) {
    return new AsyncIndexQuery<>(s.batchSize(rows));
  }

  /** Skips entities whose stored data cannot be read, handing each one's exception to {@code report}. */
  public AsyncIndexQuery<E> skipBadData(Consumer<? super MappingException> report) {
    return new AsyncIndexQuery<>(s.skipBadData(report));
  }

  /** Removes stale hits older than {@code age}, as {@link IndexQuery#repairStale} does. */
  public AsyncIndexQuery<E> repairStale(Duration age) {
    return new AsyncIndexQuery<>(s.repairStale(age));
  }

  /** The matching entities in index order, with backpressure. */
  public Flow.Publisher<E> publisher() {
    return publisher(s, null, IndexQuery.Hit::entity, "index.publisher");
  }

  /** The matching entities as a list. */
  public CompletableFuture<List<E>> list() {
    return list(s, null, IndexQuery.Hit::entity, "index.list");
  }

  /** The first matching entity. */
  public CompletableFuture<Optional<E>> first() {
    return list(s.limit(1), null, IndexQuery.Hit::entity, "index.first").thenApply(l -> l.stream().findFirst());
  }

  /** The number of matching entities (each hit is checked against its data row). */
  public CompletableFuture<Long> count() {
    Operation operation = s.observer.start("index.count");
    CompletableFuture<Long> counted;
    try (Operation.Scope scope = operation.activate()) {
      counted = Futures.attempt(() -> readable(s, () -> Collect.count(publisher(s, null, IndexQuery.Hit::entity,
          null, s.offset, s.limit, operation))));
    }
    return Observer.endWhenDone(counted, operation);
  }

  /**
   * The hits of {@code s} made into {@code T}s by {@code out}; each subscription is an operation
   * {@code operation} of its own, ended when it completes, fails or is cancelled.
   */
  static <E, T> Flow.Publisher<T> publisher(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<IndexQuery.Hit<E>, T> out, String operation) {
    RowPublisher<T> unobserved = publisher(s, projection, out, null, s.offset, s.limit, Operation.NONE);
    Flow.Publisher<T> read = !s.observer.active() ? unobserved : subscriber -> {
      Operation observed = s.observer.start(operation);
      RowPublisher<T> hits;
      try {
        hits = publisher(s, projection, out, null, s.offset, s.limit, observed);
      } catch (RuntimeException | Error e) {
        observed.end(e);
        throw e;
      }
      hits.observed(() -> observed, true).subscribe(subscriber);
    };
    return subscriber -> {
      // rule 1.9: a null subscriber is refused at once, before the state is even looked at
      java.util.Objects.requireNonNull(subscriber, "subscriber");
      CompletableFuture<Void> readable = s.readable();
      if (readable.isDone() && !readable.isCompletedExceptionally()) {
        read.subscribe(subscriber); // built, as seen before: no wait
        return;
      }
      readable.whenCompleteAsync((v, failure) -> {
        if (failure == null) {
          read.subscribe(subscriber);
        } else {
          Throwable cause = Futures.unwrap(failure);
          s.observer.start(operation).end(cause);
          refuse(subscriber, cause);
        }
      }, s.executor);
    };
  }

  /** Signals {@code failure} to {@code subscriber} as the whole of a subscription, as the publisher rules ask. */
  private static void refuse(Flow.Subscriber<?> subscriber, Throwable failure) {
    subscriber.onSubscribe(new Flow.Subscription() {
      @Override
      public void request(long n) {}

      @Override
      public void cancel() {}
    });
    subscriber.onError(failure);
  }

  /**
   * {@code read} once the lookup {@code s} may read its index (at once when it was seen built); a
   * failed future when it may not.
   */
  private static <T> CompletableFuture<T> readable(IndexQuery.State<?> s, Supplier<CompletableFuture<T>> read) {
    CompletableFuture<Void> readable = s.readable();
    if (readable.isDone() && !readable.isCompletedExceptionally()) {
      return read.get();
    }
    return readable.thenCompose(v -> read.get());
  }

  /** The hits of {@code s} as a list: the operation {@code operation}. */
  static <E, T> CompletableFuture<List<T>> list(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<IndexQuery.Hit<E>, T> out, String operation) {
    Operation observed = s.observer.start(operation);
    CompletableFuture<List<T>> read;
    try (Operation.Scope scope = observed.activate()) {
      read = Futures.attempt(() -> readable(s, () -> Collect.list(publisher(s, projection, out, null, s.offset,
          s.limit, observed))));
    }
    return Observer.endWhenDone(read, observed);
  }

  /**
   * One page, as {@link IndexQuery#page}: tokens are interchangeable with the blocking lookup's, and a
   * refused one fails the future with an {@link IllegalArgumentException}.
   */
  public CompletableFuture<Page<E>> page(PageRequest request) {
    return page(s, null, IndexQuery.Hit::entity, request);
  }

  /** One page of {@code s}'s hits, each made into a {@code T} by {@code out}: the operation {@code index.page}. */
  static <E, T> CompletableFuture<Page<T>> page(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<IndexQuery.Hit<E>, T> out, PageRequest request) {
    Operation operation = s.observer.start("index.page");
    CompletableFuture<Page<T>> page;
    try (Operation.Scope scope = operation.activate()) {
      page = readPage(s, projection, out, request, operation);
    }
    return Observer.endWhenDone(page, operation);
  }

  private static <E, T> CompletableFuture<Page<T>> readPage(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<IndexQuery.Hit<E>, T> out, PageRequest request, Operation operation) {
    return Futures.attempt(() -> {
      PageScope scope = IndexQuery.scope(s, projection);
      byte[] cursor = scope.cursorOf(request); // a refused token fails before the index state is read
      return readable(s, () -> collectPage(s, projection, out, request, scope, cursor, operation));
    });
  }

  /** The page of {@code request} starting after {@code cursor}: one more hit read than the page holds. */
  private static <E, T> CompletableFuture<Page<T>> collectPage(IndexQuery.State<E> s,
      ProjectionMapper<E, ?> projection, Function<IndexQuery.Hit<E>, T> out, PageRequest request, PageScope scope,
      byte[] cursor, Operation operation) {
    return Futures.attempt(() -> {
      int size = request.size();
      Flow.Publisher<IndexQuery.Hit<E>> hits = publisher(s, projection, h -> h, cursor, request.offset(), size + 1L,
          operation);
      return Collect.list(hits).thenApply(read -> {
        List<T> content = new ArrayList<>(Math.min(size, read.size()));
        for (int i = 0; i < Math.min(size, read.size()); i++) {
          content.add(out.apply(read.get(i)));
        }
        return new Page<>(content, read.size() > size ? scope.next(request, read.get(size - 1).key()) : null);
      });
    });
  }

  /**
   * The hits of {@code s} after index row {@code after} (null: from the start), each made into a
   * {@code T} by {@code out}, the data rows read with {@code projection}'s columns (null: the entity);
   * {@code operation} hears of the hits and stale entries, and is left for the caller to end.
   */
  static <E, T> RowPublisher<T> publisher(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<IndexQuery.Hit<E>, T> out, byte[] after, long offset, long limit, Operation operation) {
    TableIo io = s.maintainer.io();
    AsyncConnection connection = io == null ? null : io.asyncConnection();
    if (connection == null || s.executor == null) {
      throw new IllegalStateException("an asynchronous lookup through index " + s.index.name()
          + " needs a maintainer over an asynchronous TableIo and a state started with an executor");
    }
    Scan scan = IndexQuery.entryScan(s, after);
    TableName index = s.index.tableName();
    RowPublisher<T> hits = RowPublisher.batched(connection, index, scan == null ? List.of() : List.of(scan), 0, false,
        s.executor, offset, limit, s.batch,
        entries -> check(s, projection, out, io, entries.toArray(Result[]::new), operation),
        e -> new HBaseAccessException("scan of index " + s.index.name(), index.getNameAsString(), null, e));
    return operation == Operation.NONE ? hits : hits.observed(() -> operation, false);
  }

  /**
   * Reads the data rows of one batch of entries, checks them on the executor (where bad-data handlers
   * run), then removes the stale entries to repair, and hands the current hits on.
   */
  private static <E, T> CompletableFuture<List<T>> check(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<IndexQuery.Hit<E>, T> out, TableIo io, Result[] entries, Operation operation) {
    HitCheck.Reads reads = HitCheck.reads(s, projection, entries);
    TableName data = s.maintainer.schema().tableName();
    return io.get(data, reads.gets()).thenApplyAsync(stored -> {
      List<IndexQuery.Hit<E>> hits = new ArrayList<>(entries.length);
      List<Delete> repairs = HitCheck.verify(s, entries, reads.rows(), stored, hits, operation);
      return new Checked<>(hits, repairs);
    }, s.executor).thenCompose(checked -> {
      if (checked.repairs.isEmpty()) {
        return CompletableFuture.completedFuture(checked.hits);
      }
      return io.delete(s.index.tableName(), checked.repairs).thenApply(v -> {
        s.maintainer.staleRemoved.add(checked.repairs.size());
        return checked.hits;
      });
    }).thenApply(hits -> {
      List<T> made = new ArrayList<>(hits.size());
      for (IndexQuery.Hit<E> hit : hits) {
        made.add(out.apply(hit));
      }
      return made;
    }).exceptionallyCompose(t -> CompletableFuture.failedFuture(failure(s, Futures.unwrap(t))));
  }

  private record Checked<E>(List<IndexQuery.Hit<E>> hits, List<Delete> repairs) {}

  private static Throwable failure(IndexQuery.State<?> s, Throwable t) {
    return t instanceof IOException io ? new HBaseAccessException("lookup through index " + s.index.name(),
        s.maintainer.schema().tableName().getNameAsString(), null, io) : t;
  }
}
