package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;

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
public final class RelationRow<K, V, T> extends WideRow<K, V> {
  /** Target rows read per multi-get by {@link #load()}. */
  static final int LOAD_BATCH = 100;

  private final RelationLink link;
  private final EntityMapper<T, ?> targetMapper;
  private final TableSchema schema;
  private final String field;
  private final byte[] family;
  private final ValueCodec<V> values;

  private RelationRow(Connection connection, TableSchema schema, String field, byte[] row, byte[] family,
      KeyCodec<K> keys, ValueCodec<V> values, byte[] from, byte[] to, int batch,
      Consumer<? super MappingException> badData, RelationLink link, EntityMapper<T, ?> targetMapper) {
    super(connection, schema, field, row, family, keys, values, from, to, batch, badData);
    this.link = link;
    this.targetMapper = targetMapper;
    this.schema = schema;
    this.field = field;
    this.family = family;
    this.values = values;
  }

  /** The relation row of {@code field} in the row {@code row}; used by generated DAOs. */
  @Internal
  public static <K, V, T> RelationRow<K, V, T> of(Connection connection, TableSchema schema, String field,
      String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values, RelationLink link,
      EntityMapper<T, ?> targetMapper) {
    return new RelationRow<>(connection, schema, field, row.clone(), org.apache.hadoop.hbase.util.Bytes.toBytes(family),
        keys, values, null, null, 1000, null, link, targetMapper);
  }

  @Override
  @SuppressWarnings("unchecked") // copy() below builds a RelationRow<K, V, T>
  public RelationRow<K, V, T> between(K fromInclusive, K toExclusive) {
    return (RelationRow<K, V, T>) super.between(fromInclusive, toExclusive);
  }

  @Override
  @SuppressWarnings("unchecked") // copy() below builds a RelationRow<K, V, T>
  public RelationRow<K, V, T> batchSize(int cells) {
    return (RelationRow<K, V, T>) super.batchSize(cells);
  }

  @Override
  @SuppressWarnings("unchecked") // copy() below builds a RelationRow<K, V, T>
  public RelationRow<K, V, T> skipBadData(Consumer<? super MappingException> report) {
    return (RelationRow<K, V, T>) super.skipBadData(report);
  }

  /**
   * Not available on a relation family: its entries are kept in step with the target's inverse
   * family, which a counter update would bypass.
   */
  @Override
  public long increment(K key, long delta) {
    throw new UnsupportedOperationException("increment on " + schema.entityName() + "." + field
        + " is not available: it is a @Relation family, kept in step with its inverse by put and remove");
  }

  @Override
  WideRow<K, V> copy(byte[] lo, byte[] hi, int batchSize, Consumer<? super MappingException> badData) {
    return new RelationRow<>(connection(), schema, field, rowKey(), family, keys(), values, lo, hi, batchSize,
        badData, link, targetMapper);
  }

  @Override
  void afterPut(List<byte[][]> entries) {
    link.putInverse(connection(), rowKey(), entries);
  }

  @Override
  void afterRemove(byte[] qualifier) {
    link.deleteInverse(connection(), rowKey(), List.of(qualifier));
  }

  /**
   * The target entities this row points at, in key order, read with multi-gets of
   * {@value #LOAD_BATCH} rows; keys whose target row does not exist are left out. Lazy: close the
   * stream when not reading to the end.
   */
  public Stream<T> load() {
    Stream<Map.Entry<K, V>> entries = stream();
    Iterator<Map.Entry<K, V>> keys = entries.iterator();
    WideRowSource targetRows = WideRowSource.of(connection(), targetMapper.schema());
    Iterator<T> targets = new Iterator<>() {
      private final List<T> buffer = new ArrayList<>();
      private int position;

      @Override
      public boolean hasNext() {
        while (position >= buffer.size()) {
          if (!keys.hasNext()) {
            return false;
          }
          buffer.clear();
          position = 0;
          List<Get> gets = new ArrayList<>(LOAD_BATCH);
          while (keys.hasNext() && gets.size() < LOAD_BATCH) {
            gets.add(new Get(link.targetRow(keys().encode(keys.next().getKey()))));
          }
          try (Table table = connection().getTable(targetMapper.schema().tableName())) {
            for (Result result : table.get(gets)) {
              T t = targetMapper.fromResult(result, targetRows);
              if (t != null) {
                buffer.add(t);
              }
            }
          } catch (IOException e) {
            throw new HBaseAccessException("loading " + link.name(),
                targetMapper.schema().tableName().getNameAsString(), null, e);
          }
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
        false).onClose(entries::close);
  }
}
