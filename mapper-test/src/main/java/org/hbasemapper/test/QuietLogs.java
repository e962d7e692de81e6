package org.hbasemapper.test;

import org.apache.log4j.Level;
import org.apache.log4j.LogManager;

/**
 * Turns the mini cluster's own chatter (Hadoop, ZooKeeper, HBase server internals) down to ERROR,
 * unless {@code -Dhbasemapper.embedded.verbose=true}. HBase 2.6 logs through reload4j. This also
 * applies to the HBase client in the same JVM: run with the flag when a test needs its warnings.
 */
final class QuietLogs {
  static final String LOCAL_JOB_RUNNER = "org.apache.hadoop.mapred.LocalJobRunner";
  static final String JOB = "org.apache.hadoop.mapreduce.Job";

  private QuietLogs() {}

  static void apply() {
    if (Boolean.getBoolean("hbasemapper.embedded.verbose")) {
      return;
    }
    try {
      // a single-node cluster starting and stopping warns about things that are expected here:
      // regions waiting for the first region server, WAL cleaners interrupted at shutdown, ...
      // (Hadoop's test jars put a log4j.properties with the root logger at INFO on a user's test
      // classpath; some of the chatter comes from loggers outside org.apache: HDFS block reports,
      // HBase's connection audit, the embedded Jetty)
      for (String name : EmbeddedHBase.SERVER_LOGGERS) {
        LogManager.getLogger(name).setLevel(Level.ERROR);
      }
      // a MapReduce job on the local runner: why it failed (LocalJobRunner, WARN) and its progress
      // (Job, INFO) stay visible, or a failed job's waitForCompletion returns false without a word
      LogManager.getLogger(LOCAL_JOB_RUNNER).setLevel(Level.WARN);
      LogManager.getLogger(JOB).setLevel(Level.INFO);
    } catch (LinkageError e) {
      // reload4j is not the logging backend here; leave logging as the application set it
    }
  }
}
