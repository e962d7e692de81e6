package org.hbasemapper.runtime.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletableFuture;
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
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.runtime.scan.Rows;
import org.hbasemapper.runtime.scan.ScanPool;
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
    Iterator<E> entities = Rows.window(new Entities<>(s, rows, rows.merged()), rows, s.offset, s.limit);
    LeakDetector.watch(entities, rows, "a query stream on table " + s.context.schema().tableName().getNameAsString());
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
        total += Rows.await(count, name.getNameAsString());
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
      keyOffset = rows.keyOffset();
      Entities<E> entities = new Entities<>(s, rows, rows.merged());
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
    TableName name = s.context.schema().tableName();
    Rows rows = Rows.open(s.context.connection(), name, plan.scans, plan.keyOffset, s.reversed, batchSize(s, scanLimit),
        e -> new HBaseAccessException("scan", name.getNameAsString(), null, e));
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
}
