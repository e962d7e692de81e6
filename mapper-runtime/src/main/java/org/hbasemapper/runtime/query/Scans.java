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
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.ScanPlanner.Plan;
import org.hbasemapper.runtime.query.ScanPlanner.Purpose;
import org.hbasemapper.runtime.query.ScanPlanner.Reader;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.runtime.scan.Rows;
import org.hbasemapper.runtime.scan.ScanPool;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs queries on the blocking connection, as {@link ScanPlanner} plans them: one scan read on the
 * caller's thread, or the buckets' scans opened in parallel and merged back into key order lazily
 * ({@link Rows}); then offset, limit and cursors. The asynchronous runner is {@link AsyncScans}.
 */
@NullUnmarked
final class Scans {
  private static final Logger LOG = LoggerFactory.getLogger(Scans.class);

  private Scans() {}

  static <E, T> Stream<T> stream(QueryState<E> s, Reader<T> reader) {
    return stream(s, reader, Operation.NONE);
  }

  /** The operation {@code operation} of the query {@code s} starting: a terminal's. */
  static Operation start(QueryState<?> s, String operation) {
    return s.context.observer().start(operation);
  }

  /**
   * The query's items, lazily, reported to {@code operation}: its buckets, then the rows read; it ends
   * when the stream is exhausted or closed, or with the failure its reading throws.
   */
  static <E, T> Stream<T> stream(QueryState<E> s, Reader<T> reader, Operation operation) {
    if (s.empty() || s.limit == 0) {
      operation.end(null);
      return Stream.empty();
    }
    Rows rows = null;
    Mapped<E, T> mapped;
    Iterator<T> windowed;
    try {
      rows = open(s, reader, null, ScanPlanner.scanLimit(s, s.offset, s.limit), Purpose.READ, operation);
      mapped = new Mapped<>(s, reader, rows, rows.merged(), operation);
      windowed = Rows.window(mapped, rows, s.offset, s.limit);
    } catch (RuntimeException | Error e) {
      if (rows != null) {
        rows.close();
      }
      operation.end(e);
      throw e;
    }
    Rows opened = rows;
    LeakDetector.watch(windowed, opened,
        "a query stream on table " + s.context.schema().tableName().getNameAsString());
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(windowed, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(() -> {
          opened.close();
          mapped.ended(null);
        });
  }

  static <E> long count(QueryState<E> s, Operation operation) {
    long total;
    try {
      if (s.empty() || s.limit == 0) {
        total = 0;
      } else if (ScanPlanner.testsInClient(s)) {
        total = countTested(s, operation);
      } else {
        Plan plan = ScanPlanner.plan(s, null, null, ScanPlanner.countLimit(s), Purpose.COUNT);
        total = countOnServers(s, plan, operation);
      }
    } catch (RuntimeException | Error e) {
      operation.end(e);
      throw e;
    }
    operation.rows(total);
    operation.end(null);
    return ScanPlanner.windowed(s, total);
  }

  /** Counts rows that the servers return, transferring keys only. */
  private static long countOnServers(QueryState<?> s, Plan plan, Operation operation) {
    TableName name = s.context.schema().tableName();
    operation.buckets(plan.scans().size());
    if (plan.scans().size() == 1) {
      return countRows(s.context.connection(), name, plan.scans().get(0), operation);
    }
    // every bucket is counted at once, each on its own scanner
    List<CompletableFuture<Long>> counts = new ArrayList<>(plan.scans().size());
    for (Scan scan : plan.scans()) {
      counts.add(CompletableFuture.supplyAsync(() -> countRows(s.context.connection(), name, scan, operation),
          ScanPool.get()));
    }
    long total = 0;
    for (CompletableFuture<Long> count : counts) {
      total += Rows.await(count, name.getNameAsString());
    }
    return total;
  }

  /** Counts rows that pass the conditions tested in this JVM, reading the cells the tests need. */
  private static <E> long countTested(QueryState<E> s, Operation operation) {
    long n = 0;
    Function<Result, Result> step = ScanPlanner.step(s, new Reader<>(Function.identity(), null, null));
    try (Rows rows = open(s, null, null, -1, Purpose.COUNT, operation)) {
      Iterator<Result> results = rows.merged();
      while (results.hasNext()) {
        if (step.apply(results.next()) != null) {
          n++;
        }
      }
    }
    return n;
  }

  private static long countRows(Connection connection, TableName name, Scan scan, Operation operation) {
    long n = 0;
    try (Operation.Scope scope = operation.activate(); Table table = connection.getTable(name);
        ResultScanner scanner = table.getScanner(scan)) {
      while (scanner.next() != null) {
        n++;
      }
    } catch (IOException e) {
      throw new HBaseAccessException("count", name.getNameAsString(), null, e);
    }
    return n;
  }

  static <E, T> Page<T> page(QueryState<E> s, Reader<T> reader, PageRequest request, Operation operation) {
    Page<T> page;
    try {
      page = readPage(s, reader, request, operation);
    } catch (RuntimeException | Error e) {
      operation.end(e);
      throw e;
    }
    operation.end(null);
    return page;
  }

  private static <E, T> Page<T> readPage(QueryState<E> s, Reader<T> reader, PageRequest request,
      Operation operation) {
    PageScope scope = ScanPlanner.scope(s, reader);
    byte[] cursor = scope.cursorOf(request);
    if (s.empty()) {
      return new Page<>(List.of(), null);
    }
    int size = request.size();
    long scanLimit = ScanPlanner.scanLimit(s, request.offset(), size + 1L);
    // sized by what arrives, never by the request: a request is untrusted input
    List<T> content = new ArrayList<>();
    byte[] last = null;
    boolean hasNext = false;
    int keyOffset;
    try (Rows rows = open(s, reader, cursor, scanLimit, Purpose.READ, operation)) {
      keyOffset = rows.keyOffset();
      Mapped<E, T> mapped = new Mapped<>(s, reader, rows, rows.merged(), operation);
      for (long skip = request.offset(); skip > 0 && mapped.hasNext(); skip--) {
        mapped.next();
      }
      while (mapped.hasNext()) {
        if (content.size() == size) {
          hasNext = true;
          break;
        }
        content.add(mapped.next());
        last = mapped.lastRow();
      }
      mapped.reportRows();
    }
    PageRequest next = hasNext ? scope.next(request, Arrays.copyOfRange(last, keyOffset, last.length)) : null;
    return new Page<>(content, next);
  }

  /**
   * Opens the query's rows. One scan is read on the caller's thread. Several (one per salt bucket)
   * are opened at once on the {@link ScanPool}, and each keeps its next batch of rows in flight
   * while the merge consumes the current one.
   */
  private static <E> Rows open(QueryState<E> s, Reader<?> reader, byte[] cursor, long scanLimit, Purpose purpose,
      Operation operation) {
    Plan plan = ScanPlanner.plan(s, reader, cursor, scanLimit, purpose);
    TableName name = s.context.schema().tableName();
    operation.buckets(plan.scans().size());
    Rows rows = Rows.open(s.context.connection(), name, plan.scans(), plan.keyOffset(), s.reversed, plan.batch(),
        e -> new HBaseAccessException("scan", name.getNameAsString(), null, e), operation);
    if (LOG.isDebugEnabled()) {
      LOG.debug("query on {}: {} scan(s), limit {}, condition {}", name, plan.scans().size(), scanLimit, s.condition);
    }
    return rows;
  }

  /**
   * A query's rows mapped by {@link #step}; a mapping failure closes the scanners before it is thrown.
   * Counts the rows read for its operation, which it ends when the rows are exhausted or fail.
   */
  private static final class Mapped<E, T> implements Iterator<T> {
    private final Function<Result, T> step;
    private final Rows rows;
    private final Iterator<Result> results;
    private final Operation operation;
    private T next;
    private byte[] nextRow;
    private byte[] lastRow;
    private long read;
    private boolean reported;

    Mapped(QueryState<E> s, Reader<T> reader, Rows rows, Iterator<Result> results, Operation operation) {
      this.step = ScanPlanner.step(s, reader);
      this.rows = rows;
      this.results = results;
      this.operation = operation;
    }

    @Override
    public boolean hasNext() {
      try {
        while (next == null && results.hasNext()) {
          Result result = results.next();
          read++;
          try {
            next = step.apply(result);
          } catch (MappingException e) {
            rows.close();
            throw e;
          }
          nextRow = result.getRow();
        }
      } catch (RuntimeException | Error e) {
        ended(e);
        throw e;
      }
      if (next == null) {
        ended(null); // exhausted
      }
      return next != null;
    }

    /** Reports the rows read, once. */
    void reportRows() {
      if (!reported) {
        reported = true;
        operation.rows(read);
      }
    }

    /** Reports the rows read and ends the operation with {@code failure}, once. */
    void ended(Throwable failure) {
      if (!reported) {
        reportRows();
        operation.end(failure);
      }
    }

    @Override
    public T next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      T t = next;
      next = null;
      lastRow = nextRow;
      return t;
    }

    /** The row key of what {@link #next()} returned last. */
    byte[] lastRow() {
      return lastRow;
    }
  }
}
