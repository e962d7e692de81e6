package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads entities into HBase as HFiles instead of puts, from one JVM: for loads of millions of rows,
 * where a client loop of puts spends its time in RPCs, the WAL and memstore flushes. The entities'
 * cells (their data rows, their secondary-index entries and their relation inverse entries, as
 * {@link EntityCells} makes them) are sorted within a memory budget (spilling sorted runs to a local
 * work directory), written as one HFile per table, region and family, and handed to HBase's bulk
 * loader ({@code BulkLoadHFiles}): the index and relation tables first, the data table last, the order
 * a DAO writes in, so that no data row is ever visible without its index entries.
 *
 * <pre>{@code
 * BulkLoadReport report = BulkLoad.of(connection, EntityCells.of(new PurchaseDao(connection)))
 *     .memoryBudget(128L << 20)
 *     .onProgress(p -> log.info("{} {} entities", p.phase(), p.entities()))
 *     .load(purchases);                           // an Iterable or a Stream, in any order
 * }</pre>
 *
 * <p>What a load refuses before anything is loaded: tables that are missing or differ from the entity
 * (the differences {@link SchemaManager#differences} lists), an entity the mapper refuses (a null or
 * too long key component), and two entities with the same row key (a load writes each row once). What
 * it skips, as every HFile bulk load does: the write-ahead log (replication ships bulk-loaded files
 * only with {@code hbase.replication.bulkload.enabled}), region observers of puts, and the index
 * upkeep of rows that were already stored with other indexed values (their old entries stay until
 * {@code IndexAdmin} removes them). All cells get one timestamp, the load's start, so running a load
 * again writes the same values again. docs/bulk.md has the details.
 *
 * <p>Configure, then call {@code load} as often as needed; not for concurrent use by several threads.
 *
 * @param <E> the entity type
 */
@Api
public final class BulkLoad<E> {
  /** Entities between two {@link BulkLoadProgress} reports while reading. */
  public static final int REPORT_EVERY = 100_000;
  /** The default memory budget of the sort: 64 MiB of cells. */
  public static final long DEFAULT_MEMORY_BUDGET = 64L << 20;

  private static final Logger LOG = LoggerFactory.getLogger(BulkLoad.class);

  private final Connection connection;
  private final EntityCells<E> cells;
  private java.nio.file.Path workDirectory = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"));
  private Path stagingDirectory;
  private long memoryBudget = DEFAULT_MEMORY_BUDGET;
  private Consumer<? super BulkLoadProgress> progress = p -> {};

  private BulkLoad(Connection connection, EntityCells<E> cells) {
    this.connection = Objects.requireNonNull(connection, "connection");
    this.cells = Objects.requireNonNull(cells, "cells");
  }

  /** A load over {@code connection} (the caller's, never closed here) of the rows {@code cells} makes. */
  public static <E> BulkLoad<E> of(Connection connection, EntityCells<E> cells) {
    return new BulkLoad<>(connection, cells);
  }

  /** The local directory sorted runs are spilled to; default {@code java.io.tmpdir}. */
  public BulkLoad<E> workDirectory(java.nio.file.Path directory) {
    this.workDirectory = Objects.requireNonNull(directory, "directory");
    return this;
  }

  /**
   * The directory the HFiles are written to before HBase takes them, on a file system the region
   * servers read (HDFS for a cluster: HBase moves the files from there into its own directories);
   * a fresh directory below it is used per load and deleted after. Default: {@code hbase.fs.tmp.dir}
   * (else {@code /tmp}) on the default file system of the connection's configuration.
   */
  public BulkLoad<E> stagingDirectory(Path directory) {
    this.stagingDirectory = Objects.requireNonNull(directory, "directory");
    return this;
  }

  /**
   * The bytes of cells the sort holds in memory before it spills a sorted run to the work directory;
   * default {@link #DEFAULT_MEMORY_BUDGET}: two buffers of half of it, one sorted and written on a
   * thread of its own while the other fills. The heap a load needs is about twice this.
   */
  public BulkLoad<E> memoryBudget(long bytes) {
    if (bytes < 1 << 20) {
      throw new IllegalArgumentException("memory budget of a bulk load must be at least 1 MiB, not " + bytes);
    }
    this.memoryBudget = bytes;
    return this;
  }

  /** Hears of the load's progress, on the loading thread. */
  public BulkLoad<E> onProgress(Consumer<? super BulkLoadProgress> listener) {
    this.progress = Objects.requireNonNull(listener, "listener");
    return this;
  }

  /** Loads {@code entities}; see {@link #load(Iterator)}. */
  public BulkLoadReport load(Iterable<? extends E> entities) {
    return load(entities.iterator());
  }

  /** Loads {@code entities}, closing the stream; see {@link #load(Iterator)}. */
  public BulkLoadReport load(Stream<? extends E> entities) {
    try (Stream<? extends E> all = entities) {
      return load(all.iterator());
    }
  }

  /**
   * Loads {@code entities}, in any order.
   *
   * @throws BulkLoadException when the load is refused (nothing loaded) or fails (the exception says
   *     which tables were loaded; running the same load again is safe)
   */
  public BulkLoadReport load(Iterator<? extends E> entities) {
    List<TableName> tables = cells.tables();
    refuseDifferingTables();
    long timestamp = System.currentTimeMillis();
    Instant time = cells.clock().instant(); // the audit dates' time, as the DAO's clock tells it
    long begin = System.nanoTime();
    try (CellSorter sorter = new CellSorter(workDirectory, memoryBudget)) {
      long[] counts = read(entities, tables, timestamp, time, sorter);
      long read = System.nanoTime();
      Configuration conf = connection.getConfiguration();
      Path staging = staging(conf);
      try {
        Map<TableName, HFileSink.Written> written = write(sorter, tables, counts, conf, fileSystem(staging, conf), staging);
        long wrote = System.nanoTime();
        List<TableName> loaded = loadAll(conf, written, counts);
        long done = System.nanoTime();
        BulkLoadReport report = report(counts, sorter.runs(), written, loaded, begin, read, wrote, done);
        LOG.info("Bulk load of {} into {}: {} entities, {} cells in {} table(s), {} run(s) spilled, read {} ms, "
            + "written {} ms, loaded {} ms", cells.schema().entityName(), cells.schema().tableName(), counts[0],
            counts[1], loaded.size(), sorter.runs(), report.reading().toMillis(), report.writing().toMillis(),
            report.loading().toMillis());
        progress.accept(new BulkLoadProgress(BulkLoadProgress.Phase.DONE, counts[0], counts[1], sorter.runs(), null));
        return report;
      } finally {
        deleteQuietly(conf, staging);
      }
    }
  }

  private void refuseDifferingTables() {
    TableCheck.refuseDiffering(connection, cells, prefix());
  }

  /** Reads and sorts every entity's cells; returns {entities, cells}. */
  private long[] read(Iterator<? extends E> entities, List<TableName> tables, long timestamp, Instant time,
      CellSorter sorter) {
    long entity = 0;
    long cellCount = 0;
    while (entities.hasNext()) {
      E next = entities.next();
      List<EntityCells.TableRow> rows;
      try {
        rows = cells.rowsOf(Objects.requireNonNull(next, "entity"), time);
      } catch (IllegalArgumentException | NullPointerException e) {
        throw new BulkLoadException(prefix() + " refused entity #" + (entity + 1) + " of the load: " + e.getMessage()
            + "; nothing was loaded", List.of(), e);
      }
      for (int i = 0; i < rows.size(); i++) {
        EntityCells.TableRow row = rows.get(i);
        KeyValue[] kvs = row.cells(timestamp);
        sorter.add(tables.indexOf(row.table()), entity, i == 0, kvs);
        cellCount += kvs.length;
      }
      entity++;
      if (entity % REPORT_EVERY == 0) {
        progress.accept(new BulkLoadProgress(BulkLoadProgress.Phase.READING, entity, cellCount, sorter.runs(), null));
      }
    }
    progress.accept(new BulkLoadProgress(BulkLoadProgress.Phase.READING, entity, cellCount, sorter.runs(), null));
    return new long[] {entity, cellCount};
  }

  /** Writes the sorted cells as HFiles, refusing two entities with one row key. */
  private Map<TableName, HFileSink.Written> write(CellSorter sorter, List<TableName> tables, long[] counts,
      Configuration conf, FileSystem fs, Path staging) {
    HFileSink sink = new HFileSink(conf, fs, staging);
    try (Admin admin = connection.getAdmin(); sink) {
      SortedRows.write(sorter.sorted(), sink, table -> {
        TableName name = tables.get(table);
        progress.accept(new BulkLoadProgress(BulkLoadProgress.Phase.WRITING, counts[0], counts[1], sorter.runs(),
            name));
        sink.startTable(name, admin.getDescriptor(name), regionStarts(name));
      }, this::duplicate);
    } catch (IOException e) {
      throw new BulkLoadException(prefix() + " failed writing HFiles to " + staging + ": " + Failures.oneLine(e)
          + "; nothing was loaded", List.of(), e);
    } catch (UncheckedIOException e) {
      throw new BulkLoadException(prefix() + " failed: " + Failures.oneLine(e) + "; nothing was loaded", List.of(), e);
    }
    return sink.written();
  }

  private BulkLoadException duplicate(byte[] row, long first, long second) {
    return new BulkLoadException(prefix() + " refused: entities #" + (first + 1) + " and #" + (second + 1)
        + " of the load have the same row key " + RowBytes.hex(row) + " (a load writes each row once: remove the "
        + "duplicates first, or write them with the DAO, where the last put wins); nothing was loaded",
        List.of(), null);
  }

  private List<byte[]> regionStarts(TableName name) throws IOException {
    try (RegionLocator locator = connection.getRegionLocator(name)) {
      return Arrays.asList(locator.getStartKeys());
    }
  }

  /** Hands each table's HFiles to HBase: every other table first, the data table last. */
  private List<TableName> loadAll(Configuration conf, Map<TableName, HFileSink.Written> written, long[] counts) {
    Map<TableName, Path> directories = new LinkedHashMap<>();
    written.forEach((table, w) -> directories.put(table, w.directory()));
    return HFileLoader.loadAll(conf, cells.schema().tableName(), directories, prefix(),
        table -> progress.accept(new BulkLoadProgress(BulkLoadProgress.Phase.LOADING, counts[0], counts[1], 0, table)));
  }

  private BulkLoadReport report(long[] counts, int runs, Map<TableName, HFileSink.Written> written,
      List<TableName> loaded, long begin, long read, long wrote, long done) {
    Map<TableName, BulkLoadReport.TableLoad> tables = new LinkedHashMap<>();
    for (TableName table : loaded) {
      HFileSink.Written w = written.get(table);
      tables.put(table, w.load());
    }
    return new BulkLoadReport(counts[0], counts[1], runs, tables, Duration.ofNanos(read - begin),
        Duration.ofNanos(wrote - read), Duration.ofNanos(done - wrote));
  }

  private Path staging(Configuration conf) {
    try {
      Path base = stagingDirectory != null ? stagingDirectory : new Path(conf.get("hbase.fs.tmp.dir", "/tmp"));
      FileSystem fs = base.getFileSystem(conf);
      return fs.makeQualified(new Path(base, "hbase-mapper-bulk-" + UUID.randomUUID()));
    } catch (IOException e) {
      throw new BulkLoadException(prefix() + " failed: no staging directory (" + e.getMessage() + "); set "
          + "BulkLoad.stagingDirectory to a directory the region servers can read", List.of(), e);
    }
  }

  private FileSystem fileSystem(Path staging, Configuration conf) {
    try {
      return staging.getFileSystem(conf);
    } catch (IOException e) {
      throw new BulkLoadException(prefix() + " failed: the staging directory's file system is not reachable ("
          + e.getMessage() + "); nothing was loaded", List.of(), e);
    }
  }

  private static void deleteQuietly(Configuration conf, Path staging) {
    try {
      staging.getFileSystem(conf).delete(staging, true);
    } catch (IOException e) {
      LOG.warn("Could not delete the bulk load's staging directory {}: {}", staging, e.toString());
    }
  }

  private String prefix() {
    return "Bulk load of " + cells.schema().entityName() + " into " + cells.schema().tableName();
  }
}
