package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.mapreduce.MultiTableInputFormat;
import org.apache.hadoop.hbase.mapreduce.TableMapReduceUtil;
import org.apache.hadoop.hbase.mapreduce.TableSplit;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.InputFormat;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.output.NullOutputFormat;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.dao.EntityDao;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link Migration} as a MapReduce job, for tables one JVM should not copy alone: one map task per
 * region of the old table reads its key range through the old layout, maps each row with the
 * function (a class the tasks instantiate) and bulk loads the new rows, with their index and relation
 * rows, chunk after chunk. Map-only: no shuffle, each task sorts its chunks within its memory budget.
 *
 * <pre>{@code
 * MigrationJob<SaltedPurchase> migration = MigrationJob.of(connection, TableName.valueOf("shop:purchase"),
 *         oldLayout, SaltedPurchaseDao.class, ToSaltedPurchase.class)
 *     .checkpointDirectory(new Path("hdfs:///migrations/purchase"));
 * Job job = Job.getInstance(connection.getConfiguration(), "migrate purchases");
 * migration.configure(job);
 * if (job.waitForCompletion(true)) {
 *   MigrationReport report = migration.report();    // totals over all runs, sampled comparison
 * }
 * }</pre>
 *
 * <p><b>Resumable.</b> Each task records, after each chunk, the last old row of its range migrated in
 * a checkpoint file of the checkpoint directory; a retried task resumes after it. A job that failed is
 * resumed by configuring a new job with the same checkpoint directory: {@link #configure} reads every
 * checkpoint and makes the new job read only the key ranges not yet migrated. {@link #report} refuses
 * until every range is migrated, then adds the counts of every run up.
 *
 * <p>The function class must be public with a public no-argument constructor and map each row the
 * same way every time (the sampled comparison applies it again). Speculative execution is turned off
 * for the job: two attempts of one range would load it twice.
 *
 * @param <E> the new entity
 */
@Api
public final class MigrationJob<E> {
  /** The job's counters: this run's, as its tasks saw them ({@link #report} adds up every run). */
  @Api
  public enum Counter {
    /** Rows of the old entity read. */
    READ,
    /** New entities written. */
    WRITTEN,
    /** Rows the function returned null for. */
    SKIPPED,
    /** Rows that did not read through the old layout, skipped as asked. */
    BAD_ROWS,
    /** Rows of other record types of a shared table, passed over. */
    OTHER_RECORD_TYPES,
    /** Chunks loaded. */
    CHUNKS
  }

  private static final Logger LOG = LoggerFactory.getLogger(MigrationJob.class);

  static final String OLD_TABLE = "hbasemapper.migration.old-table";
  static final String OLD_LAYOUT = "hbasemapper.migration.old-layout";
  static final String DAO = "hbasemapper.migration.dao";
  static final String FUNCTION = "hbasemapper.migration.function";
  static final String NAMESPACES = "hbasemapper.migration.namespace.";
  static final String CHECKPOINTS = "hbasemapper.migration.checkpoints";
  static final String CHUNK_ROWS = "hbasemapper.migration.chunk-rows";
  static final String SKIP_BAD_ROWS = "hbasemapper.migration.skip-bad-rows";
  static final String SAMPLE_ROWS = "hbasemapper.migration.sample-rows";
  static final String SAMPLE_SEED = "hbasemapper.migration.sample-seed";
  static final String MEMORY_BUDGET = "hbasemapper.migration.memory-budget";
  static final String RANGES = "hbasemapper.migration.ranges";

  private final Connection connection;
  private final TableName oldTable;
  private final EntityLayout oldLayout;
  private final Class<? extends EntityDao<E, ?>> dao;
  private final Class<? extends Function<StoredRow, ? extends E>> function;
  private MapperOptions options = MapperOptions.defaults();
  private Path checkpoints;
  private int chunkRows = Migration.DEFAULT_CHUNK_ROWS;
  private boolean skipBadRows;
  private int sampleRows = Migration.DEFAULT_SAMPLE_ROWS;
  private long sampleSeed = 1;
  private long memoryBudget = BulkLoad.DEFAULT_MEMORY_BUDGET;
  private boolean resumed;
  private long configured;

  private MigrationJob(Connection connection, TableName oldTable, EntityLayout oldLayout,
      Class<? extends EntityDao<E, ?>> dao, Class<? extends Function<StoredRow, ? extends E>> function) {
    this.connection = Objects.requireNonNull(connection, "connection");
    this.oldTable = Objects.requireNonNull(oldTable, "oldTable");
    this.oldLayout = Objects.requireNonNull(oldLayout, "oldLayout");
    this.dao = Objects.requireNonNull(dao, "dao");
    this.function = Objects.requireNonNull(function, "function");
  }

  /**
   * A migration of the rows {@code oldLayout} describes in {@code oldTable} to the entity of the
   * generated DAO {@code dao} (its tables, indexes and relations), each row mapped by an instance of
   * {@code function}, made in each task.
   */
  public static <E> MigrationJob<E> of(Connection connection, TableName oldTable, EntityLayout oldLayout,
      Class<? extends EntityDao<E, ?>> dao, Class<? extends Function<StoredRow, ? extends E>> function) {
    return new MigrationJob<>(connection, oldTable, oldLayout, dao, function);
  }

  /** The DAO's options: the namespace mapping of the new tables. */
  public MigrationJob<E> options(MapperOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    return this;
  }

  /**
   * The directory of the checkpoints (required), on the cluster's file system: one small file per key
   * range of the old table, and the sampled row keys.
   */
  public MigrationJob<E> checkpointDirectory(Path directory) {
    this.checkpoints = Objects.requireNonNull(directory, "directory");
    return this;
  }

  /** Old rows per chunk of a task; see {@link Migration#chunkRows}. */
  public MigrationJob<E> chunkRows(int rows) {
    if (rows < 1) {
      throw new IllegalArgumentException("a migration's chunk needs at least 1 row, not " + rows);
    }
    this.chunkRows = rows;
    return this;
  }

  /** Counts and skips old rows that do not read through the old layout; see {@link Migration#skipBadRows}. */
  public MigrationJob<E> skipBadRows() {
    this.skipBadRows = true;
    return this;
  }

  /** Rows compared by {@link #report}, drawn at random with {@code seed}; default 100, 0 for none. */
  public MigrationJob<E> sampleRows(int rows, long seed) {
    if (rows < 0) {
      throw new IllegalArgumentException("sample rows must be 0 or more, not " + rows);
    }
    this.sampleRows = rows;
    this.sampleSeed = seed;
    return this;
  }

  /** The memory budget of each task's loads; see {@link BulkLoad#memoryBudget}. */
  public MigrationJob<E> memoryBudget(long bytes) {
    if (bytes < 1 << 20) {
      throw new IllegalArgumentException("memory budget of a migration must be at least 1 MiB, not " + bytes);
    }
    this.memoryBudget = bytes;
    return this;
  }

  /** Configures {@code job} and ships the jars of HBase, this module, the DAO and the function with it. */
  public void configure(Job job) throws IOException {
    configure(job, true);
  }

  /**
   * Configures {@code job} to migrate the key ranges its checkpoints do not cover yet (all of them the
   * first time); {@code addDependencyJars} false leaves the class path to the caller.
   *
   * @throws MigrationException when the tables are missing or differ from the new entity, or a
   *     checkpoint belongs to another migration
   */
  public void configure(Job job, boolean addDependencyJars) throws IOException {
    if (checkpoints == null) {
      throw new IllegalStateException("name the migration's checkpoint directory with checkpointDirectory(path), so "
          + "that a job that fails can be resumed");
    }
    configured = System.nanoTime();
    EntityCells<E> cells = cells(connection);
    String what = Migration.describe(oldTable, oldLayout, cells);
    Migration.refuseTables(connection, oldTable, cells, what);
    StoredRowReader.of(oldTable, oldLayout); // refuses a layout no row can have, here rather than in every task
    Configuration conf = job.getConfiguration();
    List<MigrationCheckpoint> done = readRanges(conf, Migration.identity(oldTable, oldLayout, cells));
    resumed = !done.isEmpty();
    List<byte[][]> remaining = remaining(done);
    List<String> scans = new ArrayList<>();
    for (byte[][] range : remaining) {
      Scan scan = new Scan().withStartRow(range[0]).withStopRow(range[1]);
      scan.setAttribute(Scan.SCAN_ATTRIBUTES_TABLE_NAME, oldTable.getName());
      scans.add(TableMapReduceUtil.convertScanToString(scan));
    }
    LOG.info("{}: {} key range(s) to migrate{}", what, remaining.size(),
        resumed ? ", resuming from " + done.size() + " checkpoint(s) in " + checkpoints : "");
    conf.set(OLD_TABLE, oldTable.getNameAsString());
    conf.set(OLD_LAYOUT, LayoutText.renderEntity(oldLayout));
    conf.set(DAO, dao.getName());
    conf.set(FUNCTION, function.getName());
    JobOptions.write(conf, NAMESPACES, options);
    conf.set(CHECKPOINTS, checkpoints.toString());
    conf.setInt(CHUNK_ROWS, chunkRows);
    conf.setBoolean(SKIP_BAD_ROWS, skipBadRows);
    conf.setInt(SAMPLE_ROWS, sampleRows);
    conf.setLong(SAMPLE_SEED, sampleSeed);
    conf.setLong(MEMORY_BUDGET, memoryBudget);
    conf.setStrings(RANGES, scans.toArray(String[]::new));
    job.setInputFormatClass(Input.class);
    job.setMapperClass(Task.class);
    job.setMapOutputKeyClass(NullWritable.class);
    job.setMapOutputValueClass(NullWritable.class);
    job.setNumReduceTasks(0);
    job.setOutputFormatClass(NullOutputFormat.class);
    job.setMapSpeculativeExecution(false);
    if (addDependencyJars) {
      TableMapReduceUtil.addDependencyJars(job);
      TableMapReduceUtil.addDependencyJarsForClasses(conf, MigrationJob.class, EntityLayout.class, dao, function);
    }
  }

  /**
   * The migration's report once every key range is migrated: the counts of every run, and the
   * comparison of rows sampled by the tasks.
   *
   * @throws MigrationException when key ranges remain (the job failed or has not run): run a job
   *     configured again to resume
   */
  public MigrationReport report() throws IOException {
    if (checkpoints == null) {
      throw new IllegalStateException("configure a job first");
    }
    EntityCells<E> cells = cells(connection);
    String what = Migration.describe(oldTable, oldLayout, cells);
    Configuration conf = connection.getConfiguration();
    List<MigrationCheckpoint> done = readRanges(conf, Migration.identity(oldTable, oldLayout, cells));
    List<byte[][]> remaining = remaining(done);
    if (!remaining.isEmpty()) {
      throw new MigrationException(what + " is not finished: " + remaining.size() + " key range(s) of " + oldTable
          + " are not migrated yet, the first from " + RowBytes.hex(remaining.get(0)[0]) + "; configure and run a job "
          + "again with the checkpoint directory " + checkpoints + " to resume", null);
    }
    MigrationTally total = new MigrationTally();
    done.forEach(c -> total.add(c.tally()));
    List<byte[]> sampled = new ArrayList<>();
    FileSystem fs = checkpoints.getFileSystem(conf);
    Path samples = new Path(checkpoints, "samples");
    if (fs.exists(samples)) {
      for (FileStatus file : fs.listStatus(samples)) {
        try (InputStream in = fs.open(file.getPath())) {
          for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            if (!line.isBlank()) {
              sampled.add(HexFormat.of().parseHex(line.strip()));
            }
          }
        }
      }
    }
    sampled.sort(Bytes.BYTES_COMPARATOR);
    Collections.shuffle(sampled, new Random(sampleSeed));
    List<byte[]> sample = sampled.subList(0, Math.min(sampleRows, sampled.size()));
    List<MigrationReport.Mismatch> mismatches = SampledComparison.compare(connection, oldTable,
        StoredRowReader.of(oldTable, oldLayout), MigrationJob.<E>newFunction(function.getName(), function.getClassLoader()), cells,
        sample);
    Duration elapsed = configured == 0 ? Duration.ZERO : Duration.ofNanos(System.nanoTime() - configured);
    LOG.info("{}: done, {}; {} sampled row(s) compared, {} mismatch(es)", what, total, sample.size(),
        mismatches.size());
    return total.report(resumed, elapsed, sample.size(), mismatches);
  }

  @SuppressWarnings("unchecked")
  private EntityCells<E> cells(Connection connection) {
    return (EntityCells<E>) EntityCells.of(GeneratedDaos.create(dao.getName(), dao.getClassLoader(), connection,
        options));
  }

  /** The checkpoints of the ranges migrated so far; refused when one belongs to another migration. */
  private List<MigrationCheckpoint> readRanges(Configuration conf, String identity) throws IOException {
    List<MigrationCheckpoint> out = new ArrayList<>();
    Path ranges = new Path(checkpoints, "ranges");
    FileSystem fs = ranges.getFileSystem(conf);
    if (!fs.exists(ranges)) {
      return out;
    }
    java.util.Set<String> names = new java.util.TreeSet<>();
    for (FileStatus file : fs.listStatus(ranges)) {
      // a temporary file left by a crash is read through its final name, which falls back to it
      names.add(file.getPath().getName().replaceFirst("\\.tmp$", ""));
    }
    for (String name : names) {
      Path file = new Path(ranges, name);
      MigrationCheckpoint checkpoint = MigrationCheckpoint.read(conf, file);
      if (checkpoint != null) {
        checkpoint.requireMigration(identity, file);
        out.add(checkpoint);
      }
    }
    return out;
  }

  /**
   * The key ranges {@code [start, stop)} no checkpoint covers, in key order; an empty start or stop
   * is the table's start or end. A finished range covers up to its stop, an unfinished one through its
   * last row.
   */
  static List<byte[][]> remaining(List<MigrationCheckpoint> done) {
    List<MigrationCheckpoint> sorted = new ArrayList<>(done);
    sorted.sort((a, b) -> Bytes.compareTo(a.start(), b.start()));
    List<byte[][]> out = new ArrayList<>();
    byte[] cursor = new byte[0];
    for (MigrationCheckpoint c : sorted) {
      if (Bytes.compareTo(c.start(), cursor) > 0) {
        out.add(new byte[][] {cursor, c.start()});
      }
      byte[] end = c.complete() ? c.stop() : successor(c.last());
      if (end.length == 0) {
        return out; // covered to the table's end
      }
      if (Bytes.compareTo(end, cursor) > 0) {
        cursor = end;
      }
    }
    out.add(new byte[][] {cursor, new byte[0]});
    return out;
  }

  /** The first row key after {@code row}. */
  private static byte[] successor(byte[] row) {
    byte[] out = new byte[row.length + 1];
    System.arraycopy(row, 0, out, 0, row.length);
    return out;
  }

  @SuppressWarnings("unchecked")
  private static <E> Function<StoredRow, ? extends E> newFunction(String name, ClassLoader loader) {
    try {
      Object made = Class.forName(name, true, loader).getDeclaredConstructor().newInstance();
      if (!(made instanceof Function<?, ?>)) {
        throw new IllegalArgumentException("the migration's function " + name + " is not a "
            + "java.util.function.Function<StoredRow, E>");
      }
      return (Function<StoredRow, ? extends E>) made;
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException("the migration's function " + name + " cannot be made (" + e + "): it needs to "
          + "be a public class with a public no-argument constructor, shipped with the job", e);
    }
  }

  /**
   * The splits of the job: one per region of the old table over each key range not yet migrated, as
   * {@link MultiTableInputFormat} makes them, each read by its task itself (one record per split).
   * Public for Hadoop, which creates it.
   */
  @Internal
  public static final class Input extends InputFormat<NullWritable, NullWritable> {
    @Override
    public List<InputSplit> getSplits(JobContext context) throws IOException, InterruptedException {
      String[] ranges = context.getConfiguration().getStrings(RANGES);
      if (ranges == null || ranges.length == 0) {
        return List.of(); // every range migrated: a job of no task
      }
      Configuration conf = new Configuration(context.getConfiguration());
      conf.setStrings(MultiTableInputFormat.SCANS, ranges);
      MultiTableInputFormat regions = new MultiTableInputFormat();
      regions.setConf(conf);
      return regions.getSplits(context);
    }

    @Override
    public RecordReader<NullWritable, NullWritable> createRecordReader(InputSplit split, TaskAttemptContext context) {
      return new RecordReader<>() {
        private boolean given;

        @Override
        public void initialize(InputSplit s, TaskAttemptContext c) {}

        @Override
        public boolean nextKeyValue() {
          boolean first = !given;
          given = true;
          return first;
        }

        @Override
        public NullWritable getCurrentKey() {
          return NullWritable.get();
        }

        @Override
        public NullWritable getCurrentValue() {
          return NullWritable.get();
        }

        @Override
        public float getProgress() {
          return given ? 1 : 0;
        }

        @Override
        public void close() {}
      };
    }
  }

  /**
   * Migrates the key range of one split: resumes after its checkpoint, records one after each chunk,
   * counts, and leaves the row keys it sampled. Public for Hadoop, which creates it.
   */
  @Internal
  public static final class Task extends Mapper<NullWritable, NullWritable, NullWritable, NullWritable> {
    @Override
    protected void map(NullWritable key, NullWritable value, Context context) throws IOException {
      Configuration conf = context.getConfiguration();
      TableSplit split = (TableSplit) context.getInputSplit();
      byte[] start = split.getStartRow();
      byte[] stop = split.getEndRow();
      TableName oldTable = TableName.valueOf(conf.get(OLD_TABLE));
      EntityLayout layout;
      try {
        layout = LayoutText.parseEntity(conf.get(OLD_LAYOUT), OLD_LAYOUT);
      } catch (LayoutFormatException e) {
        throw new IOException(e.getMessage(), e);
      }
      Path checkpoints = new Path(conf.get(CHECKPOINTS));
      String name = rangeName(start);
      Path file = new Path(new Path(checkpoints, "ranges"), name);
      try (Connection connection = ConnectionFactory.createConnection(HBaseConfiguration.create(conf))) {
        @SuppressWarnings("unchecked")
        EntityCells<Object> cells = (EntityCells<Object>) EntityCells.of(GeneratedDaos.create(conf.get(DAO),
            conf.getClassLoader(), connection, JobOptions.read(conf, NAMESPACES)));
        String identity = Migration.identity(oldTable, layout, cells);
        String what = Migration.describe(oldTable, layout, cells) + ", key range from " + RowBytes.hex(start);
        MigrationCheckpoint stored = MigrationCheckpoint.read(conf, file);
        MigrationTally total = new MigrationTally();
        byte[] after = null;
        if (stored != null) {
          stored.requireMigration(identity, file);
          if (stored.complete()) {
            return;
          }
          total = stored.tally().copy();
          after = stored.last();
        }
        MigrationTally[] reported = {total.copy()};
        byte[][] last = {after};
        RangeMigration.Reservoir sample = new RangeMigration.Reservoir(conf.getInt(SAMPLE_ROWS, 100),
            conf.getLong(SAMPLE_SEED, 1) ^ Bytes.hashCode(start));
        // a task's temporary directory: YARN points it into the container's local directory
        java.nio.file.Path work = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"));
        RangeMigration<Object> range = new RangeMigration<>(connection, oldTable, StoredRowReader.of(oldTable, layout),
            MigrationJob.<Object>newFunction(conf.get(FUNCTION), conf.getClassLoader()), cells,
            new RangeMigration.Settings(conf.getInt(CHUNK_ROWS, Migration.DEFAULT_CHUNK_ROWS),
                conf.getBoolean(SKIP_BAD_ROWS, false), conf.getLong(MEMORY_BUDGET, BulkLoad.DEFAULT_MEMORY_BUDGET),
                work, null), what);
        total = range.migrate(start, stop, after, total, (tally, row) -> {
          last[0] = row;
          new MigrationCheckpoint(identity, start, stop, row, false, tally).write(conf, file);
          count(context, tally, reported[0]);
          reported[0] = tally.copy();
          context.setStatus(tally.toString());
          context.progress();
        }, () -> last[0] == null ? "no chunk of this range was loaded yet; run the job again"
            : "every old row of this range through " + RowBytes.hex(last[0]) + " is migrated (checkpoint " + file
                + "): configure and run the job again to resume", sample, context::progress);
        new MigrationCheckpoint(identity, start, stop, last[0] == null ? new byte[0] : last[0], true, total)
            .write(conf, file);
        writeSample(conf, new Path(new Path(checkpoints, "samples"), name), sample.rows());
      }
    }

    private static void count(Context context, MigrationTally now, MigrationTally before) {
      context.getCounter(Counter.READ).increment(now.read - before.read);
      context.getCounter(Counter.WRITTEN).increment(now.written - before.written);
      context.getCounter(Counter.SKIPPED).increment(now.skipped - before.skipped);
      context.getCounter(Counter.BAD_ROWS).increment(now.badRows - before.badRows);
      context.getCounter(Counter.OTHER_RECORD_TYPES).increment(now.otherRecordTypes - before.otherRecordTypes);
      context.getCounter(Counter.CHUNKS).increment(now.chunks - before.chunks);
    }

    private static void writeSample(Configuration conf, Path file, List<byte[]> rows) {
      StringBuilder text = new StringBuilder();
      rows.forEach(r -> text.append(HexFormat.of().formatHex(r)).append('\n'));
      try (OutputStream out = file.getFileSystem(conf).create(file, true)) {
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("writing the sampled rows " + file + ": " + e.getMessage(), e);
      }
    }
  }

  /** A file name for the range starting at {@code start}: keys can be long and hold any byte. */
  static String rangeName(byte[] start) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(start);
      return "range-" + HexFormat.of().formatHex(hash, 0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every JVM", e);
    }
  }
}
