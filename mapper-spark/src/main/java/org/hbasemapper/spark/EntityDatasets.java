package org.hbasemapper.spark;

import java.util.Objects;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.sql.SparkSession;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.query.QueryStage;

/**
 * Entity tables as Spark Datasets, and Datasets written back as entities: the entry point of
 * {@code mapper-spark}.
 *
 * <pre>{@code
 * EntityDatasets hbase = EntityDatasets.of(spark, connection);
 * Dataset<Purchase> purchases = hbase.read(new PurchaseDao(connection).query().userId("u1"));
 * purchases.groupBy("userId").count().show();
 * hbase.writing(new UserTotalDao(connection)).put(totals);          // through the DAO, per partition
 * }</pre>
 *
 * <p>The driver plans (key ranges, salt buckets, regions) with {@code connection}, which stays the
 * application's: it is never closed here, nor sent anywhere. Executors open one connection per JVM
 * from its configuration, shared by their tasks and closed when the JVM exits. Thread-safe.
 */
@Api
public final class EntityDatasets {
  private final SparkSession spark;
  private final Connection connection;

  private EntityDatasets(SparkSession spark, Connection connection) {
    this.spark = Objects.requireNonNull(spark, "spark");
    this.connection = Objects.requireNonNull(connection, "connection");
  }

  /** Datasets of the tables {@code connection} reaches, in {@code spark}'s session. */
  public static EntityDatasets of(SparkSession spark, Connection connection) {
    return new EntityDatasets(spark, connection);
  }

  /** The Spark session the Datasets belong to. */
  public SparkSession spark() {
    return spark;
  }

  /** The application's connection, which the driver plans with. */
  public Connection connection() {
    return connection;
  }

  /**
   * The rows {@code query} reads, as a read to refine ({@link DatasetRead#skipBadRows()},
   * {@link DatasetRead#select(Class)}) and then turn into a {@code Dataset} or an RDD.
   *
   * @throws IllegalArgumentException when the query uses what only a client can do (a limit, an
   *     offset, reversed order, a condition tested in the client), naming it
   */
  public <E> DatasetRead<E> reading(QueryStage<E, ?> query) {
    return DatasetRead.of(this, query);
  }

  /** The rows {@code query} reads as a typed Dataset: {@code reading(query).dataset()}. */
  public <E> org.apache.spark.sql.Dataset<E> read(QueryStage<E, ?> query) {
    return reading(query).dataset();
  }

  /** Writes of Datasets of {@code dao}'s entity, to the tables {@code dao} writes. */
  public <E> DatasetWrite<E> writing(EntityDao<E, ?> dao) {
    return DatasetWrite.of(this, dao);
  }
}
