package org.hbasemapper.spark;

import org.apache.log4j.Level;
import org.apache.log4j.LogManager;
import org.apache.spark.sql.SparkSession;

/**
 * The test JVM's one Spark session beside the JVM's one embedded HBase: local with two task threads
 * ({@code -Dhbasemapper.test.spark-master} for another master; local mode does not retry a failed
 * task, so a refusal fails its job at once), no UI, few shuffle partitions (the tests' aggregations are
 * small), started by the first test that needs it and shared by all (one Spark context per JVM).
 */
public final class Spark {
  private Spark() {}

  /** The session, started on first use. */
  public static SparkSession session() {
    return Holder.SESSION;
  }

  private static final class Holder {
    static final SparkSession SESSION = start();

    private static SparkSession start() {
      if (!Boolean.getBoolean("hbasemapper.embedded.verbose")) {
        // Spark logs every stage and task at INFO (through reload4j here, as HBase does): kept to warnings
        LogManager.getLogger("org.apache.spark").setLevel(Level.WARN);
        LogManager.getLogger("org.sparkproject").setLevel(Level.WARN);
      }
      SparkSession session = SparkSession.builder()
          .master(System.getProperty("hbasemapper.test.spark-master", "local[2]"))
          .appName("mapper-spark tests")
          .config("spark.ui.enabled", "false")
          .config("spark.sql.shuffle.partitions", "4")
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.driver.bindAddress", "127.0.0.1")
          .getOrCreate();
      if (!Boolean.getBoolean("hbasemapper.embedded.verbose")) {
        // Spark sets up its logging as the session starts, undoing levels set before it
        session.sparkContext().setLogLevel("WARN");
      }
      return session;
    }
  }
}
