package org.hbasemapper.mapreduce;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.KeyValue;

/**
 * Sorts the cells of a load within a memory budget: cells are buffered until their bytes reach the
 * budget, then sorted and written to a run file in the work directory; {@link #sorted()} merges the
 * runs (k-way, one buffered reader each) with what is still in memory. Order: table, then HBase's
 * cell order, then the entity the cell came from (so that two entities' cells of one row meet).
 * Not thread-safe; one per load.
 */
final class CellSorter implements Closeable {
  /** Object and reference overhead counted per buffered cell, beside its bytes. */
  private static final int OVERHEAD = 96;

  /** One cell of the load: its table (index into the load's tables), entity number, kind, cell. */
  record Entry(int table, long entity, boolean dataRow, KeyValue cell) {}

  static final Comparator<Entry> ORDER = Comparator.comparingInt(Entry::table)
      .thenComparing(Entry::cell, CellComparator.getInstance())
      .thenComparingLong(Entry::entity);

  private final Path workDirectory;
  private final long budget;
  private final List<Entry> buffer = new ArrayList<>();
  private final List<Path> runs = new ArrayList<>();
  private long buffered;
  private long spilledBytes;

  CellSorter(Path workDirectory, long budget) {
    this.workDirectory = workDirectory;
    this.budget = budget;
  }

  void add(int table, long entity, boolean dataRow, KeyValue cell) {
    buffer.add(new Entry(table, entity, dataRow, cell));
    buffered += cell.getLength() + OVERHEAD;
    if (buffered >= budget) {
      spill();
    }
  }

  /** The run files written so far. */
  int runs() {
    return runs.size();
  }

  /** The bytes written to run files so far. */
  long spilledBytes() {
    return spilledBytes;
  }

  /** Every cell added, in {@link #ORDER}; call once, after the last {@link #add}. */
  Iterator<Entry> sorted() {
    buffer.sort(ORDER);
    if (runs.isEmpty()) {
      return buffer.iterator();
    }
    List<Iterator<Entry>> sources = new ArrayList<>();
    for (Path run : runs) {
      sources.add(new RunReader(run));
    }
    sources.add(buffer.iterator());
    return new Merge(sources);
  }

  private void spill() {
    buffer.sort(ORDER);
    try {
      Files.createDirectories(workDirectory);
      Path run = Files.createTempFile(workDirectory, "bulk-run-", ".cells");
      runs.add(run);
      try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(run), 1 << 16))) {
        for (Entry e : buffer) {
          out.writeInt(e.table());
          out.writeLong(e.entity());
          out.writeBoolean(e.dataRow());
          out.writeInt(e.cell().getLength());
          out.write(e.cell().getBuffer(), e.cell().getOffset(), e.cell().getLength());
          spilledBytes += e.cell().getLength() + 17;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Could not write a sorted run of the bulk load to " + workDirectory
          + " (disk full? set BulkLoad.workDirectory to a disk with room): " + e.getMessage(), e);
    }
    buffer.clear();
    buffered = 0;
  }

  /** Deletes the run files. */
  @Override
  public void close() {
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
        int table = in.readInt();
        long entity = in.readLong();
        boolean dataRow = in.readBoolean();
        byte[] bytes = new byte[in.readInt()];
        in.readFully(bytes);
        next = new Entry(table, entity, dataRow, new KeyValue(bytes));
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
}
