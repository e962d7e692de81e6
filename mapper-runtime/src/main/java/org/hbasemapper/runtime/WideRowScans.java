package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.runtime.scan.Rows;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The blocking reads of a wide row that scan its range: the stream of entries, batch by batch of
 * cells, and the count of keys. Scanners are blocking whatever the {@code TableIo}, so these are the
 * blocking facade's alone; the asynchronous one publishes the same scan ({@link AsyncWideRow}).
 */
@NullUnmarked
final class WideRowScans {
  private WideRowScans() {}

  /**
   * The entries of {@code row}'s range, lazily, for {@code operation}, active while the scanner opens;
   * when {@code owned}, the operation hears of the entries read and ends when the stream is exhausted
   * or closed, or fails.
   */
  static <K, V> Stream<Map.Entry<K, V>> stream(WideRowOperations<K, V> row, Operation operation, boolean owned) {
    TableSchema schema = row.schema();
    Rows rows;
    try (Operation.Scope scope = operation.activate()) {
      rows = Rows.of(row.io().scanner(schema.tableName(), row.scan(false)), schema.tableName().getNameAsString(),
          e -> row.failure("stream", e));
    } catch (IOException e) {
      HBaseAccessException failure = row.failure("stream", e);
      operation.end(failure);
      throw failure;
    } catch (RuntimeException | Error e) {
      operation.end(e);
      throw e;
    }
    CellIterator cells = new CellIterator(rows, owned ? operation : Operation.NONE);
    Iterator<Map.Entry<K, V>> entries = new Iterator<>() {
      private Map.@Nullable Entry<K, V> next;

      @Override
      public boolean hasNext() {
        try {
          while (next == null && cells.hasNext()) {
            next = row.entryOrSkip(cells.next());
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
    LeakDetector.watch(entries, rows, "a stream of " + schema.entityName() + "." + row.field() + " in table "
        + schema.tableName().getNameAsString());
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(entries, Spliterator.ORDERED | Spliterator.NONNULL),
        false).onClose(() -> {
          cells.close();
          cells.ended(null);
        });
  }

  /** The number of entries in {@code row}'s range, counting keys only. */
  static long count(WideRowOperations<?, ?> row) {
    long n = 0;
    try (ResultScanner scanner = row.io().scanner(row.schema().tableName(), row.scan(true))) {
      for (Result result = scanner.next(); result != null; result = scanner.next()) {
        n += result.rawCells().length;
      }
    } catch (IOException e) {
      throw row.failure("count", e);
    }
    return n;
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
