package com.example.jobs;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.to_date;

import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.EntityEncoders;

/** Purchases per user per day: read from the purchase table, summed by Spark, the sums as entities. */
public final class PurchasesPerDay {
  private final EntityDatasets hbase;
  private final Connection connection;

  public PurchasesPerDay(SparkSession spark, Connection connection) {
    this.hbase = EntityDatasets.of(spark, connection);
    spark.conf().set("spark.sql.session.timeZone", "UTC");
    this.connection = connection;
  }

  /** The sums of every user's purchases per day. */
  public Dataset<DailyPurchases> sums() {
    Dataset<Purchase> purchases = hbase.read(new PurchaseDao(connection).query());
    return purchases
        .groupBy(col("userId"), to_date(col("time")).as("day"))
        .agg(count(lit(1)).as("purchases"), sum(col("quantity")).cast("int").as("items"),
            sum(col("price")).as("spent"))
        .select(col("userId"), col("day"), col("purchases"), col("items"), col("spent"))
        .as(EntityEncoders.of(DailyPurchases.class));
  }

  /** Writes the sums through the DAO. */
  public long put() {
    return hbase.writing(new DailyPurchasesDao(connection)).put(sums()).entities();
  }

  /** Writes the sums as HFiles, bulk loaded. */
  public long bulkLoad() {
    return hbase.writing(new DailyPurchasesDao(connection)).bulkLoad(sums()).entities();
  }
}
