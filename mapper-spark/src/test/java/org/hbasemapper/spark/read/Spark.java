package org.hbasemapper.spark.read;

import org.apache.spark.sql.SparkSession;

/**
 * The test JVM's Spark session, in local mode with two task threads beside the embedded HBase: started
 * by the first test that needs it, shared by all (a Spark context per JVM), stopped when the JVM exits.
 */
final class Spark {
  private Spark() {}

  /**
   * The session: local[2] (or {@code -Dhbasemapper.test.spark-master}), no UI, few shuffle partitions (the
   * tests' aggregations are small).
   */
  static SparkSession session() {
    return Holder.SESSION;
  }

  private static final class Holder {
    static final SparkSession SESSION = SparkSession.builder()
        .master(System.getProperty("hbasemapper.test.spark-master", "local[2]"))
        .appName("mapper-spark tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.driver.host", "localhost")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .getOrCreate();
  }
}
