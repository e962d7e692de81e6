package org.hbasemapper.runtime.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.Spliterator;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.runtime.KeyPrefix;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs queries: plans one scan per salt bucket (or one scan), opens the buckets' scans in parallel,
 * merges them back into key order lazily, and applies offset, limit and cursors. Scans are bounded with
 * {@link Scan#setLimit} (never a {@code PageFilter}, which counts per region server).
 */
final class Scans {
  private static final Logger LOG = LoggerFactory.getLogger(Scans.class);

  private Scans() {}

  /** A plan: the scans, and where the unprefixed key starts in their rows. */
  private record Plan(List<Scan> scans, int keyOffset) {}

  static <E> Stream<E> stream(QueryState<E> s) {
    if (s.empty || s.limit == 0) {
      return Stream.empty();
    }
    // skipped bad rows do not count against the limit, so the servers cannot stop at offset + limit
    long scanLimit = s.limit < 0 || s.badData != null ? -1 : saturatedAdd(s.offset, s.limit);
    Rows rows = open(s, null, scanLimit, false);
    Iterator<E> entities = window(new Entities<>(s, rows, merged(rows)), rows, s.offset, s.limit);
    LeakDetector.watch(entities, rows, "a query stream on table " + rows.tableName);
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(entities, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(rows::close);
  }

  static <E> long count(QueryState<E> s) {
    if (s.empty || s.limit == 0) {
      return 0;
    }
    long scanLimit = s.limit < 0 ? -1 : saturatedAdd(s.offset, s.limit);
    Plan plan = plan(s, null, scanLimit, true);
    TableName name = s.context.schema().tableName();
    long total;
    if (plan.scans.size() == 1) {
      total = countRows(s.context.connection(), name, plan.scans.get(0));
    } else {
      // every bucket is counted at once, each on its own scanner
      List<CompletableFuture<Long>> counts = new ArrayList<>(plan.scans.size());
      for (Scan scan : plan.scans) {
        counts.add(CompletableFuture.supplyAsync(() -> countRows(s.context.connection(), name, scan), ScanPool.get()));
      }
      total = 0;
      for (CompletableFuture<Long> count : counts) {
        total += await(count, name.getNameAsString());
      }
    }
    long afterOffset = Math.max(0, total - s.offset);
    return s.limit < 0 ? afterOffset : Math.min(s.limit, afterOffset);
  }

  private static long countRows(Connection connection, TableName name, Scan scan) {
    long n = 0;
    try (Table table = connection.getTable(name); ResultScanner scanner = table.getScanner(scan)) {
      while (scanner.next() != null) {
        n++;
      }
    } catch (IOException e) {
      throw new HBaseAccessException("count", name.getNameAsString(), null, e);
    }
    return n;
  }

  /** Waits for {@code future}; an I/O failure inside it comes out as the {@link HBaseAccessException} it was. */
  private static <T> T await(CompletableFuture<T> future, String tableName) {
    try {
      return future.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException("scan of table " + tableName + " failed", e.getCause());
    }
  }

  static <E> Page<E> page(QueryState<E> s, PageRequest request) {
    boolean prefixedCursor = cursorIncludesPrefix(s);
    PageScope scope = PageScope.of("the query on " + s.context.schema().entityName() + " in table "
        + s.context.schema().tableName().getNameAsString(), prefixedCursor ? null : s.lo,
        prefixedCursor ? null : s.hi, s.reversed, "key", s.context.schema().tableName().getNameAsString(),
        s.context.schema().entityName());
    byte[] cursor = scope.cursorOf(request);
    if (s.empty) {
      return new Page<>(List.of(), null);
    }
    int size = request.size();
    long scanLimit = s.badData != null ? -1 : saturatedAdd(request.offset(), size + 1L);
    // sized by what arrives, never by the request: a request is untrusted input
    List<E> content = new ArrayList<>();
    byte[] last = null;
    boolean hasNext = false;
    int keyOffset;
    try (Rows rows = open(s, cursor, scanLimit, false)) {
      keyOffset = rows.keyOffset;
      Entities<E> entities = new Entities<>(s, rows, merged(rows));
      for (long skip = request.offset(); skip > 0 && entities.hasNext(); skip--) {
        entities.next();
      }
      while (entities.hasNext()) {
        if (content.size() == size) {
          hasNext = true;
          break;
        }
        content.add(entities.next());
        last = entities.lastRow();
      }
    }
    PageRequest next = hasNext ? scope.next(request, Arrays.copyOfRange(last, keyOffset, last.length)) : null;
    return new Page<>(content, next);
  }

  /** Whether cursors are whole row keys: an MD5 prefix whose components the query does not fix. */
  private static boolean cursorIncludesPrefix(QueryState<?> s) {
    KeyPrefix kp = s.context.schema().keyPrefix();
    return kp.kind() == KeyPrefix.Kind.HASH && s.fixed.size() < kp.ofCount();
  }

  /**
   * Opens the query's rows. One scan is read on the caller's thread. Several (one per salt bucket)
   * are opened at once on the {@link ScanPool}, and each keeps its next batch of rows in flight
   * while the merge consumes the current one.
   */
  private static <E> Rows open(QueryState<E> s, byte[] cursor, long scanLimit, boolean keysOnly) {
    Plan plan = plan(s, cursor, scanLimit, keysOnly);
    Rows rows = new Rows(s, plan.keyOffset);
    TableName name = s.context.schema().tableName();
    if (plan.scans.size() == 1) {
      try {
        rows.table = s.context.connection().getTable(name);
        rows.sources.add(new ScannerSource(rows.table.getScanner(plan.scans.get(0)), rows));
      } catch (IOException e) {
        rows.close();
        throw rows.failure(e);
      }
    } else {
      int batch = batchSize(s, scanLimit);
      for (Scan scan : plan.scans) {
        rows.sources.add(new PrefetchingSource(s.context.connection(), name, scan, batch, rows));
      }
    }
    if (LOG.isDebugEnabled()) {
      LOG.debug("query on {}: {} scan(s), limit {}", name, plan.scans.size(), scanLimit);
    }
    return rows;
  }

  /** Rows fetched per round trip of a bucket's scanner: the batch size asked for, else at most 100. */
  private static int batchSize(QueryState<?> s, long scanLimit) {
    if (s.batchSize > 0) {
      return s.batchSize;
    }
    return scanLimit > 0 ? (int) Math.min(100, scanLimit) : 100;
  }

  private static <E> Plan plan(QueryState<E> s, byte[] cursor, long scanLimit, boolean keysOnly) {
    KeyPrefix kp = s.context.schema().keyPrefix();
    List<byte[]> prefixes = new ArrayList<>();
    int keyOffset = kp.length();
    if (kp.kind() == KeyPrefix.Kind.NONE) {
      prefixes.add(KeyRanges.UNBOUNDED);
    } else if (s.fixed.size() >= kp.ofCount()) {
      byte[] of = KeyRanges.UNBOUNDED;
      for (int i = 0; i < kp.ofCount(); i++) {
        of = KeyRanges.concat(of, s.fixed.get(i));
      }
      prefixes.add(kp.compute(of, 0, of.length));
    } else if (kp.kind() == KeyPrefix.Kind.SALT) {
      for (int bucket = 0; bucket < kp.buckets(); bucket++) {
        prefixes.add(new byte[] {(byte) bucket});
      }
    } else {
      // an MD5 prefix without its components fixed: the whole table, in hash order
      prefixes.add(KeyRanges.UNBOUNDED);
      keyOffset = 0;
    }
    List<Scan> scans = new ArrayList<>(prefixes.size());
    for (byte[] prefix : prefixes) {
      scans.add(scan(s, prefix, cursor, scanLimit, keysOnly));
    }
    return new Plan(scans, keyOffset);
  }

  private static <E> Scan scan(QueryState<E> s, byte[] prefix, byte[] cursor, long scanLimit, boolean keysOnly) {
    byte[] start = KeyRanges.concat(prefix, s.lo);
    byte[] stop = s.hi.length == 0 ? KeyRanges.prefixStop(prefix) : KeyRanges.concat(prefix, s.hi);
    Scan scan = new Scan();
    if (!s.reversed) {
      if (cursor != null) {
        scan.withStartRow(KeyRanges.concat(prefix, cursor), false);
      } else if (start.length > 0) {
        scan.withStartRow(start, true);
      }
      if (stop.length > 0) {
        scan.withStopRow(stop, false);
      }
    } else {
      scan.setReversed(true);
      if (cursor != null) {
        scan.withStartRow(KeyRanges.concat(prefix, cursor), false);
      } else if (stop.length > 0) {
        scan.withStartRow(stop, false);
      }
      if (start.length > 0) {
        scan.withStopRow(start, true);
      }
    }
    if (scanLimit > 0) {
      scan.setLimit((int) Math.min(Integer.MAX_VALUE, scanLimit));
    }
    if (s.batchSize > 0) {
      scan.setCaching(s.batchSize);
    } else if (scanLimit > 0 && scanLimit < 1000) {
      scan.setCaching((int) scanLimit);
    }
    if (s.timeFrom >= 0) {
      try {
        scan.setTimeRange(s.timeFrom, s.timeTo);
      } catch (IOException e) {
        throw new IllegalArgumentException(e.getMessage(), e);
      }
    }
    for (String family : s.families) {
      scan.addFamily(Bytes.toBytes(family));
    }
    if (s.families.isEmpty() && s.context.schema().hasLazyFamilies() && !keysOnly) {
      List<String> eager = s.context.schema().eagerFamilies();
      // lazy dynamic families are not read with the entities; their maps load on first use
      eager.forEach(f -> scan.addFamily(Bytes.toBytes(f)));
      if (eager.isEmpty()) {
        scan.addFamily(Bytes.toBytes(s.context.schema().families().get(0).name())).setMaxResultsPerColumnFamily(1);
      }
    }
    int versions = s.context.schema().readVersions();
    if (versions > 1 && !keysOnly) {
      scan.readVersions(versions);
    }
    if (keysOnly) {
      scan.setFilter(new FilterList(FilterList.Operator.MUST_PASS_ALL, new FirstKeyOnlyFilter(), new KeyOnlyFilter()));
    }
    return scan;
  }

  /** The rows of {@code rows} in key order: merged when there are several sources. */
  private static Iterator<Result> merged(Rows rows) {
    return rows.sources.size() == 1 ? rows.sources.get(0)
        : new MergingIterator(new ArrayList<>(rows.sources), rows.keyOffset, rows.reversed);
  }

  /** {@code source} after skipping {@code offset} items, at most {@code limit} (-1: all); closes {@code rows} once done. */
  private static <T> Iterator<T> window(Iterator<T> source, Rows rows, long offset, long limit) {
    for (long i = 0; i < offset && source.hasNext(); i++) {
      source.next();
    }
    if (limit < 0) {
      return source;
    }
    return new Iterator<>() {
      private long taken;

      @Override
      public boolean hasNext() {
        if (taken >= limit) {
          rows.close(); // nothing more is needed: release the scanners now
          return false;
        }
        return source.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        taken++;
        return source.next();
      }
    };
  }

  /**
   * The entities of a query's rows. A row whose stored data cannot be read fails the query, or, with a
   * bad-data handler, is handed to it and skipped.
   */
  private static final class Entities<E> implements Iterator<E> {
    private final QueryState<E> s;
    private final Rows rows;
    private final Iterator<Result> results;
    private E next;
    private byte[] nextRow;
    private byte[] lastRow;

    Entities(QueryState<E> s, Rows rows, Iterator<Result> results) {
      this.s = s;
      this.rows = rows;
      this.results = results;
    }

    @Override
    public boolean hasNext() {
      while (next == null && results.hasNext()) {
        Result result = results.next();
        try {
          next = s.context.mapper().fromResult(result, s.context.wideRows());
          nextRow = result.getRow();
        } catch (MappingException e) {
          if (s.badData == null) {
            rows.close();
            throw e;
          }
          s.badData.accept(e);
        }
      }
      return next != null;
    }

    @Override
    public E next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      E e = next;
      next = null;
      lastRow = nextRow;
      return e;
    }

    /** The row key of the entity {@link #next()} returned last. */
    byte[] lastRow() {
      return lastRow;
    }
  }

  private static long saturatedAdd(long a, long b) {
    long r = a + b;
    return r < 0 ? Long.MAX_VALUE : r;
  }

  /** One sorted stream of rows: a scanner, read directly or ahead of time. */
  private interface Source extends Iterator<Result> {
    boolean exhausted();

    void close();
  }

  /** The open sources of one query and the table of a direct scan; closes them all, once. */
  static final class Rows implements AutoCloseable, LeakDetector.Resource {
    final List<Source> sources = new ArrayList<>();
    final int keyOffset;
    final boolean reversed;
    final String tableName;
    Table table;
    private volatile boolean closed;

    Rows(QueryState<?> s, int keyOffset) {
      this.keyOffset = keyOffset;
      this.reversed = s.reversed;
      this.tableName = s.context.schema().tableName().getNameAsString();
    }

    @Override
    public boolean isClosed() {
      return closed;
    }

    @Override
    public void close() {
      if (closed) {
        return;
      }
      closed = true;
      for (Source source : sources) {
        source.close();
      }
      closeTable(table, tableName);
    }

    /** Closes everything once every source is exhausted. */
    void sourceExhausted() {
      for (Source source : sources) {
        if (!source.exhausted()) {
          return;
        }
      }
      close();
    }

    HBaseAccessException failure(IOException e) {
      return new HBaseAccessException("scan", tableName, null, e);
    }
  }

  private static void closeTable(Table table, String tableName) {
    if (table != null) {
      try {
        table.close();
      } catch (IOException e) {
        LOG.warn("closing table {} failed: {}", tableName, e.toString());
      }
    }
  }

  /** A scanner read on the caller's thread; reports exhaustion so resources go without waiting for close(). */
  private static final class ScannerSource implements Source {
    private final ResultScanner scanner;
    private final Rows rows;
    private Result next;
    private boolean exhausted;

    ScannerSource(ResultScanner scanner, Rows rows) {
      this.scanner = scanner;
      this.rows = rows;
    }

    @Override
    public boolean hasNext() {
      if (next == null && !exhausted) {
        try {
          next = scanner.next();
        } catch (IOException e) {
          rows.close();
          throw rows.failure(e);
        }
        if (next == null) {
          exhausted = true;
          rows.sourceExhausted();
        }
      }
      return next != null;
    }

    @Override
    public Result next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Result r = next;
      next = null;
      return r;
    }

    @Override
    public boolean exhausted() {
      return exhausted;
    }

    @Override
    public void close() {
      scanner.close();
    }
  }

  /**
   * One bucket's scanner, opened and read on the {@link ScanPool}: while the merge consumes one batch,
   * the next is already being fetched. At most one fetch is in flight, so the scanner is only ever
   * used by one thread at a time; the future hands it from one fetch to the next.
   */
  private static final class PrefetchingSource implements Source {
    private static final Result[] NONE = new Result[0];

    private final Connection connection;
    private final TableName name;
    private final Scan scan;
    private final int batch;
    private final Rows rows;
    // written by the fetch tasks, read after their future completed
    private Table table;
    private ResultScanner scanner;

    private CompletableFuture<Result[]> pending;
    private Result[] current = NONE;
    private int position;
    private boolean lastBatch;
    private boolean exhausted;

    PrefetchingSource(Connection connection, TableName name, Scan scan, int batch, Rows rows) {
      this.connection = connection;
      this.name = name;
      this.scan = scan;
      this.batch = batch;
      this.rows = rows;
      this.pending = CompletableFuture.supplyAsync(this::fetch, ScanPool.get());
    }

    private Result[] fetch() {
      try {
        if (scanner == null) {
          table = connection.getTable(name);
          scanner = table.getScanner(scan);
        }
        return scanner.next(batch);
      } catch (IOException e) {
        throw rows.failure(e);
      }
    }

    @Override
    public boolean hasNext() {
      if (position < current.length) {
        return true;
      }
      if (exhausted) {
        return false;
      }
      if (lastBatch) {
        finish();
        return false;
      }
      Result[] fetched;
      try {
        fetched = await(pending, rows.tableName);
      } catch (RuntimeException e) {
        pending = null;
        rows.close();
        throw e;
      }
      pending = null;
      current = fetched;
      position = 0;
      if (fetched.length < batch) {
        // a short batch is the scanner's last: release it now rather than when the query closes
        lastBatch = true;
        releaseScanner();
      } else {
        pending = CompletableFuture.supplyAsync(this::fetch, ScanPool.get());
      }
      if (fetched.length == 0) {
        finish();
        return false;
      }
      return true;
    }

    private void finish() {
      exhausted = true;
      rows.sourceExhausted();
    }

    @Override
    public Result next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return current[position++];
    }

    @Override
    public boolean exhausted() {
      return exhausted;
    }

    @Override
    public void close() {
      if (pending != null) {
        // let the fetch in flight finish: the scanner must not be closed under it
        try {
          pending.join();
        } catch (CompletionException | CancellationException ignored) {
          // the failure was the query's; closing goes on
        }
        pending = null;
      }
      releaseScanner();
    }

    private void releaseScanner() {
      if (scanner != null) {
        scanner.close();
        scanner = null;
      }
      closeTable(table, name.getNameAsString());
      table = null;
    }
  }

  /**
   * A lazy k-way merge of sorted sources by the row key after {@code keyOffset} bytes: salted buckets
   * back into the order of the unsalted keys. Holds one row per source.
   */
  static final class MergingIterator implements Iterator<Result> {
    private record Head(Result row, Iterator<Result> source) {}

    private final PriorityQueue<Head> heads;

    MergingIterator(List<Iterator<Result>> sources, int keyOffset, boolean reversed) {
      Comparator<Head> byKey = (a, b) -> {
        byte[] x = a.row.getRow();
        byte[] y = b.row.getRow();
        return Bytes.compareTo(x, keyOffset, x.length - keyOffset, y, keyOffset, y.length - keyOffset);
      };
      this.heads = new PriorityQueue<>(Math.max(1, sources.size()), reversed ? byKey.reversed() : byKey);
      for (Iterator<Result> source : sources) {
        if (source.hasNext()) {
          heads.add(new Head(source.next(), source));
        }
      }
    }

    @Override
    public boolean hasNext() {
      return !heads.isEmpty();
    }

    @Override
    public Result next() {
      Head head = heads.poll();
      if (head == null) {
        throw new NoSuchElementException();
      }
      if (head.source.hasNext()) {
        heads.add(new Head(head.source.next(), head.source));
      }
      return head.row;
    }
  }
}
