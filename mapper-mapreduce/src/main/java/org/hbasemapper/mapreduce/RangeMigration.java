package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copies one key range of the old table into the new entity's tables, chunk after chunk: each chunk
 * is at most {@code chunkRows} old rows, read by a scanner of its own (so no scanner idles through a
 * load and outlives its lease), mapped as they are read and handed to a {@link BulkLoad}, which sorts
 * within its memory budget; after the load, the listener records the chunk's last row. What one JVM
 * holds is the load's budget and one chunk's scanner cache, whatever the size of the table. Shared by
 * {@link Migration} and the tasks of {@link MigrationJob}.
 *
 * @param <E> the new entity
 */
final class RangeMigration<E> {
  private static final Logger LOG = LoggerFactory.getLogger(RangeMigration.class);

  /** Hears of each chunk once it is loaded. */
  interface ChunkListener {
    /** {@code total} counts every chunk so far; {@code last} is the chunk's last old row. */
    void loaded(MigrationTally total, byte[] last);
  }

  /** What the loads of a migration use. */
  record Settings(int chunkRows, boolean skipBadRows, long memoryBudget, java.nio.file.Path workDirectory,
      org.apache.hadoop.fs.Path stagingDirectory) {}

  private final Connection connection;
  private final TableName oldTable;
  private final StoredRowReader reader;
  private final Function<StoredRow, ? extends E> function;
  private final EntityCells<E> cells;
  private final Settings settings;
  private final String what;

  RangeMigration(Connection connection, TableName oldTable, StoredRowReader reader,
      Function<StoredRow, ? extends E> function, EntityCells<E> cells, Settings settings, String what) {
    this.connection = connection;
    this.oldTable = oldTable;
    this.reader = reader;
    this.function = function;
    this.cells = cells;
    this.settings = settings;
    this.what = what;
  }

  /**
   * Migrates the rows of {@code [start, stop)} after {@code after} (exclusive; null to begin at
   * {@code start}), adding to {@code total}.
   *
   * @param resume what to tell the caller about resuming when a chunk fails
   * @param sample offered the old key of every row written
   * @param heartbeat called every few thousand rows (a task reports progress to its framework)
   * @throws MigrationException when a row does not read (unless skipped), the function throws, or a chunk does not load
   */
  MigrationTally migrate(byte[] start, byte[] stop, byte[] after, MigrationTally total, ChunkListener listener,
      Supplier<String> resume, Reservoir sample, Runnable heartbeat) {
    byte[] from = after;
    try (Table table = connection.getTable(oldTable)) {
      while (true) {
        Scan scan = reader.scan();
        if (from != null) {
          scan.withStartRow(from, false);
        } else if (start.length > 0) {
          scan.withStartRow(start, true);
        }
        if (stop.length > 0) {
          scan.withStopRow(stop, false);
        }
        scan.setLimit(settings.chunkRows());
        Chunk chunk;
        try (ResultScanner scanner = table.getScanner(scan)) {
          chunk = new Chunk(scanner.iterator(), resume, sample, heartbeat);
          if (chunk.hasNext()) {
            load(chunk, from, resume);
          }
        }
        if (chunk.scanned == 0) {
          return total;
        }
        chunk.tally.chunks = 1;
        total.add(chunk.tally);
        from = chunk.last;
        listener.loaded(total, from);
        if (chunk.scanned < settings.chunkRows()) {
          return total;
        }
      }
    } catch (IOException e) {
      throw new MigrationException(what + " failed reading " + oldTable + " after row " + RowBytes.hex(from) + ": "
          + Failures.oneLine(e) + "; " + resume.get(), e);
    } catch (UncheckedIOException e) {
      throw new MigrationException(what + " failed after old row " + RowBytes.hex(from) + ": " + Failures.oneLine(e)
          + "; " + resume.get(), e);
    }
  }

  private void load(Chunk chunk, byte[] after, Supplier<String> resume) {
    BulkLoad<E> load = BulkLoad.of(connection, cells).memoryBudget(settings.memoryBudget())
        .workDirectory(settings.workDirectory());
    if (settings.stagingDirectory() != null) {
      load.stagingDirectory(settings.stagingDirectory());
    }
    try {
      load.load(chunk);
    } catch (BulkLoadException e) {
      throw new MigrationException(what + " failed loading the chunk of old rows after " + chunkStart(after) + ": "
          + e.getMessage() + "; " + resume.get(), e);
    }
  }

  private static String chunkStart(byte[] after) {
    return after == null ? "the range's start" : "row " + RowBytes.hex(after);
  }

  /**
   * The new entities of one chunk, made as the load asks for them: old rows are read, those of other
   * record types passed over, bad ones failed or counted, the rest mapped by the function.
   */
  private final class Chunk implements Iterator<E> {
    private final Iterator<Result> rows;
    private final Supplier<String> resume;
    private final Reservoir sample;
    private final Runnable heartbeat;
    final MigrationTally tally = new MigrationTally();
    int scanned;
    byte[] last;
    private E pending;

    Chunk(Iterator<Result> rows, Supplier<String> resume, Reservoir sample, Runnable heartbeat) {
      this.rows = rows;
      this.resume = resume;
      this.sample = sample;
      this.heartbeat = heartbeat;
    }

    @Override
    public boolean hasNext() {
      while (pending == null && rows.hasNext()) {
        Result result = rows.next();
        last = result.getRow();
        if (++scanned % 5_000 == 0) {
          heartbeat.run();
        }
        pending = map(result);
      }
      return pending != null;
    }

    @Override
    public E next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      E out = pending;
      pending = null;
      return out;
    }

    /** The entity of one old row, or null when there is none to write. */
    private E map(Result result) {
      E entity;
      boolean counted = false;
      try {
        StoredRow row = reader.read(result);
        if (row == null) {
          tally.otherRecordTypes++;
          return null;
        }
        tally.read++;
        counted = true;
        entity = function.apply(row);
      } catch (StoredRowException e) {
        if (!settings.skipBadRows()) {
          throw new MigrationException(what + " stopped: " + e.getMessage() + "; " + resume.get()
              + " (fix the row, or skip such rows with skipBadRows())", e);
        }
        if (!counted) {
          tally.read++;
        }
        tally.badRows++;
        LOG.warn("Skipped a row that does not read through the stored layout: {}", e.getMessage());
        return null;
      } catch (RuntimeException e) {
        throw new MigrationException(what + " stopped: the mapping function failed on old row "
            + RowBytes.hex(result.getRow()) + " of " + oldTable + " (" + e + "); " + resume.get(), e);
      }
      if (entity == null) {
        tally.skipped++;
        return null;
      }
      tally.written++;
      sample.offer(result.getRow());
      return entity;
    }
  }

  /**
   * Up to {@code size} row keys drawn uniformly at random from those offered, with a seeded random so
   * that a run samples the same rows again (reservoir sampling: memory is the sample, not the rows).
   */
  static final class Reservoir {
    private final int size;
    private final Random random;
    private final List<byte[]> rows = new ArrayList<>();
    private long seen;

    Reservoir(int size, long seed) {
      this.size = size;
      this.random = new Random(seed);
    }

    void offer(byte[] row) {
      seen++;
      if (rows.size() < size) {
        rows.add(Objects.requireNonNull(row));
      } else if (size > 0) {
        long slot = random.nextLong(seen);
        if (slot < size) {
          rows.set((int) slot, row);
        }
      }
    }

    List<byte[]> rows() {
      return List.copyOf(rows);
    }
  }
}
