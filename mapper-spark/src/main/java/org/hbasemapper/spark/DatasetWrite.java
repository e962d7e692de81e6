package org.hbasemapper.spark;

import java.io.Serial;
import java.io.Serializable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.TableName;
import org.apache.spark.SparkContext;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.util.LongAccumulator;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.mapreduce.BulkLoadException;
import org.hbasemapper.mapreduce.BulkLoadReport;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.mapreduce.Failures;
import org.hbasemapper.mapreduce.TableCheck;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.dao.EntityDao;

/**
 * Writes of a Dataset (or an RDD) of entities to the tables a DAO writes, in one of two ways:
 *
 * <ul>
 *   <li>{@link #put(Dataset)}: every partition writes its entities with the DAO's {@code putAll}, in
 *       batches, so index entries, relation inverses, {@code @Version}s and audit dates are kept as by
 *       every DAO write. For updates of rows that may exist, and for moderate numbers of rows.
 *   <li>{@link #bulkLoad(Dataset)}: the entities' rows (data, index entries, relation inverse entries)
 *       are written as HFiles per region and family, sorted by Spark, and handed to HBase's bulk loader.
 *       For many new rows: no RPC, write-ahead log or memstore per row.
 * </ul>
 *
 * <pre>{@code
 * DatasetWrite<UserTotal> totals = EntityDatasets.of(spark, connection).writing(new UserTotalDao(connection));
 * totals.put(dataset);                                                  // through the DAO
 * totals.stagingDirectory(new Path("hdfs:///tmp/loads")).bulkLoad(dataset);   // as HFiles
 * }</pre>
 *
 * <p>Both check, on the driver and before any task runs, that the tables exist and match the entity.
 * Executors build the DAO from the generated catalog, by its class name, with the driver DAO's namespace
 * mapping (and, for {@code put}, its default write options), over a connection of their own; the driver's
 * connection is never sent anywhere. docs/spark.md says what each costs and what each refuses.
 *
 * <p>Immutable: each setting returns a new write. Thread-safe.
 *
 * @param <E> the entity type
 */
@Api
public final class DatasetWrite<E> {
  /** Entities per {@code putAll} by default. */
  public static final int DEFAULT_BATCH_SIZE = 1000;

  private final EntityDatasets datasets;
  private final EntityDao<E, ?> dao;
  private final int batchSize;
  private final Path stagingDirectory;

  private DatasetWrite(EntityDatasets datasets, EntityDao<E, ?> dao, int batchSize, Path stagingDirectory) {
    this.datasets = datasets;
    this.dao = dao;
    this.batchSize = batchSize;
    this.stagingDirectory = stagingDirectory;
  }

  static <E> DatasetWrite<E> of(EntityDatasets datasets, EntityDao<E, ?> dao) {
    return new DatasetWrite<>(Objects.requireNonNull(datasets, "datasets"), Objects.requireNonNull(dao, "dao"),
        DEFAULT_BATCH_SIZE, null);
  }

  /**
   * This write, with {@code entities} per {@code putAll} in {@link #put}; default
   * {@link #DEFAULT_BATCH_SIZE}. A batch is one round of writes per region server (and one more for the
   * index entries, one for relation inverses); a larger one holds more entities in an executor's memory.
   */
  public DatasetWrite<E> batchSize(int entities) {
    if (entities < 1) {
      throw new IllegalArgumentException("batch size of a Dataset put must be at least 1, not " + entities);
    }
    return new DatasetWrite<>(datasets, dao, entities, stagingDirectory);
  }

  /**
   * This write, with the HFiles of {@link #bulkLoad} written below {@code directory}: a directory every
   * executor writes and the region servers read (HDFS for a cluster: HBase moves the files from there into
   * its own); a fresh directory below it is used per load and deleted after. Default:
   * {@code hbase.fs.tmp.dir} (else {@code /tmp}) on the default file system of the connection's
   * configuration.
   */
  public DatasetWrite<E> stagingDirectory(Path directory) {
    return new DatasetWrite<>(datasets, dao, batchSize, Objects.requireNonNull(directory, "directory"));
  }

  /** Writes {@code entities} with the DAO's {@code putAll}; see {@link #put(JavaRDD)}. */
  public PutReport put(Dataset<E> entities) {
    return put(entities.javaRDD());
  }

  /**
   * Writes {@code entities} with the DAO's {@code putAll}, in batches of {@link #batchSize}, in every
   * partition: each entity as the DAO's {@code put} writes it (the non-null fields; index entries,
   * relation inverses, {@code @Version}, audit dates). Two entities of one row are written in turn, the
   * later in its partition winning; across partitions, the one written last.
   *
   * @return the entities written
   * @throws HBaseMapperException when the tables are missing or differ from the entity (no task ran), or
   *     when a task failed (after Spark's retries): one line naming the entity refused (its place in its
   *     partition, from 1, and the mapper's reason) or the batch that failed, what its partition wrote
   *     before, and how many entities the partitions that finished wrote. Running the write again
   *     writes the same entities again (with a {@code @Version}, rows already written are refused as stale)
   * @throws IllegalArgumentException when the DAO is not a generated one listed in a generated catalog
   */
  public PutReport put(JavaRDD<E> entities) {
    EntityCells<E> cells = EntityCells.of(dao);
    String what = "Put of " + dao.schema().entityName() + " into " + dao.schema().tableName() + " from a Dataset";
    List<String> differences = TableCheck.differences(datasets.connection(), cells);
    if (!differences.isEmpty()) {
      throw new HBaseMapperException(what + " refused: " + TableCheck.describe(differences) + "; no task ran",
          null);
    }
    GeneratedDao generated = GeneratedDao.of(dao, new HBaseConf(datasets.connection().getConfiguration()));
    SparkContext spark = datasets.spark().sparkContext();
    LongAccumulator written = spark.longAccumulator(what + ": entities");
    String previous = spark.getLocalProperty("spark.job.description");
    spark.setLocalProperty("spark.job.description", what);
    long begin = System.nanoTime();
    try {
      entities.foreachPartition(new PartitionPuts<>(generated, batchSize, written));
    } catch (Exception e) { // a SparkException, which Scala throws unchecked
      TaskFailure task = TaskFailure.in(e);
      throw new HBaseMapperException(what + " failed: " + (task == null ? Failures.oneLine(e) : task.getMessage())
          + "; the partitions that finished wrote " + entities(written.value()) + "; running the same write again "
          + "writes the same entities again", e);
    } finally {
      spark.setLocalProperty("spark.job.description", previous);
    }
    return new PutReport(written.value(), Duration.ofNanos(System.nanoTime() - begin));
  }

  /** Bulk loads {@code entities}; see {@link #bulkLoad(JavaRDD)}. */
  public LoadReport bulkLoad(Dataset<E> entities) {
    return bulkLoad(entities.javaRDD());
  }

  /**
   * Writes {@code entities} as HFiles and has HBase load them: each entity's rows (those of a DAO's
   * {@code put} of a new row: data row with the first {@code @Version}, index entries, relation inverse
   * entries), all cells with one timestamp (the load's start), partitioned by Spark into one task per
   * region of every table written (as the tables are split when the load begins) and sorted within it;
   * each task writes its region's HFiles, one per family, with the family's compression, block size,
   * encoding and bloom filter. Then the index and relation tables are loaded, the data table last.
   *
   * <p>As with mapper-mapreduce's {@code BulkLoad}: the write-ahead log, region observers of puts and
   * the index upkeep of rows stored before with other indexed values are skipped (docs/bulk.md).
   *
   * @return the entities, and per table loaded the files, regions, cells and bytes
   * @throws BulkLoadException refusing, before anything is loaded (the HFiles written are deleted): tables
   *     missing or differing from the entity (before any task runs), an entity the mapper refuses (a null or
   *     too long key component: named by its partition and place), two entities with one row key (both
   *     named, the key in hex); or failing, naming the tables loaded before the failure
   *     ({@link BulkLoadException#loaded()}): running the same load again is safe
   * @throws IllegalArgumentException when the DAO is not a generated one listed in a generated catalog
   */
  public LoadReport bulkLoad(JavaRDD<E> entities) {
    return HFileWrite.load(datasets, dao, entities, stagingDirectory);
  }

  /**
   * What a {@link #put} wrote.
   *
   * @param entities entities written
   * @param time the Spark job's time
   */
  @Api
  public record PutReport(long entities, Duration time) {}

  /**
   * What a {@link #bulkLoad} loaded.
   *
   * @param entities entities loaded
   * @param cells cells loaded, over all tables
   * @param tables per table, in the order they were loaded (the data table last)
   * @param writing the Spark job's time: making the rows, Spark's shuffle and sort, writing the HFiles
   * @param loading the time spent in HBase's bulk loader
   */
  @Api
  public record LoadReport(long entities, long cells, Map<TableName, BulkLoadReport.TableLoad> tables,
      Duration writing, Duration loading) {
    /** Copies the tables, keeping their order. */
    public LoadReport {
      tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
    }
  }

  private static String entities(long count) {
    return count + (count == 1 ? " entity" : " entities");
  }

  /** Writes a partition's entities with the DAO, built on the executor, {@code putAll} per batch. */
  private static final class PartitionPuts<E> implements VoidFunction<Iterator<E>>, Serializable {
    @Serial
    private static final long serialVersionUID = 1L;
    /** putAll's refusal of one entity, before it writes anything: {@code putAll: entities[3]: <why>; nothing was written}. */
    private static final Pattern REFUSED = Pattern.compile("putAll: entities\\[(\\d+)\\](.*?)(?:; nothing was written)?",
        Pattern.DOTALL);

    private final GeneratedDao dao;
    private final int batchSize;
    private final LongAccumulator written;

    PartitionPuts(GeneratedDao dao, int batchSize, LongAccumulator written) {
      this.dao = dao;
      this.batchSize = batchSize;
      this.written = written;
    }

    @Override
    public void call(Iterator<E> entities) {
      EntityDao<E, ?> puts = dao.create();
      List<E> batch = new ArrayList<>(Math.min(batchSize, 10_000));
      long done = 0;
      while (entities.hasNext()) {
        batch.add(entities.next());
        if (batch.size() == batchSize || !entities.hasNext()) {
          try {
            puts.putAll(batch);
          } catch (RuntimeException e) {
            throw failure(e, done, batch.size());
          }
          done += batch.size();
          written.add(batch.size());
          batch.clear();
        }
      }
    }

    /**
     * A batch's failure, naming the entity by its place in the partition (from 1, as a bulk load names
     * it) when putAll refused one before writing, else the batch's places.
     */
    private static TaskFailure failure(RuntimeException e, long done, int size) {
      int partition = TaskContext.get().partitionId();
      String before = "; its partition wrote " + entities(done) + " before ";
      Matcher refused = REFUSED.matcher(String.valueOf(e.getMessage()));
      if (e instanceof IllegalArgumentException && refused.matches()) {
        long place = done + Long.parseLong(refused.group(1)) + 1;
        return new TaskFailure("entity #" + place + " of partition " + partition + " of the Dataset" + refused.group(2)
            + before + "this one's batch, and none of that batch");
      }
      return new TaskFailure("entities #" + (done + 1) + " to #" + (done + size) + " of partition " + partition
          + " of the Dataset: " + Failures.oneLine(e) + before + "them");
    }
  }
}
