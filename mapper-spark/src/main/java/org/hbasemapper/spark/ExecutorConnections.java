package org.hbasemapper.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The connections of an executor JVM: one per cluster configuration, opened by the first task that
 * needs it, shared by the tasks after it (a connection is heavy and thread-safe, as hbase-client
 * recommends), closed when the JVM exits. Never the application's own connection, which the driver
 * keeps and closes: in local mode the executor is the driver's JVM and has one of these beside it.
 */
final class ExecutorConnections {
  private static final Logger LOG = LoggerFactory.getLogger(ExecutorConnections.class);
  private static final ConcurrentMap<String, Connection> OPEN = new ConcurrentHashMap<>();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(ExecutorConnections::closeAll, "hbase-mapper-spark-connections"));
  }

  private ExecutorConnections() {}

  /** The connection of {@code conf}, opened on first use. */
  static Connection of(HBaseConf conf) {
    return OPEN.computeIfAbsent(conf.key(), k -> {
      try {
        return ConnectionFactory.createConnection(conf.get());
      } catch (IOException e) {
        throw new UncheckedIOException("opening an HBase connection on a Spark executor (quorum "
            + conf.get().get("hbase.zookeeper.quorum") + "): " + e.getMessage(), e);
      }
    });
  }

  private static void closeAll() {
    for (Connection connection : OPEN.values()) {
      try {
        connection.close();
      } catch (IOException | RuntimeException e) {
        LOG.debug("closing an executor's HBase connection", e);
      }
    }
    OPEN.clear();
  }
}
