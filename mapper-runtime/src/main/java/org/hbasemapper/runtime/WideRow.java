package org.hbasemapper.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractMap.SimpleImmutableEntry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.ColumnRangeFilter;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;

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
 * Immutable and thread-safe; it holds the caller's {@link Connection}, which stays the caller's to
 * close.
 *
 * @param <K> the map key type (one qualifier per key)
 * @param <V> the value type
 */
public class WideRow<K, V> {
  private static final int DEFAULT_BATCH = 1000;

  private final Connection connection;
  private final TableSchema schema;
  private final String field;
  private final byte[] row;
  private final byte[] family;
  private final KeyCodec<K> keys;
  private final ValueCodec<V> values;
  private final byte[] from;
  private final byte[] to;
  private final int batch;

  WideRow(Connection connection, TableSchema schema, String field, byte[] row, byte[] family,
      KeyCodec<K> keys, ValueCodec<V> values, byte[] from, byte[] to, int batch) {
    this.connection = connection;
    this.schema = schema;
    this.field = field;
    this.row = row;
    this.family = family;
    this.keys = keys;
    this.values = values;
    this.from = from;
    this.to = to;
    this.batch = batch;
  }

  /**
   * The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}; used
   * by generated DAOs.
   */
  public static <K, V> WideRow<K, V> of(Connection connection, TableSchema schema, String field, String family,
      byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new WideRow<>(connection, schema, field, row.clone(), Bytes.toBytes(family), keys, values, null, null,
        DEFAULT_BATCH);
  }

  Connection connection() {
    return connection;
  }

  KeyCodec<K> keys() {
    return keys;
  }

  /** The row key this wide row lives in. */
  public byte[] rowKey() {
    return row.clone();
  }

  /** Writes one entry (one cell), without reading the row. */
  public void put(K key, V value) {
    byte[] qualifier = qualifier(key);
    byte[] cell = MapperSupport.mapValue(values, key, value, schema, field);
    try (Table table = table()) {
      table.put(new Put(row, true).addColumn(family, qualifier, cell));
    } catch (IOException e) {
      throw failure("put", e);
    }
    afterPut(List.<byte[][]>of(new byte[][] {qualifier, cell}));
  }

  /** Called after entries were written to this row: (qualifier, value) pairs. */
  void afterPut(List<byte[][]> entries) {}

  /** Called after an entry was removed from this row. */
  void afterRemove(byte[] qualifier) {}

  /** Writes every entry of {@code entries} in one atomic row mutation. */
  public void putAll(Map<? extends K, ? extends V> entries) {
    if (entries.isEmpty()) {
      return;
    }
    Put put = new Put(row, true);
    List<byte[][]> written = new ArrayList<>(entries.size());
    for (Map.Entry<? extends K, ? extends V> e : entries.entrySet()) {
      byte[] qualifier = qualifier(e.getKey());
      byte[] cell = MapperSupport.mapValue(values, e.getKey(), e.getValue(), schema, field);
      put.addColumn(family, qualifier, cell);
      written.add(new byte[][] {qualifier, cell});
    }
    try (Table table = table()) {
      table.put(put);
    } catch (IOException e) {
      throw failure("putAll", e);
    }
    afterPut(written);
  }

  /** Deletes one entry (every version of its cell), without reading the row. */
  public void remove(K key) {
    byte[] qualifier = qualifier(key);
    try (Table table = table()) {
      table.delete(new Delete(row).addColumns(family, qualifier));
    } catch (IOException e) {
      throw failure("remove", e);
    }
    afterRemove(qualifier);
  }

  /** The value stored under {@code key}, reading that one cell. */
  public Optional<V> get(K key) {
    byte[] qualifier = qualifier(key);
    try (Table table = table()) {
      Result result = table.get(new Get(row).addColumn(family, qualifier));
      Cell cell = result.getColumnLatestCell(family, qualifier);
      return cell == null ? Optional.empty() : Optional.of(decodeValue(cell));
    } catch (IOException e) {
      throw failure("get", e);
    }
  }

  /** Whether an entry is stored under {@code key}, without transferring its value. */
  public boolean contains(K key) {
    byte[] qualifier = qualifier(key);
    try (Table table = table()) {
      return table.exists(new Get(row).addColumn(family, qualifier));
    } catch (IOException e) {
      throw failure("contains", e);
    }
  }

  /**
   * The entries with {@code fromInclusive <= key < toExclusive}, in key order, for reads
   * ({@link #stream}, {@link #page}, {@link #count}); a null bound is open.
   */
  public WideRow<K, V> between(K fromInclusive, K toExclusive) {
    byte[] lo = fromInclusive == null ? null : qualifier(fromInclusive);
    byte[] hi = toExclusive == null ? null : qualifier(toExclusive);
    return copy(lo, hi, batch);
  }

  /** This wide row with other read bounds and batch size; subclasses return their own kind. */
  WideRow<K, V> copy(byte[] lo, byte[] hi, int batchSize) {
    return new WideRow<>(connection, schema, field, row, family, keys, values, lo, hi, batchSize);
  }

  /** This wide row reading {@code cells} qualifiers per round trip when streaming and counting. */
  public WideRow<K, V> batchSize(int cells) {
    if (cells < 1) {
      throw new IllegalArgumentException("batch size must be at least 1, was " + cells);
    }
    return copy(from, to, cells);
  }

  /**
   * Every entry in key order, lazily: a scan of this one row that HBase splits into batches of
   * {@link #batchSize(int)} cells, so memory stays constant however wide the row. Close the stream
   * (try-with-resources) when not reading to the end; it closes itself when exhausted.
   */
  public Stream<Map.Entry<K, V>> stream() {
    ResultScanner scanner;
    Table table;
    try {
      table = table();
      scanner = table.getScanner(scan(false));
    } catch (IOException e) {
      throw failure("stream", e);
    }
    CellIterator cells = new CellIterator(scanner, table);
    Iterator<Map.Entry<K, V>> entries = new Iterator<>() {
      @Override
      public boolean hasNext() {
        return cells.hasNext();
      }

      @Override
      public Map.Entry<K, V> next() {
        return entry(cells.next());
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(entries, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(cells::close);
  }

  /** The number of entries (in the range, when {@link #between} narrowed it), counting keys only. */
  public long count() {
    long n = 0;
    try (Table table = table(); ResultScanner scanner = table.getScanner(scan(true))) {
      for (Result result = scanner.next(); result != null; result = scanner.next()) {
        n += result.rawCells().length;
      }
    } catch (IOException e) {
      throw failure("count", e);
    }
    return n;
  }

  /**
   * One page of entries in key order. A cursor page ({@link PageRequest#ofSize}, then
   * {@link Page#next()}) starts just after the last key of the previous page; an offset page
   * ({@link PageRequest#of}) skips on the server. At most {@code size + 1} cells are read.
   */
  public Page<Map.Entry<K, V>> page(PageRequest request) {
    byte[] start = from;
    byte[] cursor = request.cursor().orElse(null);
    if (cursor != null) {
      byte[] after = Arrays.copyOf(cursor, cursor.length + 1); // the smallest qualifier after the cursor
      start = start == null || Bytes.compareTo(after, start) > 0 ? after : start;
    }
    Get get = new Get(row).addFamily(family);
    Filter range = range(start, to);
    if (range != null) {
      get.setFilter(range);
    }
    get.setMaxResultsPerColumnFamily(request.size() + 1);
    if (request.offset() > 0) {
      get.setRowOffsetPerColumnFamily((int) Math.min(Integer.MAX_VALUE, request.offset()));
    }
    Cell[] cells;
    try (Table table = table()) {
      cells = table.get(get).rawCells();
    } catch (IOException e) {
      throw failure("page", e);
    }
    int n = Math.min(cells.length, request.size());
    List<Map.Entry<K, V>> content = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      content.add(entry(cells[i]));
    }
    PageRequest next = null;
    if (cells.length > request.size()) {
      Cell last = cells[n - 1];
      next = PageRequest.after(Arrays.copyOfRange(last.getQualifierArray(), last.getQualifierOffset(),
          last.getQualifierOffset() + last.getQualifierLength()), request.size());
    }
    return new Page<>(content, next);
  }

  private Scan scan(boolean keysOnly) {
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

  private static Filter range(byte[] lo, byte[] hi) {
    if (lo == null && hi == null) {
      return null;
    }
    return new ColumnRangeFilter(lo, true, hi, false);
  }

  private byte[] qualifier(K key) {
    return MapperSupport.qualifier(keys, key, schema, field);
  }

  private Map.Entry<K, V> entry(Cell cell) {
    try {
      return new SimpleImmutableEntry<>(MapperSupport.decodeQualifier(keys, cell), MapperSupport.decode(values, cell));
    } catch (RuntimeException e) {
      throw MappingException.forCell(schema, cell, e);
    }
  }

  private V decodeValue(Cell cell) {
    try {
      return MapperSupport.decode(values, cell);
    } catch (RuntimeException e) {
      throw MappingException.forCell(schema, cell, e);
    }
  }

  private Table table() throws IOException {
    return connection.getTable(schema.tableName());
  }

  private UncheckedIOException failure(String operation, IOException e) {
    TableName name = schema.tableName();
    return new UncheckedIOException(operation + " on " + schema.entityName() + "." + field + " of row "
        + Bytes.toStringBinary(row) + " in table " + name.getNameAsString() + " failed: " + e.getMessage(), e);
  }

  @Override
  public String toString() {
    return "WideRow[" + schema.entityName() + "." + field + " of row " + Bytes.toStringBinary(row) + "]";
  }

  /** The cells of a batched scan, one at a time; closes scanner and table when exhausted or closed. */
  private final class CellIterator implements Iterator<Cell> {
    private final ResultScanner scanner;
    private final Table table;
    private Cell[] current = new Cell[0];
    private int position;
    private boolean closed;

    CellIterator(ResultScanner scanner, Table table) {
      this.scanner = scanner;
      this.table = table;
    }

    @Override
    public boolean hasNext() {
      while (position >= current.length) {
        if (closed) {
          return false;
        }
        Result result;
        try {
          result = scanner.next();
        } catch (IOException e) {
          close();
          throw failure("stream", e);
        }
        if (result == null) {
          close();
          return false;
        }
        current = result.rawCells();
        position = 0;
      }
      return true;
    }

    @Override
    public Cell next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return current[position++];
    }

    void close() {
      if (closed) {
        return;
      }
      closed = true;
      scanner.close();
      try {
        table.close();
      } catch (IOException e) {
        // nothing to release beyond the scanner, which is closed
      }
    }
  }
}
