package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.mapreduce.MultiTableInputFormat;
import org.apache.hadoop.hbase.mapreduce.TableMapReduceUtil;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.util.ReflectionUtils;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.query.QueryPlan;
import org.hbasemapper.runtime.query.QueryStage;

/**
 * A typed query as the input of a MapReduce job: the query's scans (one per salt bucket, or the one
 * scan of its key range) become the job's scans, split by HBase's {@link MultiTableInputFormat} at the
 * regions each one crosses, and an {@link EntityTableMapper} receives the entities, not
 * {@code Result}s.
 *
 * <pre>{@code
 * Job job = Job.getInstance(connection.getConfiguration(), "purchases per user");
 * EntityInput.of(purchases.query())                   // or .userId("u1"), .timeBetween(...), .where(...)
 *     .skipBadRows()                                 // count rows the mapper cannot read, instead of failing
 *     .configure(job, PerUser.class, Text.class, LongWritable.class);
 * }</pre>
 *
 * <p>The query runs where the job runs: what only a client can do is refused when the input is made,
 * naming it ({@code limit}, {@code offset}, {@code reversed}, {@code skipBadData}, a condition tested
 * in the client). Key ranges, {@code in(...)}, conditions the servers decide, {@code families},
 * {@code cellTimeRange} and {@code batchSize} (the scanner caching) are carried over. Every family is
 * read, lazy {@code @DynamicColumns} too: a task has no connection to load them later. Scans leave
 * the block cache alone, as a job's full scans should.
 *
 * @param <E> the entity type
 */
@Api
public final class EntityInput<E> {
  /** The job's counters. */
  @Api
  public enum Counter {
    /** Rows skipped because their stored data could not be read (with {@link #skipBadRows()}). */
    BAD_ROWS
  }

  /** Whether the tasks skip (and count) unreadable rows; set by {@link #skipBadRows()}. */
  static final String SKIP_BAD_ROWS = "hbasemapper.input.skip-bad-rows";

  private final QueryPlan<E> plan;
  private final boolean skipBadRows;

  private EntityInput(QueryPlan<E> plan, boolean skipBadRows) {
    this.plan = plan;
    this.skipBadRows = skipBadRows;
  }

  /**
   * The input of the rows {@code query} reads, from the table its DAO reads (namespace mapping
   * included).
   *
   * @throws IllegalArgumentException when the query uses what only a client can do (see above)
   */
  public static <E> EntityInput<E> of(QueryStage<E, ?> query) {
    return new EntityInput<>(QueryPlan.of(query, QueryPlan.Engine.MAPREDUCE), false);
  }

  /**
   * The same input, whose tasks skip a row whose stored data cannot be read (a cell of the wrong
   * length, an unknown enum name), counting it in {@link Counter#BAD_ROWS} and logging its row key and
   * column, instead of failing the task.
   */
  public EntityInput<E> skipBadRows() {
    return new EntityInput<>(plan, true);
  }

  /** The table the job reads. */
  public TableName table() {
    return plan.table();
  }

  /** The job's scans, one per salt bucket or hash prefix; each names its table. */
  public List<Scan> scans() {
    List<Scan> scans = new ArrayList<>(plan.scans().size());
    for (Scan planned : plan.scans()) {
      try {
        Scan scan = new Scan(planned);
        scan.setCacheBlocks(false);
        scan.setAttribute(Scan.SCAN_ATTRIBUTES_TABLE_NAME, plan.table().getName());
        scans.add(scan);
      } catch (IOException e) {
        throw new IllegalStateException("copying the scan of " + plan.table() + ": " + e.getMessage(), e);
      }
    }
    return scans;
  }

  /**
   * Makes this the input of {@code job}, whose mapper {@code mapper} receives the entities and writes
   * {@code outputKey} and {@code outputValue}; ships the jars of HBase, the mapper and this module with
   * the job.
   *
   * @throws IllegalArgumentException when {@code mapper} maps another entity, or the query can match no
   *     row (an empty range or {@code in(...)}: a job needs at least one scan)
   */
  public void configure(Job job, Class<? extends EntityTableMapper<E, ?, ?>> mapper, Class<?> outputKey,
      Class<?> outputValue) throws IOException {
    configure(job, mapper, outputKey, outputValue, true);
  }

  /**
   * As {@link #configure(Job, Class, Class, Class)}; {@code addDependencyJars} false leaves the job's
   * class path to the caller (a shaded job jar).
   */
  public void configure(Job job, Class<? extends EntityTableMapper<E, ?, ?>> mapper, Class<?> outputKey,
      Class<?> outputValue, boolean addDependencyJars) throws IOException {
    Objects.requireNonNull(job, "job");
    Objects.requireNonNull(mapper, "mapper");
    String entity = plan.mapper().schema().entityName();
    Configuration conf = job.getConfiguration();
    String mapped = ReflectionUtils.newInstance(mapper, conf).entityMapper().schema().entityName();
    if (!mapped.equals(entity)) {
      throw new IllegalArgumentException("the job's mapper " + mapper.getName() + " maps " + mapped + ", but the "
          + "input reads " + entity + " from table " + plan.table() + ": return " + entity + "'s mapper from its "
          + "entityMapper()");
    }
    List<Scan> scans = scans();
    if (scans.isEmpty()) {
      throw new IllegalArgumentException("the query on " + entity + " in table " + plan.table() + " matches no row "
          + "(an empty range or in(...)): a job needs at least one scan");
    }
    TableMapReduceUtil.initTableMapperJob(scans, mapper, outputKey, outputValue, job, addDependencyJars);
    if (addDependencyJars) {
      TableMapReduceUtil.addDependencyJarsForClasses(conf, EntityInput.class, QueryPlan.class,
          plan.mapper().getClass());
    }
    conf.setBoolean(SKIP_BAD_ROWS, skipBadRows);
  }
}
