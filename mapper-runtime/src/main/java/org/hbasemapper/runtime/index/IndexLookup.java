package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.Collect;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.runtime.scan.RowPublisher;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * What a lookup through a secondary index does, for {@link IndexQuery}, {@link AsyncIndexQuery} and
 * {@link ProjectedIndexQuery} alike: scan the index rows of the lookup's range, read the data rows
 * they point at a batch at a time, keep the hits that still match ({@link HitCheck}), then window
 * them by offset and limit. Blocking, the hits come from an {@link IndexHits} iterator; asynchronous,
 * from a batched {@link RowPublisher} whose stage reads and checks each batch. Both bind their page
 * tokens to the same {@link #scope}, so tokens are interchangeable. The facades only start the
 * operation of each terminal and hand over the state.
 */
@NullUnmarked
final class IndexLookup {
  private IndexLookup() {}

  /** A verified hit: the index row key, its entity (only the fields read) and the data row read. */
  record Hit<E>(byte[] key, E entity, Result row) {}

  /**
   * The hits of {@code s}, each made into a {@code T} by {@code out}, after offset and limit; the data
   * rows read with {@code projection}'s columns (null: the whole entity). {@code operation} hears of
   * the hits and stale entries, and ends when the stream is exhausted or closed, or fails.
   */
  static <E, T> Stream<T> stream(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection, Function<Hit<E>, T> out,
      Operation operation) {
    IndexHits<E> hits;
    try {
      hits = new IndexHits<>(s, projection, null, operation);
    } catch (RuntimeException | Error e) {
      operation.end(e);
      throw e;
    }
    Iterator<T> mapped = new Iterator<>() {
      long skipped;
      long returned;

      @Override
      public boolean hasNext() {
        while (skipped < s.offset && hits.hasNext()) {
          hits.next();
          skipped++;
        }
        return (s.limit < 0 || returned < s.limit) && hits.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        returned++;
        return out.apply(hits.next());
      }
    };
    LeakDetector.watch(mapped, hits, "a lookup stream on index " + s.index.name() + " of table "
        + s.maintainer.schema().tableName().getNameAsString());
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(mapped, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(() -> {
          hits.close();
          hits.ended(null);
        });
  }

  /** One page of {@code s}'s hits, each made into a {@code T} by {@code out}; {@code operation} ends with it. */
  static <E, T> Page<T> page(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection, Function<Hit<E>, T> out,
      PageRequest request, Operation operation) {
    Page<T> page;
    try {
      page = readPage(s, projection, out, request, operation);
    } catch (RuntimeException | Error e) {
      operation.end(e);
      throw e;
    }
    operation.end(null);
    return page;
  }

  private static <E, T> Page<T> readPage(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<Hit<E>, T> out, PageRequest request, Operation operation) {
    PageScope scope = scope(s, projection);
    byte[] cursor = scope.cursorOf(request);
    // sized by what arrives, never by the request: a request is untrusted input
    List<T> content = new ArrayList<>();
    byte[] last = null;
    boolean more = false;
    try (IndexHits<E> hits = new IndexHits<>(s, projection, cursor, operation)) {
      long skip = request.offset();
      while (skip > 0 && hits.hasNext()) {
        hits.next();
        skip--;
      }
      while (hits.hasNext()) {
        if (content.size() == request.size()) {
          more = true;
          break;
        }
        Hit<E> hit = hits.next();
        content.add(out.apply(hit));
        last = hit.key();
      }
      hits.reportRows();
    }
    return new Page<>(content, more ? scope.next(request, last) : null);
  }

  /** What the lookup's page tokens are bound to: table, entity, index, range, projection and conditions. */
  static PageScope scope(IndexQuery.State<?> s, ProjectionMapper<?, ?> projection) {
    List<String> identity = new ArrayList<>(List.of("index", s.maintainer.schema().tableName().getNameAsString(),
        s.maintainer.schema().entityName(), s.index.name()));
    if (projection != null) {
      identity.add("select " + projection.type().getName());
    }
    if (s.condition != null) {
      identity.add("where " + s.condition);
    }
    return PageScope.of("the lookup through index " + s.index.name() + " of "
        + s.maintainer.schema().entityName(), s.lo, stop(s), false, identity.toArray(String[]::new));
  }

  /**
   * The scan of the index rows of {@code s}'s range, after {@code after} when not null, fetching
   * {@code s.batch} rows a round trip; null when nothing is left to read.
   */
  static @Nullable Scan entryScan(IndexQuery.State<?> s, byte[] after) {
    byte[] stop = stop(s);
    if (stop.length > 0 && Bytes.compareTo(after != null ? after : s.lo, stop) >= 0) {
      return null;
    }
    Scan scan = new Scan().addColumn(IndexCells.FAMILY, IndexCells.REFERENCE).setCaching(s.batch);
    if (after != null) {
      scan.withStartRow(after, false);
    } else {
      scan.withStartRow(s.lo, true);
    }
    if (stop.length > 0) {
      scan.withStopRow(stop, false);
    }
    return scan;
  }

  /** The first index row after the lookup's range; empty when the range runs to the end of the table. */
  private static byte[] stop(IndexQuery.State<?> s) {
    return s.hi != null ? s.hi : RowBytes.prefixStop(s.prefix);
  }

  /**
   * The hits of {@code s} made into {@code T}s by {@code out}, published; each subscription is an
   * operation {@code operation} of its own, ended when it completes, fails or is cancelled.
   */
  static <E, T> Flow.Publisher<T> publisher(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<Hit<E>, T> out, String operation) {
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
      Objects.requireNonNull(subscriber, "subscriber");
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
  static <T> CompletableFuture<T> readable(IndexQuery.State<?> s, Supplier<CompletableFuture<T>> read) {
    CompletableFuture<Void> readable = s.readable();
    if (readable.isDone() && !readable.isCompletedExceptionally()) {
      return read.get();
    }
    return readable.thenCompose(v -> read.get());
  }

  /** The hits of {@code s} as a list: the operation {@code operation}. */
  static <E, T> CompletableFuture<List<T>> list(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<Hit<E>, T> out, String operation) {
    Operation observed = s.observer.start(operation);
    CompletableFuture<List<T>> read;
    try (Operation.Scope scope = observed.activate()) {
      read = Futures.attempt(() -> readable(s, () -> Collect.list(publisher(s, projection, out, null, s.offset,
          s.limit, observed))));
    }
    return Observer.endWhenDone(read, observed);
  }

  /**
   * One page of {@code s}'s hits, each made into a {@code T} by {@code out}, as a future: the operation
   * {@code index.page}; a refused token fails it.
   */
  static <E, T> CompletableFuture<Page<T>> pageAsync(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection,
      Function<Hit<E>, T> out, PageRequest request) {
    Operation operation = s.observer.start("index.page");
    CompletableFuture<Page<T>> page;
    try (Operation.Scope scope = operation.activate()) {
      page = Futures.attempt(() -> {
        PageScope bound = scope(s, projection);
        byte[] cursor = bound.cursorOf(request); // a refused token fails before the index state is read
        return readable(s, () -> collectPage(s, projection, out, request, bound, cursor, operation));
      });
    }
    return Observer.endWhenDone(page, operation);
  }

  /** The page of {@code request} starting after {@code cursor}: one more hit read than the page holds. */
  private static <E, T> CompletableFuture<Page<T>> collectPage(IndexQuery.State<E> s,
      ProjectionMapper<E, ?> projection, Function<Hit<E>, T> out, PageRequest request, PageScope scope,
      byte[] cursor, Operation operation) {
    return Futures.attempt(() -> {
      int size = request.size();
      Flow.Publisher<Hit<E>> hits = publisher(s, projection, h -> h, cursor, request.offset(), size + 1L,
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
      Function<Hit<E>, T> out, byte[] after, long offset, long limit, Operation operation) {
    TableIo io = s.maintainer.io();
    AsyncConnection connection = io == null ? null : io.asyncConnection();
    if (connection == null || s.executor == null) {
      throw new IllegalStateException("an asynchronous lookup through index " + s.index.name()
          + " needs a maintainer over an asynchronous TableIo and a state started with an executor");
    }
    Scan scan = entryScan(s, after);
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
      Function<Hit<E>, T> out, TableIo io, Result[] entries, Operation operation) {
    HitCheck.Reads reads = HitCheck.reads(s, projection, entries);
    TableName data = s.maintainer.schema().tableName();
    return io.get(data, reads.gets()).thenApplyAsync(stored -> {
      List<Hit<E>> hits = new ArrayList<>(entries.length);
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
      for (Hit<E> hit : hits) {
        made.add(out.apply(hit));
      }
      return made;
    }).exceptionallyCompose(t -> CompletableFuture.failedFuture(failure(s, Futures.unwrap(t))));
  }

  private record Checked<E>(List<Hit<E>> hits, List<Delete> repairs) {}

  private static Throwable failure(IndexQuery.State<?> s, Throwable t) {
    return t instanceof IOException io ? new HBaseAccessException("lookup through index " + s.index.name(),
        s.maintainer.schema().tableName().getNameAsString(), null, io) : t;
  }
}
