package org.hbasemapper.runtime;

import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * One row's dynamic family as a sorted map that is never loaded whole: {@code fans:<user_id> = type}
 * with millions of qualifiers is read page by page on the server, so it neither fills the heap nor
 * trips HBase's {@code RowTooBigException}.
 *
 * <p>Single entries are written and read without reading the row: {@link #put}, {@link #remove},
 * {@link #get}, {@link #contains}. Reads of many entries go in qualifier order, which is the order of
 * the keys (qualifiers use the order-preserving key encoding): {@link #stream()} (lazy, batches of
 * {@link #batchSize(int)} cells via scan batching), {@link #page(PageRequest)} (a cursor or an
 * offset, limited per family on the server), {@link #count()} (keys only). {@link #between} narrows
 * the reads to a key range; writes are never narrowed.
 *
 * <pre>{@code
 * WideRow<Long, String> fans = users.fans(42L);
 * fans.put(7L, "close");
 * Page<Map.Entry<Long, String>> first = fans.page(PageRequest.ofSize(100));
 * long many = fans.between(1000L, 2000L).count();
 * }</pre>
 *
 * Immutable and thread-safe; it holds the caller's {@link Connection} (through a {@link TableIo}),
 * which stays the caller's to close. What it does lives in the package-private
 * {@code WideRowOperations}, shared with {@link AsyncWideRow}; this class observes each call and waits
 * for it.
 *
 * @param <K> the map key type (one qualifier per key)
 * @param <V> the value type
 */
@Api
public class WideRow<K, V> {
  private final WideRowOperations<K, V> ops;

  WideRow(WideRowOperations<K, V> ops) {
    this.ops = ops;
  }

  /**
   * The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}; used
   * by generated DAOs.
   */
  @Internal
  public static <K, V> WideRow<K, V> of(Connection connection, TableSchema schema, String field, String family,
      byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return of(TableIo.blocking(connection), schema, field, family, row, keys, values);
  }

  /**
   * The dynamic family {@code family} of the row {@code row}, read and written through {@code io};
   * over an asynchronous port the methods here block the calling thread until HBase answers.
   */
  @Internal
  public static <K, V> WideRow<K, V> of(TableIo io, TableSchema schema, String field, String family,
      byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new WideRow<>(WideRowOperations.of(io, Observer.NONE, schema, field, family, row, keys, values));
  }

  /**
   * The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}, its
   * operations heard by the listener of {@code options}; used by generated DAOs.
   */
  @LimitedPrivate("mapper-dynamic")
  public static <K, V> WideRow<K, V> of(Connection connection, MapperOptions options, TableSchema schema,
      String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new WideRow<>(WideRowOperations.of(TableIo.blocking(connection),
        WideRowOperations.observer(options, schema), schema, field, family, row, keys, values));
  }

  /** What this wide row does, shared with the asynchronous view of it. */
  WideRowOperations<K, V> ops() {
    return ops;
  }

  /** This wide row over {@code other} operations; subclasses return their own kind. */
  WideRow<K, V> with(WideRowOperations<K, V> other) {
    return new WideRow<>(other);
  }

  /** The row key this wide row lives in. */
  public byte[] rowKey() {
    return ops.row().clone();
  }

  /** Writes one entry (one cell), without reading the row. */
  public void put(K key, V value) {
    ops.observer().observed("wideRow.put", op -> ops.join(ops.put(key, value), "put"));
  }

  /** Writes every entry of {@code entries} in one atomic row mutation. */
  public void putAll(Map<? extends K, ? extends V> entries) {
    ops.observer().observed("wideRow.putAll", op -> ops.join(ops.putAll(entries), "putAll"));
  }

  /** Deletes one entry (every version of its cell), without reading the row. */
  public void remove(K key) {
    ops.observer().observed("wideRow.remove", op -> ops.join(ops.remove(key), "remove"));
  }

  /** The value stored under {@code key}, reading that one cell. */
  public Optional<V> get(K key) {
    return ops.observer().observed("wideRow.get", found -> found.isPresent() ? 1 : 0,
        op -> ops.join(ops.get(key), "get"));
  }

  /** Whether an entry is stored under {@code key}, without transferring its value. */
  public boolean contains(K key) {
    return ops.observer().observed("wideRow.contains", found -> found ? 1 : 0,
        op -> ops.join(ops.contains(key), "contains"));
  }

  /**
   * Adds {@code delta} to the counter under {@code key} in one atomic HBase {@code Increment} of that
   * cell (a missing entry counts from 0) and returns the new value: per-key counters such as unread
   * messages per conversation, without reading the row or racing other writers. Only for a family of
   * {@code Long} values, which are stored as 8-byte big-endian longs as HBase counters are.
   *
   * @throws UnsupportedOperationException when the values are not {@code Long}s in that encoding
   */
  public long increment(K key, long delta) {
    return ops.observer().observed("wideRow.increment", null, op -> ops.join(ops.increment(key, delta), "increment"));
  }

  /**
   * The entries with {@code fromInclusive <= key < toExclusive}, in key order, for reads
   * ({@link #stream}, {@link #page}, {@link #count}); a null bound is open. A bound beyond what a key
   * holds ({@code Instant.MIN}, {@code Instant.MAX}) is open too when it lies beyond the stored keys,
   * and selects nothing when it lies on their far side, as in key queries.
   */
  public WideRow<K, V> between(K fromInclusive, K toExclusive) {
    return with(ops.between(fromInclusive, toExclusive));
  }

  /**
   * This wide row skipping entries whose stored key or value cannot be read (in {@link #stream} and
   * {@link #page}), handing each one's {@link MappingException} to {@code report}; without it, the first
   * such entry fails the read. Skipped entries do not count against page sizes.
   */
  public WideRow<K, V> skipBadData(Consumer<? super MappingException> report) {
    return with(ops.skipBadData(report));
  }

  /** This wide row reading {@code cells} qualifiers per round trip when streaming and counting. */
  public WideRow<K, V> batchSize(int cells) {
    return with(ops.batchSize(cells));
  }

  /**
   * Every entry in key order, lazily: a scan of this one row that HBase splits into batches of
   * {@link #batchSize(int)} cells, so memory stays constant however wide the row. Close the stream
   * (try-with-resources) when not reading to the end; it closes itself when exhausted.
   */
  public Stream<Map.Entry<K, V>> stream() {
    return WideRowScans.stream(ops, ops.observer().start("wideRow.stream"), true);
  }

  /** The number of entries (in the range, when {@link #between} narrowed it), counting keys only. */
  public long count() {
    return ops.observer().observed("wideRow.count", n -> n, op -> WideRowScans.count(ops));
  }

  /**
   * One page of entries in key order. A cursor page ({@link PageRequest#ofSize}, then
   * {@link Page#next()}) starts just after the last key of the previous page; an offset page
   * ({@link PageRequest#atOffset}) skips on the server. At most {@code size + 1} cells are read. The
   * request may come from an untrusted token: one issued for another row, family or range, or a
   * cursor outside this range, is refused with an {@link IllegalArgumentException}.
   */
  public Page<Map.Entry<K, V>> page(PageRequest request) {
    return ops.observer().observed("wideRow.page", page -> page.content().size(),
        op -> ops.join(ops.page(request), "page"));
  }

  @Override
  public String toString() {
    return ops.toString();
  }
}
