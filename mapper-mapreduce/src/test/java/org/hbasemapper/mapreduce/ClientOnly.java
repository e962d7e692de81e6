package org.hbasemapper.mapreduce;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapred.JobConf;
import org.apache.hadoop.mapreduce.Cluster;

/**
 * What an application on this module's class path alone does first: load Hadoop's job configuration
 * (which loads the log4j API) and find a cluster to submit a job to (the local runner here). Run by
 * {@link RuntimeClassPathTest} in a JVM of its own; prints "ok".
 */
public final class ClientOnly {
  private ClientOnly() {}

  public static void main(String[] args) throws Exception {
    new JobConf();
    Configuration conf = new Configuration();
    conf.set("mapreduce.framework.name", "local");
    Cluster cluster = new Cluster(conf);
    try {
      cluster.getFileSystem(); // the local runner answers
    } finally {
      cluster.close();
    }
    Class.forName("org.apache.hadoop.hbase.mapreduce.MultiTableHFileOutputFormat");
    System.out.println("ok");
  }
}
