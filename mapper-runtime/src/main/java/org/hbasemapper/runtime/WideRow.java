package org.hbasemapper.runtime;

import java.io.IOException;
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
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Increment;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.filter.ColumnRangeFilter;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.codec.FieldEncoding;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.CellLimit;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.runtime.scan.Rows;
import org.hbasemapper.runtime.bytes.RowBytes;

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
 * which stays the caller's to close.
 *
 * @param <K> the map key type (one qualifier per key)
 * @param <V> the value type
 */
public class WideRow<K, V> {
  private static final int DEFAULT_BATCH = 1000;
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

  WideRow(TableIo io, TableSchema schema, String field, byte[] row, byte[] family,
      KeyCodec<K> keys, ValueCodec<V> values, byte[] from, byte[] to, int batch,
      Consumer<? super MappingException> badData, Observer observer) {
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
    return of(io, Observer.NONE, schema, field, family, row, keys, values);
  }

  /**
   * The dynamic family {@code family} (mapped by {@code entity.field}) of the row {@code row}, its
   * operations heard by the listener of {@code options}; used by generated DAOs.
   */
  @Internal
  public static <K, V> WideRow<K, V> of(Connection connection, MapperOptions options, TableSchema schema,
      String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return of(TableIo.blocking(connection), observer(options, schema), schema, field, family, row, keys, values);
  }

  static <K, V> WideRow<K, V> of(TableIo io, Observer observer, TableSchema schema, String field, String family,
      byte[] row, KeyCodec<K> keys, ValueCodec<V> values) {
    return new WideRow<>(io, schema, field, row.clone(), Bytes.toBytes(family), keys, values, null, null,
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

  int batch() {
    return batch;
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
    observed("wideRow.put", "put", null, () -> putAsync(key, value));
  }

  /**
   * The blocking {@code call}, as the operation {@code operation} ({@code name} in messages), active
   * while it runs, reporting the rows {@code rows} counts in its value (none when null).
   */
  <T> T observed(String operation, String name, ToLongFunction<? super T> rows, Supplier<CompletableFuture<T>> call) {
    return observer.observed(operation, rows, op -> join(call.get(), name));
  }

  /** {@link #put} as a future: the row's cell, then what {@link #afterPut} adds. */
  CompletableFuture<Void> putAsync(K key, V value) {
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

  /** Writes every entry of {@code entries} in one atomic row mutation. */
  public void putAll(Map<? extends K, ? extends V> entries) {
    observed("wideRow.putAll", "putAll", null, () -> putAllAsync(entries));
  }

  /** {@link #putAll} as a future. */
  CompletableFuture<Void> putAllAsync(Map<? extends K, ? extends V> entries) {
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

  /** Deletes one entry (every version of its cell), without reading the row. */
  public void remove(K key) {
    observed("wideRow.remove", "remove", null, () -> removeAsync(key));
  }

  /** {@link #remove} as a future. */
  CompletableFuture<Void> removeAsync(K key) {
    byte[] qualifier = qualifier(key);
    return io.delete(schema.tableName(), new Delete(row).addColumns(family, qualifier))
        .exceptionallyCompose(e -> failed("remove", e))
        .thenCompose(v -> afterRemove(qualifier));
  }

  /** The value stored under {@code key}, reading that one cell. */
  public Optional<V> get(K key) {
    return observed("wideRow.get", "get", found -> found.isPresent() ? 1 : 0, () -> getAsync(key));
  }

  /** {@link #get} as a future. */
  CompletableFuture<Optional<V>> getAsync(K key) {
    byte[] qualifier = qualifier(key);
    return io.get(schema.tableName(), new Get(row).addColumn(family, qualifier))
        .exceptionallyCompose(e -> failed("get", e))
        .thenApply(result -> {
          Cell cell = result.getColumnLatestCell(family, qualifier);
          return cell == null ? Optional.<V>empty() : Optional.of(decodeValue(cell));
        });
  }

  /** Whether an entry is stored under {@code key}, without transferring its value. */
  public boolean contains(K key) {
    return observed("wideRow.contains", "contains", found -> found ? 1 : 0, () -> containsAsync(key));
  }

  /** {@link #contains} as a future. */
  CompletableFuture<Boolean> containsAsync(K key) {
    byte[] qualifier = qualifier(key);
    return io.exists(schema.tableName(), new Get(row).addColumn(family, qualifier))
        .exceptionallyCompose(e -> failed("contains", e));
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
    return observed("wideRow.increment", "increment", null, () -> incrementAsync(key, delta));
  }

  /** {@link #increment} as a future. */
  CompletableFuture<Long> incrementAsync(K key, long delta) {
    if (values != LongValueCodec.INSTANCE) {
      throw new UnsupportedOperationException("increment on " + schema.entityName() + "." + field
          + " needs a dynamic family of Long values (stored as 8-byte HBase counters); its values are not");
    }
    byte[] qualifier = qualifier(key);
    return io.increment(schema.tableName(), row, family, qualifier, delta)
        .exceptionallyCompose(e -> failed("increment", e));
  }

  /**
   * The entries with {@code fromInclusive <= key < toExclusive}, in key order, for reads
   * ({@link #stream}, {@link #page}, {@link #count}); a null bound is open. A bound beyond what a key
   * holds ({@code Instant.MIN}, {@code Instant.MAX}) is open too when it lies beyond the stored keys,
   * and selects nothing when it lies on their far side, as in key queries.
   */
  public WideRow<K, V> between(K fromInclusive, K toExclusive) {
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

  /** This wide row with other read bounds, batch size and bad-data handler; subclasses return their own kind. */
  WideRow<K, V> copy(byte[] lo, byte[] hi, int batchSize, Consumer<? super MappingException> badData) {
    return new WideRow<>(io, schema, field, row, family, keys, values, lo, hi, batchSize, badData, observer);
  }

  /**
   * This wide row skipping entries whose stored key or value cannot be read (in {@link #stream} and
   * {@link #page}), handing each one's {@link MappingException} to {@code report}; without it, the first
   * such entry fails the read. Skipped entries do not count against page sizes.
   */
  public WideRow<K, V> skipBadData(Consumer<? super MappingException> report) {
    if (report == null) {
      throw new IllegalArgumentException("the bad-data handler must not be null");
    }
    return copy(from, to, batch, report);
  }

  /** This wide row reading {@code cells} qualifiers per round trip when streaming and counting. */
  public WideRow<K, V> batchSize(int cells) {
    if (cells < 1) {
      throw new IllegalArgumentException("batch size must be at least 1, was " + cells);
    }
    return copy(from, to, cells, badData);
  }

  /**
   * Every entry in key order, lazily: a scan of this one row that HBase splits into batches of
   * {@link #batchSize(int)} cells, so memory stays constant however wide the row. Close the stream
   * (try-with-resources) when not reading to the end; it closes itself when exhausted.
   */
  public Stream<Map.Entry<K, V>> stream() {
    return stream(observer.start("wideRow.stream"), true);
  }

  /**
   * {@link #stream()} for {@code operation}, active while the scanner opens; when {@code owned}, the
   * operation hears of the entries read and ends when the stream is exhausted or closed, or fails.
   */
  Stream<Map.Entry<K, V>> stream(Operation operation, boolean owned) {
    Rows rows;
    try (Operation.Scope scope = operation.activate()) {
      rows = Rows.of(io.scanner(schema.tableName(), scan(false)), schema.tableName().getNameAsString(),
          e -> failure("stream", e));
    } catch (IOException e) {
      HBaseAccessException failure = failure("stream", e);
      operation.end(failure);
      throw failure;
    } catch (RuntimeException | Error e) {
      operation.end(e);
      throw e;
    }
    CellIterator cells = new CellIterator(rows, owned ? operation : Operation.NONE);
    Iterator<Map.Entry<K, V>> entries = new Iterator<>() {
      private Map.Entry<K, V> next;

      @Override
      public boolean hasNext() {
        try {
          while (next == null && cells.hasNext()) {
            next = entryOrSkip(cells.next());
            cells.read++;
          }
        } catch (RuntimeException | Error e) {
          cells.ended(e);
          throw e;
        }
        if (next == null) {
          cells.ended(null); // exhausted
        }
        return next != null;
      }

      @Override
      public Map.Entry<K, V> next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        Map.Entry<K, V> e = next;
        next = null;
        return e;
      }
    };
    LeakDetector.watch(entries, rows, "a stream of " + schema.entityName() + "." + field + " in table "
        + schema.tableName().getNameAsString());
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(entries, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(() -> {
          cells.close();
          cells.ended(null);
        });
  }

  /** The entry of {@code cell}; null when it cannot be read and a bad-data handler took it. */
  Map.Entry<K, V> entryOrSkip(Cell cell) {
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

  /** The number of entries (in the range, when {@link #between} narrowed it), counting keys only. */
  public long count() {
    return observer.observed("wideRow.count", n -> n, op -> {
      long n = 0;
      try (ResultScanner scanner = io.scanner(schema.tableName(), scan(true))) {
        for (Result result = scanner.next(); result != null; result = scanner.next()) {
          n += result.rawCells().length;
        }
      } catch (IOException e) {
        throw failure("count", e);
      }
      return n;
    });
  }

  /**
   * One page of entries in key order. A cursor page ({@link PageRequest#ofSize}, then
   * {@link Page#next()}) starts just after the last key of the previous page; an offset page
   * ({@link PageRequest#atOffset}) skips on the server. At most {@code size + 1} cells are read. The
   * request may come from an untrusted token: one issued for another row, family or range, or a
   * cursor outside this range, is refused with an {@link IllegalArgumentException}.
   */
  public Page<Map.Entry<K, V>> page(PageRequest request) {
    return observed("wideRow.page", "page", page -> page.content().size(), () -> pageAsync(request));
  }

  /** {@link #page} as a future: a refused token fails it. */
  CompletableFuture<Page<Map.Entry<K, V>>> pageAsync(PageRequest request) {
    PageScope scope = PageScope.of("the wide row " + schema.entityName() + "." + field, from, to, false,
        "wide", schema.tableName().getNameAsString(), schema.entityName(), field, RowBytes.hex(row));
    byte[] cursor = scope.cursorOf(request);
    byte[] start = from;
    if (cursor != null) {
      start = Arrays.copyOf(cursor, cursor.length + 1); // the smallest qualifier after the cursor
    }
    // sized by what arrives, never by the request: a request is untrusted input
    return fill(new PageFill<>(scope, request), start, request.offset());
  }

  /** A page being read: what it holds so far, and the last key it returned. */
  private static final class PageFill<K, V> {
    final PageScope scope;
    final PageRequest request;
    final List<Map.Entry<K, V>> content = new ArrayList<>();
    byte[] lastReturned;

    PageFill(PageScope scope, PageRequest request) {
      this.scope = scope;
      this.request = request;
    }
  }

  /**
   * Reads cells from {@code start} on until {@code page} is full and one more entry shows that another
   * page follows, or the range ends; bad entries skipped by the handler are read past.
   */
  private CompletableFuture<Page<Map.Entry<K, V>>> fill(PageFill<K, V> page, byte[] start, long offset) {
    int size = page.request.size();
    int wanted = size + 1 - page.content.size(); // one beyond the page tells whether another follows
    return cells(start, offset, wanted).thenCompose(cells -> {
      boolean more = false;
      byte[] lastRead = null;
      for (Cell cell : cells) {
        if (page.content.size() == size) {
          more = true;
          break;
        }
        Map.Entry<K, V> entry = entryOrSkip(cell);
        lastRead = CellUtil.cloneQualifier(cell);
        if (entry != null) {
          page.content.add(entry);
          page.lastReturned = lastRead;
        }
      }
      if (more || cells.length < wanted) {
        return CompletableFuture.completedFuture(new Page<>(page.content,
            more ? page.scope.next(page.request, page.lastReturned) : null));
      }
      // bad entries were skipped: read on after them
      return fill(page, Arrays.copyOf(lastRead, lastRead.length + 1), 0);
    });
  }

  /** Up to {@code limit} cells of this row's range from {@code start} on, after skipping {@code offset}. */
  private CompletableFuture<Cell[]> cells(byte[] start, long offset, int limit) {
    Get get = new Get(row).addFamily(family);
    Filter range = range(start, to);
    if (range != null) {
      get.setFilter(range);
    }
    get.setMaxResultsPerColumnFamily(limit);
    if (offset > 0) {
      get.setRowOffsetPerColumnFamily((int) offset);
    }
    return io.get(schema.tableName(), get).exceptionallyCompose(e -> failed("page", e)).thenApply(Result::rawCells);
  }

  /** The scan of this row's range, in batches of {@link #batchSize} cells; keys only for a count. */
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

  private static Filter range(byte[] lo, byte[] hi) {
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
   * The result of a future of this class, waited for: an I/O failure as the exception the blocking
   * API throws for {@code operation}, a mapper exception as itself.
   */
  static <T> T join(CompletableFuture<T> future, String operation, WideRow<?, ?> row) {
    try {
      return Futures.join(future);
    } catch (IOException e) {
      throw row.failure(operation, e);
    }
  }

  private <T> T join(CompletableFuture<T> future, String operation) {
    return join(future, operation, this);
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
    return "WideRow[" + schema.entityName() + "." + field + " of row " + Bytes.toStringBinary(row) + "]";
  }

  /**
   * The cells of a batched scan, one at a time; closes scanner and table when exhausted or closed.
   * Holds what its stream's operation is told: the entries read, and its end, once.
   */
  private static final class CellIterator implements Iterator<Cell> {
    private final Rows rows;
    private final Iterator<Result> results;
    private final Operation operation;
    private Cell[] current = new Cell[0];
    private int position;
    long read;
    private boolean ended;

    CellIterator(Rows rows, Operation operation) {
      this.rows = rows;
      this.results = rows.merged();
      this.operation = operation;
    }

    void ended(Throwable failure) {
      if (!ended) {
        ended = true;
        operation.rows(read);
        operation.end(failure);
      }
    }

    @Override
    public boolean hasNext() {
      while (position >= current.length) {
        if (!results.hasNext()) {
          return false;
        }
        current = results.next().rawCells();
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
      rows.close();
    }
  }
}
