package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.mapreduce.TableOutputCommitter;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.OutputCommitter;
import org.apache.hadoop.mapreduce.OutputFormat;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.EntityDao;

/**
 * Writes the values a job outputs, entities, through their generated DAO: {@code putAll} in batches,
 * so secondary-index entries, relation inverse entries and {@code @Version}s are kept as every DAO
 * write keeps them. Keys are ignored. The DAO is built in each task from the module's generated
 * catalog, over a connection the task opens from the job's configuration and closes at its end.
 *
 * <pre>{@code
 * EntityOutput.configure(job, UserTotalDao.class);                 // or with the DAO's MapperOptions
 * // the reducer: context.write(NullWritable.get(), new UserTotal(user, count));
 * }</pre>
 *
 * <p>For loads of many new rows into an empty table, {@link BulkLoadOutput} is faster (HFiles, no
 * puts); this output suits jobs that update rows that may exist. A job that fails half-way leaves the
 * batches it wrote; running it again writes the same entities again.
 */
@Api
public final class EntityOutput extends OutputFormat<Object, Object> {
  /** The job's counters. */
  @Api
  public enum Counter {
    /** Entities written. */
    ENTITIES
  }

  /** Entities per {@code putAll}; default {@value #DEFAULT_BATCH_SIZE}. */
  public static final String BATCH_SIZE = "hbasemapper.output.batch-size";
  /** The default of {@link #BATCH_SIZE}. */
  public static final int DEFAULT_BATCH_SIZE = 1000;

  static final String DAO = "hbasemapper.output.dao";
  static final String NAMESPACES = "hbasemapper.output.namespace.";

  /** Makes {@code dao}'s entity the output of {@code job}, in its declared tables. */
  public static void configure(Job job, Class<? extends EntityDao<?, ?>> dao) {
    configure(job, dao, MapperOptions.defaults());
  }

  /**
   * Makes {@code dao}'s entity the output of {@code job}, in the tables {@code options} map it to (its
   * listener stays in this JVM: tasks have none).
   *
   * @throws IllegalArgumentException when no generated catalog on the class path lists {@code dao}
   */
  public static void configure(Job job, Class<? extends EntityDao<?, ?>> dao, MapperOptions options) {
    Objects.requireNonNull(job, "job");
    Objects.requireNonNull(options, "options");
    GeneratedDaos.entry(dao.getName(), dao.getClassLoader());
    Configuration conf = job.getConfiguration();
    conf.set(DAO, dao.getName());
    JobOptions.write(conf, NAMESPACES, options);
    job.setOutputFormatClass(EntityOutput.class);
  }

  @Override
  public RecordWriter<Object, Object> getRecordWriter(TaskAttemptContext context) throws IOException {
    Configuration conf = context.getConfiguration();
    Connection connection = ConnectionFactory.createConnection(HBaseConfiguration.create(conf));
    try {
      EntityDao<Object, ?> dao = dao(conf, connection);
      return new Writer(connection, dao, conf.getInt(BATCH_SIZE, DEFAULT_BATCH_SIZE), context);
    } catch (RuntimeException e) {
      connection.close();
      throw e;
    }
  }

  /** Refuses, when the job is submitted, tables that are missing or differ from the entity's. */
  @Override
  public void checkOutputSpecs(JobContext context) throws IOException {
    Configuration conf = context.getConfiguration();
    try (Connection connection = ConnectionFactory.createConnection(HBaseConfiguration.create(conf))) {
      EntityDao<Object, ?> dao = dao(conf, connection);
      List<String> differences = TableCheck.differences(connection, EntityCells.of(dao));
      if (!differences.isEmpty()) {
        throw new IOException("The output of " + dao.schema().entityName() + " into " + dao.schema().tableName()
            + " is refused: " + TableCheck.describe(differences) + "; the job did not start");
      }
    }
  }

  @Override
  public OutputCommitter getOutputCommitter(TaskAttemptContext context) {
    return new TableOutputCommitter();
  }

  private static EntityDao<Object, ?> dao(Configuration conf, Connection connection) {
    String name = conf.get(DAO);
    if (name == null) {
      throw new IllegalStateException("the job's output is EntityOutput but " + DAO + " is not set: configure it with"
          + " EntityOutput.configure(job, <Entity>Dao.class)");
    }
    return GeneratedDaos.create(name, conf.getClassLoader(), connection, JobOptions.read(conf, NAMESPACES));
  }

  /** Collects entities and writes them in batches. */
  private static final class Writer extends RecordWriter<Object, Object> {
    private final Connection connection;
    private final EntityDao<Object, ?> dao;
    private final int batchSize;
    private final TaskAttemptContext context;
    private final List<Object> batch;

    Writer(Connection connection, EntityDao<Object, ?> dao, int batchSize, TaskAttemptContext context) {
      if (batchSize < 1) {
        throw new IllegalArgumentException(BATCH_SIZE + " must be at least 1, not " + batchSize);
      }
      this.connection = connection;
      this.dao = dao;
      this.batchSize = batchSize;
      this.context = context;
      this.batch = new ArrayList<>(Math.min(batchSize, 10_000));
    }

    @Override
    public void write(Object key, Object entity) {
      batch.add(Objects.requireNonNull(entity, "a job wrote a null entity to EntityOutput"));
      if (batch.size() >= batchSize) {
        flush();
      }
    }

    private void flush() {
      if (!batch.isEmpty()) {
        dao.putAll(batch);
        context.getCounter(Counter.ENTITIES).increment(batch.size());
        batch.clear();
      }
    }

    @Override
    public void close(TaskAttemptContext ignored) throws IOException {
      try {
        flush();
      } finally {
        connection.close();
      }
    }
  }
}
