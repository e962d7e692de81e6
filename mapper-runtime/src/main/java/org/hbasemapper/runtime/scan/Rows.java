package org.hbasemapper.runtime.scan;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.observe.Operation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.hbasemapper.annotations.audience.Internal;

/**
 * The open scanners of one read and the rows they give, in key order: a scanner read in place, or
 * one scanner per salt bucket read ahead on the {@link ScanPool} and merged; windows of offset and
 * limit; everything closed once, when done, when exhausted, or by the leak net. Knows rows, not
 * entities: key queries map them, index lookups and wide rows read their own scanners through it.
 */
@Internal
public final class Rows implements AutoCloseable, LeakDetector.Resource {
  private static final Logger LOG = LoggerFactory.getLogger(Rows.class);

  private final List<Source> sources = new ArrayList<>();
  private final int keyOffset;
  private final boolean reversed;
  private final String tableName;
  private final Function<IOException, RuntimeException> failure;
  private Table table;
  private volatile boolean closed;

  /**
   * The rows of {@code scans} on table {@code name}: one scan is read on the caller's thread; several
   * (one per salt bucket) are opened at once on the {@link ScanPool}, each handing the merge
   * {@code batch} rows at a time and fetching the next batch while the merge consumes the current one.
   * Rows compare by their key after {@code keyOffset} bytes (the salt); {@code failure} turns a
   * scanner's I/O failure into what the caller throws.
   */
  public static Rows open(Connection connection, TableName name, List<Scan> scans, int keyOffset, boolean reversed,
      int batch, Function<IOException, RuntimeException> failure) {
    return open(connection, name, scans, keyOffset, reversed, batch, failure, Operation.NONE);
  }

  /**
   * {@link #open(Connection, TableName, List, int, boolean, int, Function)}, with {@code operation}
   * active while each scanner is opened (on the {@link ScanPool}'s threads for several), so that the
   * scans hbase-client traces are part of it.
   */
  public static Rows open(Connection connection, TableName name, List<Scan> scans, int keyOffset, boolean reversed,
      int batch, Function<IOException, RuntimeException> failure, Operation operation) {
    Rows rows = new Rows(name.getNameAsString(), keyOffset, reversed, failure);
    if (scans.size() == 1) {
      try (Operation.Scope scope = operation.activate()) {
        rows.table = connection.getTable(name);
        rows.sources.add(new ScannerSource(rows.table.getScanner(scans.get(0)), rows));
      } catch (IOException e) {
        rows.close();
        throw rows.failure(e);
      }
    } else {
      for (Scan scan : scans) {
        // the scan keeps its caching: round trips of up to 2 MB cost the servers and the client less
        // than round trips of a batch each (the hand-off, not the round trip, is what batch sizes)
        rows.sources.add(new PrefetchedBucket(connection, name, scan, batch, rows, operation));
      }
    }
    return rows;
  }

  /**
   * The rows of an open {@code scanner}, read on the caller's thread; closing them closes it.
   * {@code failure} turns its I/O failure into what the caller throws.
   */
  public static Rows of(ResultScanner scanner, String tableName, Function<IOException, RuntimeException> failure) {
    Rows rows = new Rows(tableName, 0, false, failure);
    rows.sources.add(new ScannerSource(scanner, rows));
    return rows;
  }

  private Rows(String tableName, int keyOffset, boolean reversed, Function<IOException, RuntimeException> failure) {
    this.tableName = tableName;
    this.keyOffset = keyOffset;
    this.reversed = reversed;
    this.failure = failure;
  }

  /** Bytes of salt or hash prefix before the part of a row key that orders the rows. */
  public int keyOffset() {
    return keyOffset;
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
      if (!source.finished()) {
        return;
      }
    }
    close();
  }


  /** The table the rows are read from, for messages. */
  String tableName() {
    return tableName;
  }

  RuntimeException failure(IOException e) {
    return failure.apply(e);
  }

  /**
   * The rows in key order: a single source as it comes, several through the {@link BucketMerge}
   * (whose blocking buckets wait for their rows, so it never answers "not ready").
   */
  public Iterator<Result> merged() {
    if (sources.size() == 1) {
      Source only = sources.get(0);
      return new Polled(only::poll);
    }
    BucketMerge merge = new BucketMerge(sources, keyOffset, reversed);
    return new Polled(() -> {
      Result row = merge.next();
      return row == BucketMerge.END ? null : row;
    });
  }

  /** The rows a blocking poll hands out, as an iterator: a null row ends them. */
  private static final class Polled implements Iterator<Result> {
    private final Supplier<Result> poll;
    private Result next;
    private boolean ended;

    Polled(Supplier<Result> poll) {
      this.poll = poll;
    }

    @Override
    public boolean hasNext() {
      if (next == null && !ended) {
        next = poll.get();
        ended = next == null;
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
  }

  /** {@code source} after skipping {@code offset} items, at most {@code limit} (-1: all); closes {@code rows} once done. */
  public static <T> Iterator<T> window(Iterator<T> source, Rows rows, long offset, long limit) {
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

  /** Waits for {@code future}; an I/O failure inside it comes out as the {@link HBaseAccessException} it was. */
  public static <T> T await(CompletableFuture<T> future, String tableName) {
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

  /** One sorted stream of rows: a scanner, read directly or ahead of time; its poll waits for the next row. */
  interface Source extends BucketMerge.Bucket {
    void close();
  }

  static void closeTable(Table table, String tableName) {
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
    private boolean exhausted;

    ScannerSource(ResultScanner scanner, Rows rows) {
      this.scanner = scanner;
      this.rows = rows;
    }

    @Override
    public Result poll() {
      if (exhausted) {
        return null;
      }
      Result next;
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
      return next;
    }

    @Override
    public boolean finished() {
      return exhausted;
    }

    @Override
    public void close() {
      scanner.close();
    }
  }
}
