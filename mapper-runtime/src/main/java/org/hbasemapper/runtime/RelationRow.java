package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * The {@link WideRow} of a {@code @Relation} field: its keys are row keys of the target entity
 * {@code T}. {@link #put}, {@link #putAll} and {@link #remove} also write the inverse entry in the
 * target row (this row first, then the target; see {@link RelationLink} for what a failure in
 * between leaves), and {@link #load()} reads the target entities.
 *
 * <pre>{@code
 * RelationRow<Long, String, Item> items = shops.items(shopId);
 * items.put(itemId, "featured");            // shop item:<itemId> and item shop:<shopId>
 * try (Stream<Item> all = items.load()) { ... }   // batched multi-gets, in key order
 * }</pre>
 *
 * @param <K> the target's key type
 * @param <V> the value type
 * @param <T> the target entity
 */
@Api
public final class RelationRow<K, V, T> extends WideRow<K, V> {
  /** Target rows read per multi-get by {@link #load()}. */
  static final int LOAD_BATCH = 100;

  private final RelationOperations<K, V, T> relation;

  RelationRow(RelationOperations<K, V, T> relation) {
    super(relation);
    this.relation = relation;
  }

  /** The relation row of {@code field} in the row {@code row}; used by generated DAOs. */
  @Internal
  public static <K, V, T> RelationRow<K, V, T> of(Connection connection, TableSchema schema, String field,
      String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values, RelationLink link,
      EntityMapper<T, ?> targetMapper) {
    return of(TableIo.blocking(connection), schema, field, family, row, keys, values, link, targetMapper);
  }

  /**
   * The relation row of {@code field} in the row {@code row}, read and written through {@code io}. The
   * generated DAO hands in its own schema, mapped when it was built with a namespace mapping, and the
   * link and target mapper as declared: they are mapped here the same way.
   */
  @Internal
  public static <K, V, T> RelationRow<K, V, T> of(TableIo io, TableSchema schema, String field,
      String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values, RelationLink link,
      EntityMapper<T, ?> targetMapper) {
    return new RelationRow<>(RelationOperations.of(io, Observer.NONE, schema, field, family, row, keys, values, link,
        targetMapper));
  }

  /**
   * The relation row of {@code field} in the row {@code row}, its operations heard by the listener of
   * {@code options}; used by generated DAOs.
   */
  @Internal
  public static <K, V, T> RelationRow<K, V, T> of(Connection connection, MapperOptions options, TableSchema schema,
      String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values, RelationLink link,
      EntityMapper<T, ?> targetMapper) {
    return new RelationRow<>(RelationOperations.of(TableIo.blocking(connection),
        WideRowOperations.observer(options, schema), schema, field, family, row, keys, values, link, targetMapper));
  }

  @Override
  @SuppressWarnings("unchecked") // the operations of a relation row copy into their own kind
  WideRow<K, V> with(WideRowOperations<K, V> other) {
    return new RelationRow<>((RelationOperations<K, V, T>) other);
  }

  @Override
  @SuppressWarnings("unchecked") // with() above builds a RelationRow<K, V, T>
  public RelationRow<K, V, T> between(K fromInclusive, K toExclusive) {
    return (RelationRow<K, V, T>) super.between(fromInclusive, toExclusive);
  }

  @Override
  @SuppressWarnings("unchecked") // with() above builds a RelationRow<K, V, T>
  public RelationRow<K, V, T> batchSize(int cells) {
    return (RelationRow<K, V, T>) super.batchSize(cells);
  }

  @Override
  @SuppressWarnings("unchecked") // with() above builds a RelationRow<K, V, T>
  public RelationRow<K, V, T> skipBadData(Consumer<? super MappingException> report) {
    return (RelationRow<K, V, T>) super.skipBadData(report);
  }

  /**
   * Not available on a relation family: its entries are kept in step with the target's inverse
   * family, which a counter update would bypass.
   */
  @Override
  public long increment(K key, long delta) {
    throw relation.notCounters();
  }

  /**
   * The target entities this row points at, in key order, read with multi-gets of
   * {@value #LOAD_BATCH} rows; keys whose target row does not exist are left out. Lazy: close the
   * stream when not reading to the end.
   */
  public Stream<T> load() {
    // one operation over the entries read and their targets: its rows are the targets found
    Operation operation = relation.observer().start("relation.load");
    Stream<Map.Entry<K, V>> entries = WideRowScans.stream(relation, operation, false);
    Iterator<Map.Entry<K, V>> keys = entries.iterator();
    long[] found = {0};
    Iterator<T> targets = new Iterator<>() {
      private List<T> buffer = List.of();
      private int position;

      @Override
      public boolean hasNext() {
        while (position >= buffer.size()) {
          boolean more;
          try {
            more = keys.hasNext();
          } catch (RuntimeException | Error e) {
            operation.end(e);
            throw e;
          }
          if (!more) {
            operation.rows(found[0]);
            operation.end(null);
            return false;
          }
          List<byte[]> batch = new ArrayList<>(LOAD_BATCH);
          try (Operation.Scope scope = operation.activate()) {
            while (keys.hasNext() && batch.size() < LOAD_BATCH) {
              batch.add(relation.keys().encode(keys.next().getKey()));
            }
            buffer = relation.join(relation.targets(batch, null), "load");
            found[0] += buffer.size();
          } catch (RuntimeException | Error e) {
            operation.end(e);
            entries.close();
            throw e;
          }
          position = 0;
        }
        return true;
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return buffer.get(position++);
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(targets, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(() -> {
          entries.close();
          operation.end(null); // closed before the end: nothing more is read
        });
  }
}
