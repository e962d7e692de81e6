package org.hbasemapper.runtime;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * {@link WideRow}, asynchronously: one dynamic family of one row, read and written entry by entry,
 * with futures and a publisher of entries with backpressure. Immutable; modifiers return a new view.
 *
 * @param <K> the entry key type
 * @param <V> the entry value type
 */
public class AsyncWideRow<K, V> {

  AsyncWideRow() {}

  /** The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}; used by generated DAOs. */
  @Internal
  public static <K, V> AsyncWideRow<K, V> of(AsyncConnection connection, Executor executor, TableSchema schema,
      String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The row key this wide row lives in. */
  public byte[] rowKey() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Writes one entry (one cell). */
  public CompletableFuture<Void> put(K key, V value) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Writes several entries in one row mutation. */
  public CompletableFuture<Void> putAll(Map<? extends K, ? extends V> entries) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Removes one entry. */
  public CompletableFuture<Void> remove(K key) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The value of one entry, if any. */
  public CompletableFuture<Optional<V>> get(K key) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Whether the entry exists. */
  public CompletableFuture<Boolean> contains(K key) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Adds {@code delta} to a counter entry; the new value. */
  public CompletableFuture<Long> increment(K key, long delta) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The entries with keys in {@code [fromInclusive, toExclusive)}. */
  public AsyncWideRow<K, V> between(K fromInclusive, K toExclusive) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Skips entries whose stored data cannot be read. */
  public AsyncWideRow<K, V> skipBadData(Consumer<? super MappingException> report) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Cells fetched per round trip. */
  public AsyncWideRow<K, V> batchSize(int cells) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The entries in key order, with backpressure. */
  public Flow.Publisher<Map.Entry<K, V>> publisher() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The number of entries, counted on the server. */
  public CompletableFuture<Long> count() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** One page of entries. */
  public CompletableFuture<Page<Map.Entry<K, V>>> page(PageRequest request) {
    throw new UnsupportedOperationException("not built yet");
  }
}
