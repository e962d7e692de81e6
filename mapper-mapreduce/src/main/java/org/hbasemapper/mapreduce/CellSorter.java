package org.hbasemapper.mapreduce;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * Sorts the rows of a load within a memory budget, a row (its cells sorted already) at a time: rows
 * are buffered until their bytes reach half
 * the budget, then sorted and written to a run file in the work directory on a thread of their own
 * while the next half fills; {@link #sorted()} merges the runs (k-way, one buffered reader each) with
 * what is still in memory, on a thread of its own as well. Order: see {@link #ORDER}.
 * Not thread-safe; one per load. mapper-spark has Spark sort the rows instead, and carries them
 * through its shuffle as {@link Entry#writeTo(DataOutput) run files hold them}.
 */
@LimitedPrivate("mapper-spark")
public final class CellSorter implements Closeable {
  /** Object and reference overhead counted per buffered cell, beside its bytes. */
  private static final int OVERHEAD = 64;
  /** Object overhead counted per buffered row. */
  private static final int ROW_OVERHEAD = 48;

  /**
   * One row of the load: its table (index into the load's tables), the entity it came from, whether it
   * is that entity's data row, and its cells (sorted, one row key, at least one).
   */
  @LimitedPrivate("mapper-spark")
  public record Entry(int table, long entity, boolean dataRow, KeyValue[] cells) {
    /** Whether {@code other} is a row of the same table with the same key. */
    public boolean sameRow(Entry other) {
      KeyValue a = cells[0];
      KeyValue b = other.cells[0];
      return table == other.table && Bytes.equals(a.getRowArray(), a.getRowOffset(), a.getRowLength(),
          b.getRowArray(), b.getRowOffset(), b.getRowLength());
    }

    /** Writes this row as a run file holds it: table, entity, data-row mark, cells (each length first). */
    public void writeTo(DataOutput out) throws IOException {
      out.writeInt(table);
      out.writeLong(entity);
      out.writeBoolean(dataRow);
      out.writeInt(cells.length);
      for (KeyValue cell : cells) {
        out.writeInt(cell.getLength());
        out.write(cell.getBuffer(), cell.getOffset(), cell.getLength());
      }
    }

    /**
     * The row {@link #writeTo} wrote.
     *
     * @throws EOFException when {@code in} is at its end before the row
     */
    public static Entry readFrom(DataInput in) throws IOException {
      int table = in.readInt();
      long entity = in.readLong();
      boolean dataRow = in.readBoolean();
      KeyValue[] cells = new KeyValue[in.readInt()];
      for (int i = 0; i < cells.length; i++) {
        byte[] bytes = new byte[in.readInt()];
        in.readFully(bytes);
        cells[i] = new KeyValue(bytes);
      }
      return new Entry(table, entity, dataRow, cells);
    }
  }

  /** Table, then row key (HBase's order of rows), then entity: the rows of two entities with one key meet. */
  static final Comparator<Entry> ORDER = (a, b) -> {
    int c = Integer.compare(a.table, b.table);
    if (c != 0) {
      return c;
    }
    KeyValue x = a.cells[0];
    KeyValue y = b.cells[0];
    c = Bytes.compareTo(x.getRowArray(), x.getRowOffset(), x.getRowLength(), y.getRowArray(), y.getRowOffset(),
        y.getRowLength());
    return c != 0 ? c : Long.compare(a.entity, b.entity);
  };

  private final Path workDirectory;
  private final long budget;
  private final List<Path> runs = new ArrayList<>();
  private final ExecutorService spiller = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "bulk-load-sort");
    t.setDaemon(true);
    return t;
  });
  private List<Entry> buffer = new ArrayList<>();
  private Future<?> spilling;
  private long buffered;
  private Prefetch prefetch;

  /**
   * A sorter holding at most {@code budget} bytes of cells: two buffers of half of it, one filling
   * while the other is sorted and written to a run file on a thread of its own.
   */
  CellSorter(Path workDirectory, long budget) {
    this.workDirectory = workDirectory;
    this.budget = budget / 2;
  }

  /** Adds a row: {@code cells} sorted, of one row key. */
  void add(int table, long entity, boolean dataRow, KeyValue[] cells) {
    buffer.add(new Entry(table, entity, dataRow, cells));
    buffered += ROW_OVERHEAD;
    for (KeyValue cell : cells) {
      buffered += cell.getLength() + OVERHEAD;
    }
    if (buffered >= budget) {
      awaitSpill();
      List<Entry> full = buffer;
      buffer = new ArrayList<>(full.size());
      buffered = 0;
      Path run = newRun();
      spilling = spiller.submit(() -> spill(full, run));
    }
  }

  /** The run files written so far. */
  int runs() {
    return runs.size();
  }

  /**
   * Every cell added, in {@link #ORDER}; call once, after the last {@link #add}. With runs on disk,
   * the merge runs ahead on a thread of its own, a few batches in front of the caller.
   */
  Iterator<Entry> sorted() {
    awaitSpill();
    spiller.shutdown();
    buffer.sort(ORDER);
    if (runs.isEmpty()) {
      return buffer.iterator();
    }
    List<Iterator<Entry>> sources = new ArrayList<>();
    for (Path run : runs) {
      sources.add(new RunReader(run));
    }
    sources.add(buffer.iterator());
    prefetch = new Prefetch(new Merge(sources));
    return prefetch;
  }

  private Path newRun() {
    try {
      Files.createDirectories(workDirectory);
      Path run = Files.createTempFile(workDirectory, "bulk-run-", ".cells");
      runs.add(run);
      return run;
    } catch (IOException e) {
      throw new UncheckedIOException("Could not create a sorted run of the bulk load in " + workDirectory
          + " (set BulkLoad.workDirectory to a writable local disk): " + e.getMessage(), e);
    }
  }

  /** Waits for the run being written, passing on its failure. */
  private void awaitSpill() {
    if (spilling == null) {
      return;
    }
    try {
      spilling.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while a sorted run of the bulk load was written", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    } finally {
      spilling = null;
    }
  }

  private void spill(List<Entry> entries, Path run) {
    entries.sort(ORDER);
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(run), 1 << 16))) {
      for (Entry e : entries) {
        e.writeTo(out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Could not write a sorted run of the bulk load to " + workDirectory
          + " (disk full? set BulkLoad.workDirectory to a disk with room): " + e.getMessage(), e);
    }
  }

  /** Stops the threads and deletes the run files. */
  @Override
  public void close() {
    spiller.shutdownNow();
    if (prefetch != null) {
      prefetch.stop();
    }
    try {
      spiller.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (Path run : runs) {
      try {
        Files.deleteIfExists(run);
      } catch (IOException e) {
        // a leftover temporary file in the work directory; nothing else depends on it
      }
    }
  }

  /** The entries of one run file, in order. */
  private static final class RunReader implements Iterator<Entry>, Closeable {
    private final Path file;
    private final DataInputStream in;
    private Entry next;

    RunReader(Path file) {
      this.file = file;
      try {
        this.in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
      } catch (IOException e) {
        throw new UncheckedIOException("Could not read the bulk load's run " + file + ": " + e.getMessage(), e);
      }
      advance();
    }

    private void advance() {
      try {
        next = Entry.readFrom(in);
      } catch (EOFException e) {
        next = null;
        close();
      } catch (IOException e) {
        throw new UncheckedIOException("Could not read the bulk load's run " + file + ": " + e.getMessage(), e);
      }
    }

    @Override
    public boolean hasNext() {
      return next != null;
    }

    @Override
    public Entry next() {
      if (next == null) {
        throw new NoSuchElementException();
      }
      Entry out = next;
      advance();
      return out;
    }

    @Override
    public void close() {
      try {
        in.close();
      } catch (IOException e) {
        // read to the end already
      }
    }
  }

  /** A k-way merge of sorted sources. */
  private static final class Merge implements Iterator<Entry> {
    private record Head(Entry entry, Iterator<Entry> source) {}

    private final PriorityQueue<Head> heads = new PriorityQueue<>((a, b) -> ORDER.compare(a.entry(), b.entry()));

    Merge(List<Iterator<Entry>> sources) {
      for (Iterator<Entry> source : sources) {
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
    public Entry next() {
      Head head = heads.poll();
      if (head == null) {
        throw new NoSuchElementException();
      }
      if (head.source().hasNext()) {
        heads.add(new Head(head.source().next(), head.source()));
      }
      return head.entry();
    }
  }

  /**
   * Runs a source on a thread of its own, handing its entries over in batches through a short queue:
   * the merge of the runs (reading, decoding, comparing) overlaps the writing of the HFiles.
   */
  private static final class Prefetch implements Iterator<Entry> {
    private static final int BATCH = 4096;
    private static final Entry[] END = new Entry[0];

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(4);
    private final Thread thread;
    private Entry[] batch = new Entry[0];
    private int at;
    private boolean ended;

    Prefetch(Iterator<Entry> source) {
      thread = new Thread(() -> {
        try {
          while (source.hasNext()) {
            Entry[] next = new Entry[BATCH];
            int n = 0;
            while (n < BATCH && source.hasNext()) {
              next[n++] = source.next();
            }
            queue.put(n == BATCH ? next : Arrays.copyOf(next, n));
          }
          queue.put(END);
        } catch (InterruptedException e) {
          // stopped: the load failed or was closed
        } catch (RuntimeException | Error e) {
          try {
            queue.put(e);
          } catch (InterruptedException stopped) {
            // stopped meanwhile
          }
        }
      }, "bulk-load-merge");
      thread.setDaemon(true);
      thread.start();
    }

    @Override
    public boolean hasNext() {
      if (at < batch.length) {
        return true;
      }
      if (ended) {
        return false;
      }
      Object next;
      try {
        next = queue.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while merging the bulk load's sorted runs", e);
      }
      if (next instanceof RuntimeException e) {
        throw e;
      }
      if (next instanceof Error e) {
        throw e;
      }
      batch = (Entry[]) next;
      at = 0;
      if (batch.length == 0) {
        ended = true;
        return false;
      }
      return true;
    }

    @Override
    public Entry next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return batch[at++];
    }

    void stop() {
      thread.interrupt();
    }
  }
}
