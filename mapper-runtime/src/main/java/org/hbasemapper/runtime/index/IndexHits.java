package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The verified hits of a blocking lookup, read batch by batch: a batch of index rows from the
 * scanner, one multi-get of the data rows they point at, the {@link HitCheck}, and the removal of the
 * stale entries to repair. They count for their operation, which they end when exhausted or failed.
 *
 * @param <E> the entity type
 */
@NullUnmarked
final class IndexHits<E> implements Iterator<IndexLookup.Hit<E>>, AutoCloseable, LeakDetector.Resource {
  private final IndexQuery.State<E> s;
  private final ProjectionMapper<E, ?> projection;
  private final @Nullable ResultScanner entries;
  private final Iterator<Result> scanner;
  private final ArrayDeque<IndexLookup.Hit<E>> ready = new ArrayDeque<>();
  private final Operation operation;
  private boolean exhausted;
  private volatile boolean closed;
  private long found;
  private boolean reported;

  /** The hits of {@code s} after index row {@code after} (null: from the start), for {@code operation}. */
  IndexHits(IndexQuery.State<E> s, ProjectionMapper<E, ?> projection, byte[] after, Operation operation) {
    this.s = s;
    this.projection = projection;
    this.operation = operation;
    try (Operation.Scope scope = operation.activate()) {
      Futures.join(s.readable());
      Scan scan = IndexLookup.entryScan(s, after);
      boolean empty = scan == null;
      this.entries = empty ? null : s.maintainer.io().scanner(s.index.tableName(), scan);
      this.scanner = empty ? null : entries.iterator();
      this.exhausted = empty;
    } catch (IOException e) {
      throw new HBaseAccessException("scan of index " + s.index.name(), s.index.tableName().getNameAsString(), null,
          e);
    }
  }

  @Override
  public boolean hasNext() {
    try {
      while (ready.isEmpty() && !exhausted) {
        fill();
      }
    } catch (RuntimeException | Error e) {
      ended(e);
      throw e;
    }
    if (ready.isEmpty()) {
      ended(null); // exhausted
      return false;
    }
    return true;
  }

  /** Reports the hits found, once. */
  void reportRows() {
    if (!reported) {
      reported = true;
      operation.rows(found);
    }
  }

  /** Reports the hits found and ends the operation with {@code failure}, once. */
  void ended(Throwable failure) {
    if (!reported) {
      reportRows();
      operation.end(failure);
    }
  }

  @Override
  public IndexLookup.Hit<E> next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    return ready.poll();
  }

  private void fill() {
    try (Operation.Scope scope = operation.activate()) {
      List<Result> read = new ArrayList<>(s.batch);
      while (read.size() < s.batch && scanner.hasNext()) {
        read.add(scanner.next());
      }
      if (read.size() < s.batch) {
        exhausted = true;
      }
      if (read.isEmpty()) {
        return;
      }
      Result[] batch = read.toArray(new Result[0]);
      HitCheck.Reads reads = HitCheck.reads(s, projection, batch);
      Result[] stored = Futures.join(s.maintainer.io().get(s.maintainer.schema().tableName(), reads.gets()));
      int before = ready.size();
      List<Delete> repairs = HitCheck.verify(s, batch, reads.rows(), stored, ready, operation);
      found += ready.size() - before;
      if (!repairs.isEmpty()) {
        Futures.join(s.maintainer.io().delete(s.index.tableName(), repairs));
        s.maintainer.staleRemoved.add(repairs.size());
      }
    } catch (UncheckedIOException e) { // the scanner's
      throw new HBaseAccessException("scan of index " + s.index.name(), s.index.tableName().getNameAsString(), null,
          e.getCause());
    } catch (IOException e) {
      throw new HBaseAccessException("lookup through index " + s.index.name(),
          s.maintainer.schema().tableName().getNameAsString(), null, e);
    }
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
    if (entries != null) {
      entries.close();
    }
  }
}
