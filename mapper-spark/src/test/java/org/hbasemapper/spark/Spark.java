package org.hbasemapper.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The test JVM's one Spark session, local with two task threads (one task fails a job at once: local
 * mode does not retry), beside the JVM's one embedded HBase; made by the first test that needs it.
 */
public final class Spark {
  private static SparkSession session;

  private Spark() {}

  /** The session, started on first use. */
  public static synchronized SparkSession session() {
    if (session == null) {
      session = SparkSession.builder()
          .appName("hbase-mapper tests")
          .master("local[2]")
          .config("spark.ui.enabled", "false")
          .config("spark.sql.shuffle.partitions", "4")
          .config("spark.driver.host", "127.0.0.1")
          .getOrCreate();
    }
    return session;
  }
}
