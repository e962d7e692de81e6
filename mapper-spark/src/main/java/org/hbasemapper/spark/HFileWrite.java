package org.hbasemapper.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.exceptions.DeserializationException;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.spark.SparkContext;
import org.apache.spark.SparkJobInfo;
import org.apache.spark.SparkStageInfo;
import org.apache.spark.SparkStatusTracker;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.Function2;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.rdd.ShuffledRDD;
import org.apache.spark.serializer.KryoSerializer;
import org.hbasemapper.mapreduce.BulkLoadException;
import org.hbasemapper.mapreduce.BulkLoadReport;
import org.hbasemapper.mapreduce.CellSorter;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.mapreduce.Failures;
import org.hbasemapper.mapreduce.HFileLoader;
import org.hbasemapper.mapreduce.HFileSink;
import org.hbasemapper.mapreduce.SortedRows;
import org.hbasemapper.mapreduce.TableCheck;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.dao.EntityDao;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import scala.Tuple2;
import scala.math.Ordering;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * A bulk load of an RDD of entities, the Spark twin of mapper-mapreduce's {@code BulkLoadOutput}: the
 * executors make each entity's rows ({@link EntityCells}: data row, index entries, relation inverse
 * entries), Spark partitions them by region of every table the load writes and sorts them within each
 * partition, each task writes its region's HFiles ({@link HFileSink}, with {@link SortedRows}' rules:
 * two entities with one key refused), and the driver hands the files of the tasks that succeeded to
 * HBase's loader ({@link HFileLoader}: the data table last).
 */
final class HFileWrite {
  private static final Logger LOG = LoggerFactory.getLogger(HFileWrite.class);
  private static final String JOB_DESCRIPTION = "spark.job.description";
  private static final ClassTag<byte[]> BYTES = ClassTag$.MODULE$.apply(byte[].class);
  /** How long a load waits for the tasks Spark killed when its job failed: they stop at their next row. */
  private static final Duration TASK_END_WAIT = Duration.ofSeconds(60);

  private HFileWrite() {}

  /** Loads {@code entities} into the tables {@code dao} writes; see {@link DatasetWrite#bulkLoad(JavaRDD)}. */
  static <E> DatasetWrite.LoadReport load(EntityDatasets datasets, EntityDao<E, ?> dao, JavaRDD<E> entities,
      Path stagingDirectory) {
    Connection connection = datasets.connection();
    EntityCells<E> cells = EntityCells.of(dao);
    String what = "Bulk load of " + cells.schema().entityName() + " into " + cells.schema().tableName();
    TableCheck.refuseDiffering(connection, cells, what);
    Configuration conf = connection.getConfiguration();
    HBaseConf shipped = new HBaseConf(conf);
    GeneratedDao generated = GeneratedDao.of(dao, shipped);
    List<TableName> tables = cells.tables();
    List<String> names = tables.stream().map(TableName::getNameAsString).toList();
    List<byte[][]> regionStarts = new ArrayList<>();
    List<byte[]> descriptors = new ArrayList<>();
    try (Admin admin = connection.getAdmin()) {
      for (TableName table : tables) {
        try (RegionLocator locator = connection.getRegionLocator(table)) {
          regionStarts.add(locator.getStartKeys());
        }
        descriptors.add(TableDescriptorBuilder.toByteArray(admin.getDescriptor(table)));
      }
    } catch (IOException e) {
      throw new BulkLoadException(what + " failed reading the tables' regions: " + Failures.oneLine(e)
          + "; nothing was loaded", List.of(), e);
    }
    RegionPartitioner partitioner = new RegionPartitioner(regionStarts);
    long timestamp = System.currentTimeMillis();
    Instant time = cells.clock().instant(); // the audit dates' time, as the DAO's clock tells it
    Path staging = staging(conf, stagingDirectory, what);
    long begin = System.nanoTime();
    try {
      SparkContext spark = datasets.spark().sparkContext();
      List<RegionFiles> regions = writeFiles(spark, what, () -> sortedByRegion(spark,
          entities.mapPartitionsToPair(new EntityRows<E>(generated, names, timestamp, time, what)), partitioner)
          .mapPartitionsWithIndex(new RegionWriter(shipped, staging.toString(), names, descriptors, partitioner,
              what), false)
          .collect());
      Map<TableName, BulkLoadReport.TableLoad> written = new LinkedHashMap<>();
      Map<TableName, Path> directories = commit(conf, staging, tables, regions, written, what);
      long wrote = System.nanoTime();
      List<TableName> loaded = HFileLoader.loadAll(conf, cells.schema().tableName(), directories, what, table -> {});
      long done = System.nanoTime();
      Map<TableName, BulkLoadReport.TableLoad> report = new LinkedHashMap<>();
      loaded.forEach(table -> report.put(table, written.get(table)));
      long entityCount = regions.stream().mapToLong(RegionFiles::entities).sum();
      long cellCount = regions.stream().mapToLong(RegionFiles::cells).sum();
      LOG.info("{}: {} entities, {} cells in {} table(s) from {} region task(s), HFiles written {} ms, loaded {} ms",
          what, entityCount, cellCount, loaded.size(), regions.size(), (wrote - begin) / 1_000_000,
          (done - wrote) / 1_000_000);
      return new DatasetWrite.LoadReport(entityCount, cellCount, report, Duration.ofNanos(wrote - begin),
          Duration.ofNanos(done - wrote));
    } finally {
      deleteQuietly(conf, staging);
    }
  }

  /**
   * Runs the Spark job that writes the HFiles, under a description of the load; its failures as the
   * load's. Returns only when none of its tasks runs any more: when a task fails, Spark ends the job at
   * once and kills the others, which go on until their next row, and a successful job may leave
   * speculative attempts behind. The caller deletes the staging directory after, with nothing still
   * writing to it.
   */
  private static List<RegionFiles> writeFiles(SparkContext spark, String what, Job job) {
    String previous = spark.getLocalProperty(JOB_DESCRIPTION);
    String tag = "hbase-mapper-bulk-load-" + UUID.randomUUID();
    spark.setLocalProperty(JOB_DESCRIPTION, what);
    spark.addJobTag(tag);
    try {
      return job.run();
    } catch (Exception e) { // a SparkException, which Scala throws unchecked, or a failure planning the job
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof BulkLoadException refused) { // a task's refusal, the job's cause: said as it was
          throw new BulkLoadException(refused.getMessage(), List.of(), e);
        }
      }
      throw new BulkLoadException(what + " failed writing HFiles: " + Failures.oneLine(e) + "; nothing was loaded",
          List.of(), e);
    } finally {
      spark.removeJobTag(tag);
      spark.setLocalProperty(JOB_DESCRIPTION, previous);
      awaitTasks(spark, tag);
    }
  }

  /** Waits (a while at most) until no task of the jobs tagged {@code tag} runs, as Spark's status tells it. */
  private static void awaitTasks(SparkContext spark, String tag) {
    long deadline = System.nanoTime() + TASK_END_WAIT.toNanos();
    SparkStatusTracker status = spark.statusTracker();
    while (true) {
      int running = 0;
      for (int job : status.getJobIdsForTag(tag)) {
        SparkJobInfo info = status.getJobInfo(job).getOrElse(() -> null);
        for (int stage : info == null ? new int[0] : info.stageIds()) {
          SparkStageInfo stageInfo = status.getStageInfo(stage).getOrElse(() -> null);
          running += stageInfo == null ? 0 : stageInfo.numActiveTasks();
        }
      }
      if (running == 0) {
        return;
      }
      if (System.nanoTime() > deadline) {
        LOG.warn("{} task(s) of a bulk load still run {} s after its job ended; deleting its staging directory anyway",
            running, TASK_END_WAIT.toSeconds());
        return;
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * {@code rows} partitioned by region and sorted within each (as {@code repartitionAndSortWithinPartitions}
   * does), carried through the shuffle by Kryo whatever the application's {@code spark.serializer}: the
   * records are pairs of byte arrays, which Kryo writes as their bytes, while Java serialization writes
   * an object stream around each.
   */
  private static JavaPairRDD<byte[], byte[]> sortedByRegion(SparkContext spark, JavaPairRDD<byte[], byte[]> rows,
      RegionPartitioner partitioner) {
    ShuffledRDD<byte[], byte[], byte[]> shuffled = new ShuffledRDD<>(rows.rdd(), partitioner, BYTES, BYTES, BYTES);
    shuffled.setKeyOrdering(Ordering.comparatorToOrdering(new KeyOrder()));
    shuffled.setSerializer(new KryoSerializer(spark.getConf()));
    return JavaPairRDD.fromRDD(shuffled, BYTES, BYTES);
  }

  /** The Spark job. */
  @FunctionalInterface
  private interface Job {
    List<RegionFiles> run() throws Exception;
  }

  /**
   * Moves the files of the task attempts that succeeded (the ones Spark returned) into one directory
   * per table, {@code <staging>/<namespace>_<table>/<family>/}, as HBase's loader takes them; failed or
   * duplicate attempts' files stay behind and go with the staging directory.
   */
  private static Map<TableName, Path> commit(Configuration conf, Path staging, List<TableName> tables,
      List<RegionFiles> regions, Map<TableName, BulkLoadReport.TableLoad> written, String what) {
    Map<TableName, Path> directories = new LinkedHashMap<>();
    Map<Integer, long[]> totals = new HashMap<>();
    try {
      FileSystem fs = staging.getFileSystem(conf);
      for (RegionFiles region : regions) {
        if (region.files() == 0) {
          continue;
        }
        TableName table = tables.get(region.table());
        Path target = new Path(staging, table.getNamespaceAsString() + "_" + table.getQualifierAsString());
        directories.put(table, target);
        for (FileStatus family : fs.listStatus(new Path(region.directory()))) {
          Path familyTarget = new Path(target, family.getPath().getName());
          fs.mkdirs(familyTarget);
          for (FileStatus file : fs.listStatus(family.getPath())) {
            Path to = new Path(familyTarget, file.getPath().getName());
            if (!fs.rename(file.getPath(), to)) {
              throw new IOException("could not move " + file.getPath() + " to " + to);
            }
          }
        }
        long[] total = totals.computeIfAbsent(region.table(), t -> new long[4]);
        total[0] += region.files();
        total[1]++;
        total[2] += region.cells();
        total[3] += region.bytes();
      }
    } catch (IOException e) {
      throw new BulkLoadException(what + " failed gathering the HFiles in " + staging + ": " + Failures.oneLine(e)
          + "; nothing was loaded", List.of(), e);
    }
    // in the load's table order, which HFileLoader keeps for all but the data table
    Map<TableName, Path> ordered = new LinkedHashMap<>();
    for (int t = 0; t < tables.size(); t++) {
      TableName table = tables.get(t);
      long[] total = totals.get(t);
      if (total != null) {
        ordered.put(table, directories.get(table));
        written.put(table, new BulkLoadReport.TableLoad((int) total[0], (int) total[1], total[2], total[3]));
      }
    }
    return ordered;
  }

  private static Path staging(Configuration conf, Path base, String what) {
    try {
      Path dir = base != null ? base : new Path(conf.get("hbase.fs.tmp.dir", "/tmp"));
      FileSystem fs = dir.getFileSystem(conf);
      return fs.makeQualified(new Path(dir, "hbase-mapper-spark-" + UUID.randomUUID()));
    } catch (IOException e) {
      throw new BulkLoadException(what + " failed: no staging directory (" + Failures.oneLine(e) + "); set "
          + "DatasetWrite.stagingDirectory to a directory the executors write and the region servers read; nothing "
          + "was loaded", List.of(), e);
    }
  }

  private static void deleteQuietly(Configuration conf, Path dir) {
    try {
      dir.getFileSystem(conf).delete(dir, true);
    } catch (IOException e) {
      LOG.warn("Could not delete the bulk load's staging directory {}: {}", dir, e.toString());
    }
  }

  /** An entity's name in messages: its place in its partition, and the partition. */
  static String named(long id) {
    return "entity #" + ((id & 0xffff_ffffL) + 1) + " of partition " + (id >>> 32);
  }

  /**
   * What one task wrote: the HFiles of one region.
   *
   * @param table the table's number in the load
   * @param directory the attempt's table directory, {@code <family>/<files>} in it
   * @param files HFiles written
   * @param cells cells written
   * @param bytes bytes of the cells, before compression
   * @param entities data rows written: the entities, in the data table's regions
   */
  record RegionFiles(int table, String directory, int files, long cells, long bytes, long entities)
      implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;
  }

  /** The shuffle's order: table, then row key, as HBase orders rows. */
  static final class KeyOrder implements Comparator<byte[]>, Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    @Override
    public int compare(byte[] a, byte[] b) {
      return Bytes.compareTo(a, b);
    }
  }

  /**
   * Makes the rows of each entity of a partition, as shuffle records: the key {@link RegionPartitioner#key}
   * places, and the row as a run file of mapper-mapreduce holds it ({@link CellSorter.Entry}), whose entity
   * number is the partition and the entity's place in it. Lazy: a partition is never held in memory.
   */
  static final class EntityRows<E> implements PairFlatMapFunction<Iterator<E>, byte[], byte[]> {
    @Serial
    private static final long serialVersionUID = 1L;

    private final GeneratedDao dao;
    private final List<String> tables;
    private final long timestamp;
    private final Instant time;
    private final String what;

    EntityRows(GeneratedDao dao, List<String> tables, long timestamp, Instant time, String what) {
      this.dao = dao;
      this.tables = List.copyOf(tables);
      this.timestamp = timestamp;
      this.time = time;
      this.what = what;
    }

    @Override
    public Iterator<Tuple2<byte[], byte[]>> call(Iterator<E> entities) {
      EntityCells<E> cells = EntityCells.of(dao.<E>create());
      List<TableName> actual = cells.tables();
      if (!actual.stream().map(TableName::getNameAsString).toList().equals(tables)) {
        throw new IllegalStateException(what + ": the executor's " + dao.daoClass() + " writes the tables " + actual
            + ", the driver's " + tables + ": run the executors with the application's build of the entity");
      }
      Map<TableName, Integer> numbers = new HashMap<>();
      for (int t = 0; t < actual.size(); t++) {
        numbers.put(actual.get(t), t);
      }
      long partition = TaskContext.get().partitionId();
      return new Iterator<>() {
        private final List<Tuple2<byte[], byte[]>> rows = new ArrayList<>();
        private int at;
        private long ordinal;

        @Override
        public boolean hasNext() {
          while (at == rows.size() && entities.hasNext()) {
            rows.clear();
            at = 0;
            add(entities.next());
          }
          return at < rows.size();
        }

        @Override
        public Tuple2<byte[], byte[]> next() {
          if (!hasNext()) {
            throw new NoSuchElementException();
          }
          return rows.get(at++);
        }

        private void add(E entity) {
          long id = partition << 32 | ordinal++;
          List<EntityCells.TableRow> made;
          try {
            made = cells.rowsOf(Objects.requireNonNull(entity, "the entity is null"), time);
          } catch (IllegalArgumentException | NullPointerException e) {
            throw new BulkLoadException(what + " refused " + named(id) + " of the Dataset: " + e.getMessage()
                + "; nothing was loaded", List.of(), e);
          }
          for (int i = 0; i < made.size(); i++) {
            EntityCells.TableRow row = made.get(i);
            int table = numbers.get(row.table());
            rows.add(new Tuple2<>(RegionPartitioner.key(table, row.put().getRow()),
                bytes(new CellSorter.Entry(table, id, i == 0, row.cells(timestamp)))));
          }
        }
      };
    }

    private static byte[] bytes(CellSorter.Entry entry) {
      int size = Integer.BYTES + Long.BYTES + 1 + Integer.BYTES;
      for (KeyValue cell : entry.cells()) {
        size += Integer.BYTES + cell.getLength();
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream(size);
      try (DataOutputStream data = new DataOutputStream(out)) {
        entry.writeTo(data);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // not thrown by a byte array
      }
      return out.toByteArray();
    }
  }

  /**
   * Writes the sorted rows of one region (a partition of {@link RegionPartitioner}) as HFiles below a
   * directory of the task attempt's own: a retried or speculative attempt never shares files with
   * another, and the driver takes those of the attempt Spark reports.
   */
  static final class RegionWriter
      implements Function2<Integer, Iterator<Tuple2<byte[], byte[]>>, Iterator<RegionFiles>> {
    @Serial
    private static final long serialVersionUID = 1L;

    private final HBaseConf conf;
    private final String staging;
    private final List<String> tables;
    private final List<byte[]> descriptors;
    private final RegionPartitioner partitioner;
    private final String what;

    RegionWriter(HBaseConf conf, String staging, List<String> tables, List<byte[]> descriptors,
        RegionPartitioner partitioner, String what) {
      this.conf = conf;
      this.staging = staging;
      this.tables = List.copyOf(tables);
      this.descriptors = List.copyOf(descriptors);
      this.partitioner = partitioner;
      this.what = what;
    }

    @Override
    public Iterator<RegionFiles> call(Integer partition, Iterator<Tuple2<byte[], byte[]>> rows) throws IOException {
      if (!rows.hasNext()) {
        return Collections.emptyIterator();
      }
      int table = partitioner.tableOf(partition);
      TableName name = TableName.valueOf(tables.get(table));
      TableDescriptor descriptor = descriptor(table);
      Configuration c = conf.get();
      Path dir = new Path(staging, "_tasks/" + partition + "-" + TaskContext.get().taskAttemptId());
      FileSystem fs = dir.getFileSystem(c);
      HFileSink sink = new HFileSink(c, fs, dir);
      long entities;
      boolean written = false;
      try {
        try (sink) {
          entities = SortedRows.write(new Decoded(rows), sink, t -> {
            if (t != table) {
              throw new IllegalStateException("rows of " + tables.get(t) + " in the partition of a region of " + name);
            }
            sink.startTable(name, descriptor, partitioner.regionStarts(table));
          }, this::duplicate);
        }
        written = true;
      } finally {
        if (!written) {
          deleteQuietly(c, dir);
        }
      }
      HFileSink.Written w = sink.written().get(name);
      return List.of(new RegionFiles(table, w.directory().toString(), w.files(), w.cells(), w.bytes(), entities))
          .iterator();
    }

    private TableDescriptor descriptor(int table) throws IOException {
      try {
        return TableDescriptorBuilder.parseFrom(descriptors.get(table));
      } catch (DeserializationException e) {
        throw new IOException("the descriptor of " + tables.get(table) + " did not travel: " + e.getMessage(), e);
      }
    }

    private RuntimeException duplicate(byte[] row, long a, long b) {
      return new BulkLoadException(what + " refused: " + named(Math.min(a, b)) + " and " + named(Math.max(a, b))
          + " of the Dataset have the same row key " + RowBytes.hex(row) + " (a load writes each row once: remove "
          + "the duplicates first, or write them with put, where the last put wins); nothing was loaded", List.of(),
          null);
    }
  }

  /** The rows of a region's partition, decoded. */
  private static final class Decoded implements Iterator<CellSorter.Entry> {
    private final Iterator<Tuple2<byte[], byte[]>> rows;

    Decoded(Iterator<Tuple2<byte[], byte[]>> rows) {
      this.rows = rows;
    }

    @Override
    public boolean hasNext() {
      return rows.hasNext();
    }

    @Override
    public CellSorter.Entry next() {
      try {
        return CellSorter.Entry.readFrom(new DataInputStream(new ByteArrayInputStream(rows.next()._2())));
      } catch (IOException e) {
        throw new UncheckedIOException("a row of the bulk load did not travel whole through Spark's shuffle", e);
      }
    }
  }
}
