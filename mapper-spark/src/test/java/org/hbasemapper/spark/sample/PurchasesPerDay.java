package org.hbasemapper.spark.sample;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.to_date;

import java.time.Instant;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.EntityEncoders;

/**
 * The sample job: purchases per user per day. Reads the purchases of a time window from the salted
 * purchase table (one Spark partition per region per salt bucket), sums them per user and UTC day in
 * Spark, and writes the sums as {@link DailyPurchases} entities through their DAO.
 *
 * <pre>{@code
 * long days = new PurchasesPerDay(spark, connection).run(from, to);
 * }</pre>
 */
public final class PurchasesPerDay {
  private final EntityDatasets hbase;
  private final Connection connection;

  public PurchasesPerDay(SparkSession spark, Connection connection) {
    this.hbase = EntityDatasets.of(spark, connection);
    // day boundaries in UTC, whatever the JVM's zone
    spark.conf().set("spark.sql.session.timeZone", "UTC");
    this.connection = connection;
  }

  /**
   * Sums the purchases made in {@code [from, to)} and writes one row per user and day; returns their
   * number. The time window is a filter in Spark: the table's key starts with the salt and the user, so
   * a window across users is no key range (a query of one user's window would be).
   */
  public long run(Instant from, Instant to) {
    Dataset<Purchase> purchases = hbase.read(new PurchaseDao(connection).query());
    Dataset<DailyPurchases> daily = purchases
        .filter(col("time").geq(lit(from)).and(col("time").lt(lit(to))))
        .groupBy(col("userId"), to_date(col("time")).as("day"))
        .agg(count(lit(1)).as("purchases"), sum(col("quantity")).cast("int").as("items"),
            sum(col("price")).as("spent"))
        .select(col("userId"), col("day"), col("purchases"), col("items"), col("spent"))
        .as(EntityEncoders.of(DailyPurchases.class));
    daily.cache();
    hbase.writing(new DailyPurchasesDao(connection)).put(daily);
    long days = daily.count();
    daily.unpersist();
    return days;
  }
}
