package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.RowPublisher;
import org.hbasemapper.runtime.scan.ScanCount;
import org.jspecify.annotations.Nullable;

/**
 * {@link WideRow}, asynchronously: one dynamic family of one row, read and written entry by entry,
 * with futures and a publisher of entries with backpressure. The same reads and writes as the
 * blocking wide row (both are views of the package-private {@code WideRowOperations}, this one
 * through an asynchronous {@link TableIo}), the same page tokens; futures and signals complete on the
 * executor. Immutable; modifiers return a new view.
 *
 * @param <K> the entry key type
 * @param <V> the entry value type
 */
@Api
public class AsyncWideRow<K, V> {
  private final WideRowOperations<K, V> row;
  private final Executor executor;

  AsyncWideRow(WideRowOperations<K, V> row, Executor executor) {
    this.row = row;
    this.executor = executor;
  }

  /**
   * The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}; used by
   * generated DAOs.
   */
  @Internal
  public static <K, V> AsyncWideRow<K, V> of(AsyncConnection connection, Executor executor, TableSchema schema,
      String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new AsyncWideRow<>(WideRowOperations.of(TableIo.async(connection), Observer.NONE, schema, field, family,
        row, keys, values), executor);
  }

  /**
   * The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}, its
   * operations heard by the listener of {@code options}; used by generated DAOs.
   */
  @Internal
  public static <K, V> AsyncWideRow<K, V> of(AsyncConnection connection, Executor executor, MapperOptions options,
      TableSchema schema, String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new AsyncWideRow<>(WideRowOperations.of(TableIo.async(connection), WideRowOperations.observer(options,
        schema), schema, field, family, row, keys, values), executor);
  }

  /** What this view does, as the blocking wide row does it. */
  WideRowOperations<K, V> row() {
    return row;
  }

  Executor executor() {
    return executor;
  }

  /** This view over {@code other}; subclasses return their own kind. */
  AsyncWideRow<K, V> with(WideRowOperations<K, V> other) {
    return new AsyncWideRow<>(other, executor);
  }

  /** The row key this wide row lives in. */
  public byte[] rowKey() {
    return row.row().clone();
  }

  /** Writes one entry (one cell). */
  public CompletableFuture<@Nullable Void> put(K key, V value) {
    return on("wideRow.put", null, () -> row.put(key, value));
  }

  /** Writes several entries in one row mutation. */
  public CompletableFuture<@Nullable Void> putAll(Map<? extends K, ? extends V> entries) {
    return on("wideRow.putAll", null, () -> row.putAll(entries));
  }

  /** Removes one entry (every version of its cell). */
  public CompletableFuture<@Nullable Void> remove(K key) {
    return on("wideRow.remove", null, () -> row.remove(key));
  }

  /** The value of one entry, if any, reading that one cell. */
  public CompletableFuture<Optional<V>> get(K key) {
    return on("wideRow.get", found -> found.isPresent() ? 1 : 0, () -> row.get(key));
  }

  /** Whether the entry exists, without transferring its value. */
  public CompletableFuture<Boolean> contains(K key) {
    return on("wideRow.contains", found -> found ? 1 : 0, () -> row.contains(key));
  }

  /** Adds {@code delta} to a counter entry; the new value. See {@link WideRow#increment}. */
  public CompletableFuture<Long> increment(K key, long delta) {
    return on("wideRow.increment", null, () -> row.increment(key, delta));
  }

  /** The entries with keys in {@code [fromInclusive, toExclusive)}, for reads; a null bound is open. */
  public AsyncWideRow<K, V> between(K fromInclusive, K toExclusive) {
    return with(row.between(fromInclusive, toExclusive));
  }

  /** Skips entries whose stored data cannot be read, handing each one's exception to {@code report}. */
  public AsyncWideRow<K, V> skipBadData(Consumer<? super MappingException> report) {
    return with(row.skipBadData(report));
  }

  /** Cells fetched per round trip (default 1000). */
  public AsyncWideRow<K, V> batchSize(int cells) {
    return with(row.batchSize(cells));
  }

  /**
   * The entries in key order, with backpressure: the row is scanned in batches of {@link #batchSize}
   * cells, and the scan is suspended until the subscriber has taken a batch's entries.
   */
  public Flow.Publisher<Map.Entry<K, V>> publisher() {
    return cells("wideRow.publisher", cells -> {
      List<Map.Entry<K, V>> entries = new ArrayList<>(cells.length);
      for (Cell cell : cells) {
        Map.Entry<K, V> entry = row.entryOrSkip(cell);
        if (entry != null) {
          entries.add(entry);
        }
      }
      return CompletableFuture.completedFuture(entries);
    }, row.batch());
  }

  /** The number of entries (in the range, when narrowed), counted on the server from keys only. */
  public CompletableFuture<Long> count() {
    return on("wideRow.count", n -> n, () -> ScanCount.cells(row.io().asyncConnection(), row.schema().tableName(),
        row.scan(true), e -> row.failure("count", e)));
  }

  /** One page of entries; tokens are {@link WideRow#page}'s, and a refused one fails the future. */
  public CompletableFuture<Page<Map.Entry<K, V>>> page(PageRequest request) {
    return on("wideRow.page", page -> page.content().size(), () -> row.page(request));
  }

  /**
   * A publisher of what {@code batch} makes of each batch of this row's cells, scanned
   * {@code cellsPerBatch} cells at a time; each subscription is an operation {@code operation} of its
   * own, hearing of the items made.
   */
  <T> Flow.Publisher<T> cells(String operation, java.util.function.Function<Cell[], CompletableFuture<List<T>>> batch,
      int cellsPerBatch) {
    Scan scan = row.scan(false).setBatch(cellsPerBatch);
    RowPublisher<T> cells = RowPublisher.batched(row.io().asyncConnection(), row.schema().tableName(), List.of(scan),
        0, false, executor, 0, -1, 1, (List<Result> results) -> batch.apply(results.get(0).rawCells()),
        e -> row.failure("publisher", e));
    Observer observer = row.observer();
    return observer.active() ? cells.observed(() -> observer.start(operation), true) : cells;
  }

  /**
   * {@code step}'s future as the operation {@code operation}, active while the calls are issued and
   * ended (after hearing the rows {@code rows} counts, when not null) before the future completes on
   * the executor; what it throws fails the future instead.
   */
  <T> CompletableFuture<T> on(String operation, @Nullable ToLongFunction<? super T> rows, Supplier<CompletableFuture<T>> step) {
    Operation op = row.observer().start(operation);
    CompletableFuture<T> issued;
    try (Operation.Scope scope = op.activate()) {
      issued = Futures.attempt(step::get);
    }
    return Futures.on(Observer.endWhenDone(issued, op, rows), executor);
  }

  @Override
  public String toString() {
    return "Async" + row;
  }
}
