package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.AbstractMap.SimpleImmutableEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.filter.ColumnRangeFilter;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.FieldEncoding;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.CellLimit;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * What one row's dynamic family does, for the blocking {@link WideRow} and the asynchronous
 * {@link AsyncWideRow} alike: each read and write as a future through a {@link TableIo} (complete on
 * return over a blocking one), the scan of the row's range, and the encoding and decoding of entries.
 * The facades add the rest: observation, and waiting (blocking) or the executor (asynchronous), the
 * way {@code EntityDao} and {@code AsyncEntityDao} share {@code EntityOperations}. A relation row's
 * operations ({@link RelationOperations}) also keep the inverse entries. Immutable: the modifiers
 * return new operations.
 *
 * @param <K> the map key type (one qualifier per key)
 * @param <V> the value type
 */
@NullUnmarked
class WideRowOperations<K, V> {
  /** Cells per round trip of a stream or count unless {@code batchSize} says otherwise. */
  static final int DEFAULT_BATCH = 1000;
  private static final byte[] NOTHING = new byte[0];

  private final TableIo io;
  private final TableSchema schema;
  private final String field;
  private final byte[] row;
  private final byte[] family;
  private final KeyCodec<K> keys;
  private final ValueCodec<V> values;
  private final byte[] from;
  private final byte[] to;
  private final int batch;
  private final Consumer<? super MappingException> badData;
  private final Observer observer;

  WideRowOperations(TableIo io, TableSchema schema, String field, byte[] row, byte[] family, KeyCodec<K> keys,
      ValueCodec<V> values, byte[] from, byte[] to, int batch, Consumer<? super MappingException> badData,
      Observer observer) {
    this.io = io;
    this.schema = schema;
    this.field = field;
    this.row = row;
    this.family = family;
    this.keys = keys;
    this.values = values;
    this.from = from;
    this.to = to;
    this.batch = batch;
    this.badData = badData;
    this.observer = observer;
  }

  /** The whole of {@code family} (mapped by {@code entity.field}) of the row {@code row}. */
  static <K, V> WideRowOperations<K, V> of(TableIo io, Observer observer, TableSchema schema, String field,
      String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new WideRowOperations<>(io, schema, field, row.clone(), Bytes.toBytes(family), keys, values, null, null,
        DEFAULT_BATCH, null, observer);
  }

  /** Where the operations of wide rows of {@code schema}'s entity start, with {@code options}. */
  static Observer observer(MapperOptions options, TableSchema schema) {
    return Observer.of(options.listener(), schema.entityName(), options.tableName(schema.declared().tableName()));
  }

  Observer observer() {
    return observer;
  }

  TableIo io() {
    return io;
  }

  TableSchema schema() {
    return schema;
  }

  String field() {
    return field;
  }

  /** The row key; the caller's to keep, never to change. */
  byte[] row() {
    return row;
  }

  byte[] family() {
    return family;
  }

  int batch() {
    return batch;
  }

  KeyCodec<K> keys() {
    return keys;
  }

  ValueCodec<V> values() {
    return values;
  }

  /** The row's cell of one entry, then what {@link #afterPut} adds. */
  CompletableFuture<Void> put(K key, V value) {
    byte[] qualifier = qualifier(key);
    byte[] cell = cellValue(key, value);
    return io.put(schema.tableName(), requireCellsFit(new Put(row, true).addColumn(family, qualifier, cell)))
        .exceptionallyCompose(e -> failed("put", e))
        .thenCompose(v -> afterPut(List.<byte[][]>of(new byte[][] {qualifier, cell})));
  }

  /** Called after entries were written to this row: (qualifier, value) pairs. */
  CompletableFuture<Void> afterPut(List<byte[][]> entries) {
    return CompletableFuture.completedFuture(null);
  }

  /** Called after an entry was removed from this row. */
  CompletableFuture<Void> afterRemove(byte[] qualifier) {
    return CompletableFuture.completedFuture(null);
  }

  /** Every entry of {@code entries} in one atomic row mutation, then what {@link #afterPut} adds. */
  CompletableFuture<Void> putAll(Map<? extends K, ? extends V> entries) {
    if (entries.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    Put put = new Put(row, true);
    List<byte[][]> written = new ArrayList<>(entries.size());
    for (Map.Entry<? extends K, ? extends V> e : entries.entrySet()) {
      byte[] qualifier = qualifier(e.getKey());
      byte[] cell = cellValue(e.getKey(), e.getValue());
      put.addColumn(family, qualifier, cell);
      written.add(new byte[][] {qualifier, cell});
    }
    return io.put(schema.tableName(), requireCellsFit(put)).exceptionallyCompose(e -> failed("putAll", e))
        .thenCompose(v -> afterPut(written));
  }

  /** Deletes every version of one entry's cell, then what {@link #afterRemove} adds. */
  CompletableFuture<Void> remove(K key) {
    byte[] qualifier = qualifier(key);
    return io.delete(schema.tableName(), new Delete(row).addColumns(family, qualifier))
        .exceptionallyCompose(e -> failed("remove", e))
        .thenCompose(v -> afterRemove(qualifier));
  }

  /** The value stored under {@code key}, reading that one cell. */
  CompletableFuture<Optional<V>> get(K key) {
    byte[] qualifier = qualifier(key);
    return io.get(schema.tableName(), new Get(row).addColumn(family, qualifier))
        .exceptionallyCompose(e -> failed("get", e))
        .thenApply(result -> {
          Cell cell = result.getColumnLatestCell(family, qualifier);
          return cell == null ? Optional.<V>empty() : Optional.of(decodeValue(cell));
        });
  }

  /** Whether an entry is stored under {@code key}, without transferring its value. */
  CompletableFuture<Boolean> contains(K key) {
    byte[] qualifier = qualifier(key);
    return io.exists(schema.tableName(), new Get(row).addColumn(family, qualifier))
        .exceptionallyCompose(e -> failed("contains", e));
  }

  /** One atomic {@code Increment} of the counter under {@code key}; the new value. */
  CompletableFuture<Long> increment(K key, long delta) {
    if (values != LongValueCodec.INSTANCE) {
      throw new UnsupportedOperationException("increment on " + schema.entityName() + "." + field
          + " needs a dynamic family of Long values (stored as 8-byte HBase counters); " + whatValuesAre());
    }
    byte[] qualifier = qualifier(key);
    return io.increment(schema.tableName(), row, family, qualifier, delta)
        .exceptionallyCompose(e -> failed("increment", e));
  }

  /** What the values of this family are, when they are no counters, and the way to counters. */
  private String whatValuesAre() {
    String type = valueType();
    if (type == null) {
      return "its values are not Long: keep the counts in a family of Long values";
    }
    if (type.equals("Long")) {
      return "its Long values are encoded by a @Convert codec: keep the counts in a family of Long values without one";
    }
    return "its values are " + type + ": keep the counts in a family of Long values";
  }

  /**
   * The value type of the map this family holds, as the schema spells it ({@code Integer} of
   * {@code Map<Long, Integer>}); null when the schema does not say.
   */
  private String valueType() {
    for (ColumnSchema c : schema.columns()) {
      if (c.dynamic() && c.field().equals(field)) {
        String type = c.type();
        int depth = 0;
        for (int i = 0; i < type.length(); i++) {
          char ch = type.charAt(i);
          if (ch == '<') {
            depth++;
          } else if (ch == '>') {
            depth--;
          } else if (ch == ',' && depth == 1) {
            return type.substring(i + 1, type.lastIndexOf('>')).trim();
          }
        }
      }
    }
    return null;
  }

  /**
   * These operations reading only the entries with {@code fromInclusive <= key < toExclusive}: see
   * {@link WideRow#between}.
   */
  WideRowOperations<K, V> between(K fromInclusive, K toExclusive) {
    int fromSide = fromInclusive == null ? 0 : keys.compareToRange(fromInclusive);
    int toSide = toExclusive == null ? 0 : keys.compareToRange(toExclusive);
    if (fromSide != 0 || toSide != 0) {
      if (fromInclusive != null && toExclusive != null) {
        RowBytes.requireOrderedValues(fromInclusive, toExclusive, schema.entityName() + "." + field,
            "swap the bounds");
      }
      if (fromSide > 0 || toSide < 0) {
        return copy(NOTHING, NOTHING, batch, badData); // no qualifier is at or after "" and before it
      }
      fromInclusive = fromSide < 0 ? null : fromInclusive;
      toExclusive = toSide > 0 ? null : toExclusive;
    }
    byte[] lo = fromInclusive == null ? null : qualifier(fromInclusive);
    byte[] hi = toExclusive == null ? null : qualifier(toExclusive);
    if (lo != null && hi != null) {
      RowBytes.requireOrdered(lo, hi, schema.entityName() + "." + field, fromInclusive, "swap the bounds");
    }
    return copy(lo, hi, batch, badData);
  }

  /** These operations skipping unreadable entries, each handed to {@code report}. */
  WideRowOperations<K, V> skipBadData(Consumer<? super MappingException> report) {
    if (report == null) {
      throw new IllegalArgumentException("the bad-data handler must not be null");
    }
    return copy(from, to, batch, report);
  }

  /** These operations reading {@code cells} qualifiers per round trip when streaming and counting. */
  WideRowOperations<K, V> batchSize(int cells) {
    if (cells < 1) {
      throw new IllegalArgumentException("batch size must be at least 1, was " + cells);
    }
    return copy(from, to, cells, badData);
  }

  /** These operations with other read bounds, batch size and bad-data handler; subclasses return their own kind. */
  WideRowOperations<K, V> copy(byte[] lo, byte[] hi, int batchSize, Consumer<? super MappingException> badData) {
    return new WideRowOperations<>(io, schema, field, row, family, keys, values, lo, hi, batchSize, badData,
        observer);
  }

  /** The entry of {@code cell}; null when it cannot be read and a bad-data handler took it. */
  Map.@Nullable Entry<K, V> entryOrSkip(Cell cell) {
    try {
      return entry(cell);
    } catch (MappingException e) {
      if (badData == null) {
        throw e;
      }
      badData.accept(e);
      return null;
    }
  }

  /** One page of entries in key order: see {@link WideRow#page}; a refused token fails the future. */
  CompletableFuture<Page<Map.Entry<K, V>>> page(PageRequest request) {
    return WideRowPages.page(this, from, to, request);
  }

  /** The scan of this row's range, in batches of {@link #batch} cells; keys only for a count. */
  Scan scan(boolean keysOnly) {
    Scan scan = new Scan().withStartRow(row, true).withStopRow(row, true).addFamily(family)
        .setBatch(batch).setCaching(1).setAllowPartialResults(true);
    Filter range = range(from, to);
    if (keysOnly) {
      scan.setFilter(range == null ? new KeyOnlyFilter()
          : new FilterList(FilterList.Operator.MUST_PASS_ALL, range, new KeyOnlyFilter()));
    } else if (range != null) {
      scan.setFilter(range);
    }
    return scan;
  }

  /** The filter of the qualifiers in {@code [lo, hi)}, a null bound open; null when both are. */
  static Filter range(byte[] lo, byte[] hi) {
    if (lo == null && hi == null) {
      return null;
    }
    return new ColumnRangeFilter(lo, true, hi, false);
  }

  private byte[] qualifier(K key) {
    return FieldEncoding.qualifier(keys, key, schema.entityName(), field, schema.tableName().getNameAsString());
  }

  /**
   * {@code put}, once every cell fits the client's {@link CellLimit}: an entry over it is refused
   * before any I/O, naming entity, field, table, row and column, as the DAO refuses one.
   */
  private Put requireCellsFit(Put put) {
    int limit = CellLimit.of(io.configuration());
    Cell oversized = CellLimit.oversized(put, limit);
    if (oversized != null) {
      throw CellLimit.error(schema.entityName(), field, schema.tableName().getNameAsString(), oversized, limit);
    }
    return put;
  }

  /** The cell of one entry; HBase stores no nulls, so a null value is refused. */
  private byte[] cellValue(K key, V value) {
    return FieldEncoding.mapValue(values, key, value, schema.entityName(), field,
        schema.tableName().getNameAsString());
  }

  private Map.Entry<K, V> entry(Cell cell) {
    try {
      return new SimpleImmutableEntry<>(
          keys.read(cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength()),
          values.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength()));
    } catch (RuntimeException e) {
      throw MappingException.forCell(schema, cell, e);
    }
  }

  private V decodeValue(Cell cell) {
    try {
      return values.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
    } catch (RuntimeException e) {
      throw MappingException.forCell(schema, cell, e);
    }
  }

  /**
   * The result of one of these futures, waited for: an I/O failure as the exception the blocking API
   * throws for {@code operation}, a mapper exception as itself.
   */
  <T> T join(CompletableFuture<T> future, String operation) {
    try {
      return Futures.join(future);
    } catch (IOException e) {
      throw failure(operation, e);
    }
  }

  /** {@code failure} of {@code operation}, an I/O failure made the exception the API throws. */
  <T> CompletableFuture<T> failed(String operation, Throwable failure) {
    Throwable cause = Futures.unwrap(failure);
    return CompletableFuture.failedFuture(cause instanceof IOException e ? failure(operation, e) : cause);
  }

  HBaseAccessException failure(String operation, IOException e) {
    return new HBaseAccessException(operation + " of " + schema.entityName() + "." + field,
        schema.tableName().getNameAsString(), row, e);
  }

  @Override
  public String toString() {
    return "WideRow[" + schema.entityName() + "." + field + " of row " + RowBytes.hex(row) + "]";
  }
}
