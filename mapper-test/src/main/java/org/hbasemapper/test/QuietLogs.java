package org.hbasemapper.test;

import org.apache.log4j.Level;
import org.apache.log4j.LogManager;

/**
 * Turns the mini cluster's own chatter (Hadoop, ZooKeeper, HBase server internals) down to WARN,
 * unless {@code -Dhbasemapper.embedded.verbose=true}. HBase 2.6 logs through reload4j.
 */
final class QuietLogs {
  private QuietLogs() {}

  static void apply() {
    if (Boolean.getBoolean("hbasemapper.embedded.verbose")) {
      return;
    }
    try {
      for (String name : new String[] {"org.apache.hadoop", "org.apache.zookeeper", "org.apache.hbase",
          "org.apache.directory", "org.eclipse.jetty", "org.apache.kerby"}) {
        LogManager.getLogger(name).setLevel(Level.WARN);
      }
      // expected noise of a single-node, single-disk cluster
      LogManager.getLogger("org.apache.hadoop.hdfs").setLevel(Level.ERROR);
      LogManager.getLogger("org.apache.hadoop.metrics2").setLevel(Level.ERROR);
      LogManager.getLogger("org.apache.hadoop.hbase.util.CommonFSUtils").setLevel(Level.ERROR);
    } catch (LinkageError e) {
      // reload4j is not the logging backend here; leave logging as the application set it
    }
  }
}
