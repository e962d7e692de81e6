package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copies the rows of a table into a new table with a new layout, from one JVM: the way forward when
 * an entity's row key, salt or hash prefix or record type code changes, which strands every stored
 * row. The old rows are read through their stored layout (no copy of the old class is needed), each
 * is mapped to the new entity by a function, and the new rows, with their index and relation rows,
 * are written as HFiles and bulk loaded ({@link BulkLoad}) chunk after chunk, in the old table's key
 * order. The old table is never written to.
 *
 * <pre>{@code
 * EntityLayout old = StoredLayouts.fromBaseline(Path.of("src/main/schema/shop.purchase.layout"), "org.example.Purchase");
 * MigrationReport report = Migration.from(connection, TableName.valueOf("shop:purchase"), old)
 *     .to(SaltedPurchaseMapper.INSTANCE, row -> new SaltedPurchase(row.getString("userId"),
 *         row.getInstant("time"), row.getString("productId"), row.getBigDecimal("price"), row.getInt("quantity")))
 *     .checkpoint(java.nio.file.Path.of("/var/lib/migrations/purchase.checkpoint"))
 *     .run();
 * }</pre>
 *
 * <p><b>Resumable.</b> After each chunk is loaded, the checkpoint file records the last old row
 * migrated and the counts so far; a run that stops (a failure, a killed JVM) is resumed by running
 * the same migration again, which starts after that row. A chunk loaded but not yet recorded is
 * copied again, which is harmless: the same new rows get the same values. A checkpoint of a finished
 * migration makes {@link #run} return its counts without copying anything.
 *
 * <p><b>Bounded memory</b>: the load's memory budget (sorted runs spill to the work directory) and one
 * chunk's scanner cache, whatever the size of the table. <b>Progress</b>: a listener and a log line
 * per chunk (counts only). The end: a {@link MigrationReport} with the counts over all runs and a
 * comparison of sampled rows read back from the new table. docs/migration.md has the recipe.
 *
 * <p>Rows written to the old table while a migration runs are copied only if they lie after the
 * chunk being read; the recipe freezes writes to the old table for the migration. Configure, then
 * {@link #run}; not for concurrent use.
 *
 * @param <E> the new entity
 */
@Api
public final class Migration<E> {
  /** The default number of old rows per chunk. */
  public static final int DEFAULT_CHUNK_ROWS = 1_000_000;
  /** The default number of rows compared at the end. */
  public static final int DEFAULT_SAMPLE_ROWS = 100;

  private static final Logger LOG = LoggerFactory.getLogger(Migration.class);

  private final Connection connection;
  private final TableName oldTable;
  private final EntityLayout oldLayout;
  private final EntityCells<E> cells;
  private final Function<StoredRow, ? extends E> function;
  private Path checkpoint;
  private int chunkRows = DEFAULT_CHUNK_ROWS;
  private boolean skipBadRows;
  private int sampleRows = DEFAULT_SAMPLE_ROWS;
  private long sampleSeed = 1;
  private long memoryBudget = BulkLoad.DEFAULT_MEMORY_BUDGET;
  private java.nio.file.Path workDirectory = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"));
  private Path stagingDirectory;
  private Consumer<? super MigrationProgress> progress = p -> {};

  private Migration(Connection connection, TableName oldTable, EntityLayout oldLayout, EntityCells<E> cells,
      Function<StoredRow, ? extends E> function) {
    this.connection = connection;
    this.oldTable = oldTable;
    this.oldLayout = oldLayout;
    this.cells = Objects.requireNonNull(cells, "cells");
    this.function = Objects.requireNonNull(function, "function");
  }

  /**
   * The rows {@code oldLayout} describes in {@code oldTable}, to be migrated; name the new entity with
   * {@link Source#to}.
   */
  public static Source from(Connection connection, TableName oldTable, EntityLayout oldLayout) {
    return new Source(Objects.requireNonNull(connection, "connection"), Objects.requireNonNull(oldTable, "oldTable"),
        Objects.requireNonNull(oldLayout, "oldLayout"));
  }

  /** The old rows of a migration. */
  @Api
  public static final class Source {
    private final Connection connection;
    private final TableName table;
    private final EntityLayout layout;

    private Source(Connection connection, TableName table, EntityLayout layout) {
      this.connection = connection;
      this.table = table;
      this.layout = layout;
    }

    /**
     * A migration to the entity of {@code mapper} (its generated {@code <Entity>Mapper.INSTANCE}) in
     * the table it declares, with its indexes: each old row becomes {@code function(row)}, or none
     * when that is null.
     */
    public <E> Migration<E> to(EntityMapper<E, ?> mapper, Function<StoredRow, ? extends E> function) {
      return to(EntityCells.of(mapper, List.of()), function);
    }

    /**
     * As {@link #to(EntityMapper, Function)}, writing the rows {@code cells} makes: with its relations'
     * inverse entries ({@code EntityCells.of(dao)}), in the tables a namespace mapping names.
     */
    public <E> Migration<E> to(EntityCells<E> cells, Function<StoredRow, ? extends E> function) {
      return new Migration<>(connection, table, layout, cells, function);
    }
  }

  /**
   * The checkpoint file (required): where the migration records, after each chunk, the last old row
   * migrated and the counts, and where a second run resumes from. On any Hadoop file system; a local
   * disk for one JVM.
   */
  public Migration<E> checkpoint(Path file) {
    this.checkpoint = Objects.requireNonNull(file, "file");
    return this;
  }

  /** The checkpoint file (required), on the local file system; see {@link #checkpoint(Path)}. */
  public Migration<E> checkpoint(java.nio.file.Path file) {
    return checkpoint(new Path(file.toAbsolutePath().toUri()));
  }

  /**
   * Old rows per chunk: what one bulk load takes, and what a failure costs again; default
   * {@value #DEFAULT_CHUNK_ROWS}. Memory does not grow with it (the load spills).
   */
  public Migration<E> chunkRows(int rows) {
    if (rows < 1) {
      throw new IllegalArgumentException("a migration's chunk needs at least 1 row, not " + rows);
    }
    this.chunkRows = rows;
    return this;
  }

  /**
   * Counts and skips old rows that do not read through the old layout (logging the row key, field and
   * encoding of each) instead of stopping at the first.
   */
  public Migration<E> skipBadRows() {
    this.skipBadRows = true;
    return this;
  }

  /**
   * Rows compared at the end, drawn at random (with {@code seed}) from the rows this run wrote; default
   * {@value #DEFAULT_SAMPLE_ROWS}, 0 for none.
   */
  public Migration<E> sampleRows(int rows, long seed) {
    if (rows < 0) {
      throw new IllegalArgumentException("sample rows must be 0 or more, not " + rows);
    }
    this.sampleRows = rows;
    this.sampleSeed = seed;
    return this;
  }

  /** The memory budget of each chunk's load; see {@link BulkLoad#memoryBudget}. */
  public Migration<E> memoryBudget(long bytes) {
    if (bytes < 1 << 20) {
      throw new IllegalArgumentException("memory budget of a migration must be at least 1 MiB, not " + bytes);
    }
    this.memoryBudget = bytes;
    return this;
  }

  /** The local directory sorted runs spill to; see {@link BulkLoad#workDirectory}. */
  public Migration<E> workDirectory(java.nio.file.Path directory) {
    this.workDirectory = Objects.requireNonNull(directory, "directory");
    return this;
  }

  /** Where HFiles are staged for HBase; see {@link BulkLoad#stagingDirectory}. */
  public Migration<E> stagingDirectory(Path directory) {
    this.stagingDirectory = Objects.requireNonNull(directory, "directory");
    return this;
  }

  /** Hears of the migration after each chunk, on the migrating thread. */
  public Migration<E> onProgress(Consumer<? super MigrationProgress> listener) {
    this.progress = Objects.requireNonNull(listener, "listener");
    return this;
  }

  /**
   * Migrates every old row not yet migrated, then compares the sampled rows.
   *
   * @throws MigrationException when refused (the new tables are missing or differ from the new
   *     entity, the checkpoint belongs to another migration: nothing copied) or stopped (a bad row, a
   *     function that threw, a chunk that failed to load: the message names the old row and says how
   *     far the checkpoint got; run again to resume)
   */
  public MigrationReport run() {
    String what = describe(oldTable, oldLayout, cells);
    if (checkpoint == null) {
      throw new IllegalStateException(what + ": name a checkpoint file with checkpoint(path), so that a run that "
          + "stops can be resumed");
    }
    refuseTables(connection, oldTable, cells, what);
    StoredRowReader reader = StoredRowReader.of(oldTable, oldLayout);
    String identity = identity(oldTable, oldLayout, cells);
    org.apache.hadoop.conf.Configuration conf = connection.getConfiguration();
    MigrationCheckpoint stored = MigrationCheckpoint.read(conf, checkpoint);
    long begin = System.nanoTime();
    MigrationTally total = new MigrationTally();
    byte[] after = null;
    if (stored != null) {
      stored.requireMigration(identity, checkpoint);
      total = stored.tally().copy();
      after = stored.last();
      if (stored.complete()) {
        LOG.info("{}: already complete by the checkpoint {} ({}); nothing to copy", what, checkpoint, total);
        return total.report(true, Duration.ofNanos(System.nanoTime() - begin), 0, List.of());
      }
      LOG.info("{}: resuming after old row {} from the checkpoint {} ({})", what, RowBytes.hex(after), checkpoint,
          total);
    }
    byte[][] last = {after};
    RangeMigration.Reservoir sample = new RangeMigration.Reservoir(sampleRows, sampleSeed);
    RangeMigration<E> range = new RangeMigration<>(connection, oldTable, reader, function, cells,
        new RangeMigration.Settings(chunkRows, skipBadRows, memoryBudget, workDirectory, stagingDirectory), what);
    total = range.migrate(new byte[0], new byte[0], after, total, (tally, row) -> {
      last[0] = row;
      new MigrationCheckpoint(identity, new byte[0], new byte[0], row, false, tally).write(conf, checkpoint);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - begin);
      LOG.info("{}: chunk {} loaded, {} in total, {} s", what, tally.chunks, tally, elapsed.toSeconds());
      progress.accept(tally.progress(elapsed));
    }, () -> last[0] == null ? "no chunk was loaded yet: run it again to start over"
        : "every old row through " + RowBytes.hex(last[0]) + " is migrated (checkpoint " + checkpoint
            + "): run it again to resume after it", sample, () -> {});
    new MigrationCheckpoint(identity, new byte[0], new byte[0], last[0] == null ? new byte[0] : last[0], true, total)
        .write(conf, checkpoint);
    List<MigrationReport.Mismatch> mismatches = SampledComparison.compare(connection, oldTable, reader, function, cells,
        sample.rows());
    MigrationReport report = total.report(stored != null, Duration.ofNanos(System.nanoTime() - begin),
        sample.rows().size(), mismatches);
    LOG.info("{}: done, {}; {} sampled row(s) compared, {} mismatch(es)", what, total, report.sampled(),
        mismatches.size());
    return report;
  }

  /** How messages name a migration: {@code Migration of Purchase (shop:purchase) to SaltedPurchase (shop:purchase2)}. */
  static String describe(TableName oldTable, EntityLayout oldLayout, EntityCells<?> cells) {
    return "Migration of " + oldLayout.simpleName() + " (" + oldTable.getNameAsString() + ") to "
        + cells.schema().entityName() + " (" + cells.schema().tableName().getNameAsString() + ")";
  }

  /** What a checkpoint must belong to: the old table and layout, the new table and entity. */
  static String identity(TableName oldTable, EntityLayout oldLayout, EntityCells<?> cells) {
    return oldTable.getNameAsString() + " " + oldLayout.entity() + "@" + oldLayout.fingerprint() + " -> "
        + cells.schema().tableName().getNameAsString() + " " + cells.schema().entityName();
  }

  /** Refuses an old table that is missing or is the new one, and new tables that differ from the entity. */
  static void refuseTables(Connection connection, TableName oldTable, EntityCells<?> cells, String what) {
    if (cells.tables().contains(oldTable)) {
      throw new MigrationException(what + " refused: the new rows would go to the old table " + oldTable
          + ", which a migration never writes to; create the new entity's table under another name", null);
    }
    try (Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(oldTable)) {
        throw new MigrationException(what + " refused: the old table " + oldTable + " does not exist", null);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> differences = TableCheck.differences(connection, cells);
    if (!differences.isEmpty()) {
      throw new MigrationException(what + " refused: " + TableCheck.describe(differences) + " (create the new "
          + "entity's tables first); nothing was copied", null);
    }
  }
}
