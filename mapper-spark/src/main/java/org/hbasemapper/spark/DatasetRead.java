package org.hbasemapper.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoder;
import org.apache.spark.util.LongAccumulator;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.query.QueryPlan;
import org.hbasemapper.runtime.query.QueryStage;
import org.jspecify.annotations.Nullable;
import scala.Tuple2;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag$;

/**
 * A typed query read by Spark: one partition per region per salt bucket of the query's key ranges.
 * Immutable: each refinement returns a new read.
 *
 * <pre>{@code
 * DatasetRead<Purchase> read = hbase.reading(purchases.query().userIdBetween("u1", "u5")).skipBadRows();
 * Dataset<Purchase> rows = read.dataset();
 * rows.groupBy("userId").count().show();
 * long skipped = read.badRows().value();                          // after an action
 * Dataset<PurchaseLine> lines = hbase.reading(purchases.query()).select(PurchaseLine.class).dataset();
 * }</pre>
 *
 * <p>The driver plans: the query's scans ({@link #scans()}: one per salt bucket or hash prefix, bounded
 * by its key ranges, with the conditions the servers decide as filters), split at the regions each one
 * crosses when the RDD is made. Executors run them over a connection of their own, decode each row with
 * the generated mapper (or projection), and leave the block cache alone. A row whose stored data cannot
 * be read fails its task, and so the job, with the {@code MappingException} naming entity, field, table,
 * row key and column, unless {@link #skipBadRows()}.
 *
 * @param <E> what the read returns: the entity, or a projection record after {@link #select(Class)}
 */
@Api
public final class DatasetRead<E> {
  private final EntityDatasets datasets;
  private final QueryPlan<?> plan;
  private final List<Scan> scans;
  private final RowDecoder<E> decoder;
  /** The projection record read, or null when the read returns entities. */
  private final @Nullable Class<E> selected;
  private final @Nullable LongAccumulator badRows;

  private DatasetRead(EntityDatasets datasets, QueryPlan<?> plan, List<Scan> scans, RowDecoder<E> decoder,
      @Nullable Class<E> selected, @Nullable LongAccumulator badRows) {
    this.datasets = datasets;
    this.plan = plan;
    this.scans = scans;
    this.decoder = decoder;
    this.selected = selected;
    this.badRows = badRows;
  }

  static <E> DatasetRead<E> of(EntityDatasets datasets, QueryStage<E, ?> query) {
    QueryPlan<E> plan = QueryPlan.of(Objects.requireNonNull(query, "query"), QueryPlan.Engine.SPARK);
    GeneratedMapper mapper = GeneratedMapper.of(plan.mapper(), plan.options());
    return new DatasetRead<>(datasets, plan, plan.scans(), new EntityRows<>(mapper), null, null);
  }

  /**
   * This read, skipping rows whose stored data cannot be read (a cell of the wrong length, an unknown
   * enum name) instead of failing the job: each is counted in {@link #badRows()} and logged by the
   * executor with its row key and column, never its values.
   */
  public DatasetRead<E> skipBadRows() {
    if (badRows != null) {
      return this;
    }
    LongAccumulator counter = datasets.spark().sparkContext().longAccumulator("hbase-mapper bad rows of "
        + plan.mapper().schema().entityName() + " in " + plan.table().getNameAsString());
    return new DatasetRead<>(datasets, plan, scans, decoder, selected, counter);
  }

  /**
   * The rows {@link #skipBadRows()} skipped, counted as tasks finish: read its {@code value()} after an
   * action. Each action reads the table again (unless the Dataset is cached) and counts its own skips
   * into the same accumulator, and a task Spark runs again counts again, as every Spark accumulator
   * updated in a transformation does.
   *
   * @throws IllegalStateException when this read fails on bad rows rather than skipping them
   */
  public LongAccumulator badRows() {
    if (badRows == null) {
      throw new IllegalStateException("this read of " + plan.mapper().schema().entityName() + " fails on a bad row"
          + " instead of counting it: call skipBadRows() first");
    }
    return badRows;
  }

  /**
   * This read of only the cells of projection record {@code projection}
   * ({@code @Projection(<Entity>.class)}), as {@code query().select(projection)} reads them: its cells,
   * the entity's presence cell and the columns of the query's conditions; key components come from the
   * row key.
   *
   * @throws IllegalArgumentException when {@code projection} has no generated projection of this entity
   */
  public <P> DatasetRead<P> select(Class<P> projection) {
    Objects.requireNonNull(projection, "projection");
    @SuppressWarnings("unchecked")
    QueryPlan<Object> entityPlan = (QueryPlan<Object>) plan;
    ProjectionMapper<Object, P> mapper = entityPlan.projection(projection);
    return new DatasetRead<>(datasets, plan, entityPlan.scans(mapper), ProjectionRows.of(mapper), projection,
        badRows);
  }

  /**
   * The scans the read runs, one per salt bucket or hash prefix of the query's key ranges (empty when it
   * can match no row), before they are split at the regions: what the servers are asked for (key range,
   * columns, filters).
   */
  public List<Scan> scans() {
    List<Scan> copies = new ArrayList<>(scans.size());
    for (Scan scan : scans) {
      try {
        copies.add(new Scan(scan).setCacheBlocks(false));
      } catch (IOException e) {
        throw new UncheckedIOException("copying a scan of " + plan.table() + ": " + e.getMessage(), e);
      }
    }
    return copies;
  }

  /**
   * The rows as a typed Dataset, whose columns are the entity's fields ({@link EntityEncoders}).
   *
   * @throws IllegalArgumentException when the entity has a field Spark has no type for, or a class
   *     Spark cannot build (see {@link EntityEncoders#of(Class)})
   */
  public Dataset<E> dataset() {
    @SuppressWarnings("unchecked")
    Encoder<E> encoder = selected != null ? EntityEncoders.of(selected)
        : EntityEncoders.of((EntityMapper<E, ?>) plan.mapper());
    return datasets.spark().createDataset(rdd().rdd(), encoder);
  }

  /** The rows as an RDD: one partition per region each scan crosses, preferring its region server's host. */
  public JavaRDD<E> rdd() {
    JavaSparkContext context = JavaSparkContext.fromSparkContext(datasets.spark().sparkContext());
    TableName table = plan.table();
    if (scans.isEmpty()) {
      return context.emptyRDD();
    }
    List<Tuple2<ScanSlice, Seq<String>>> slices = RegionSlices.of(datasets.connection(), table, scans());
    RDD<ScanSlice> planned = datasets.spark().sparkContext()
        .makeRDD(CollectionConverters.asScala(slices).toSeq(), ClassTag$.MODULE$.apply(ScanSlice.class));
    HBaseConf conf = new HBaseConf(datasets.connection().getConfiguration());
    return planned.toJavaRDD().mapPartitions(new SliceReader<>(conf, decoder, badRows))
        .setName("hbase-mapper " + plan.mapper().schema().entityName() + " from " + table.getNameAsString());
  }
}
