package org.hbasemapper.spark;

import java.io.IOException;
import java.io.Serial;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Table;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.util.LongAccumulator;
import org.apache.spark.util.TaskCompletionListener;
import org.hbasemapper.runtime.MappingException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a task of a read runs: the scan of its slice, over the executor's own connection, each row
 * decoded as it is consumed (never a partition held in memory). The scanner is closed when the rows run
 * out, and when the task ends before that (a {@code limit}, {@code take} or a failure), so no scanner is
 * left to its lease on the servers.
 *
 * <p>A row whose stored data cannot be read fails the task with its {@link MappingException} (entity,
 * field, table, row key in hex, column), unless the read skips such rows: then it is counted in
 * {@code badRows} and logged by table, row key and column, never with the exception's message, which
 * may quote a stored value.
 *
 * @param <T> what a row becomes
 */
final class SliceReader<T> implements FlatMapFunction<Iterator<ScanSlice>, T> {
  @Serial
  private static final long serialVersionUID = 1L;
  private static final Logger LOG = LoggerFactory.getLogger(SliceReader.class);

  private final HBaseConf conf;
  private final RowDecoder<T> decoder;
  private final @Nullable LongAccumulator badRows;

  /** A reader over {@code conf}'s cluster; {@code badRows} null fails a task on a bad row. */
  SliceReader(HBaseConf conf, RowDecoder<T> decoder, @Nullable LongAccumulator badRows) {
    this.conf = conf;
    this.decoder = decoder;
    this.badRows = badRows;
  }

  @Override
  public Iterator<T> call(Iterator<ScanSlice> slices) {
    Rows rows = new Rows(slices);
    TaskContext task = TaskContext.get();
    if (task != null) {
      task.addTaskCompletionListener((TaskCompletionListener) context -> rows.close());
    }
    return rows;
  }

  /** The rows of the slices, read lazily, slice after slice. */
  private final class Rows implements Iterator<T> {
    private final Iterator<ScanSlice> slices;
    private ScanSlice slice;
    private Table table;
    private ResultScanner scanner;
    private T next;

    Rows(Iterator<ScanSlice> slices) {
      this.slices = slices;
    }

    @Override
    public boolean hasNext() {
      while (next == null) {
        if (scanner == null && !open()) {
          return false;
        }
        Result result;
        try {
          result = scanner.next();
        } catch (IOException e) {
          throw new UncheckedIOException("scanning " + slice.table() + " (region " + slice.region() + "): "
              + e.getMessage(), e);
        }
        if (result == null) {
          close();
          continue;
        }
        next = decode(result);
      }
      return true;
    }

    @Override
    public T next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      T out = next;
      next = null;
      return out;
    }

    private @Nullable T decode(Result result) {
      try {
        return decoder.decode(result);
      } catch (MappingException e) {
        if (badRows == null) {
          throw new TaskFailure(e.getMessage() + " (DatasetRead.skipBadRows() counts and skips such rows)");
        }
        badRows.add(1);
        // where, not what: the exception's message may quote the stored value (an unknown enum name)
        LOG.warn("Skipped a row Spark cannot read: table {}, row {}, column {}", e.table(), e.rowKeyHex(),
            e.column() == null ? "(the row key)" : e.column());
        return null;
      }
    }

    /** Opens the next slice's scanner; false when there is none. */
    private boolean open() {
      if (!slices.hasNext()) {
        return false;
      }
      slice = slices.next();
      try {
        table = ExecutorConnections.of(conf).getTable(TableName.valueOf(slice.table()));
        scanner = table.getScanner(slice.toScan());
      } catch (IOException e) {
        close();
        throw new UncheckedIOException("opening a scanner on " + slice.table() + " (region " + slice.region() + "): "
            + e.getMessage(), e);
      }
      return true;
    }

    void close() {
      if (scanner != null) {
        scanner.close();
        scanner = null;
      }
      if (table != null) {
        try {
          table.close();
        } catch (IOException e) {
          LOG.debug("closing a table of a Spark read", e);
        }
        table = null;
      }
    }
  }
}
