package org.hbasemapper.spring;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggingSystem;

/**
 * Silences, while the start-up check waits for the cluster, what hbase-client and ZooKeeper log
 * about an unreachable one: a WARN line per ZooKeeper reconnect and a long stack trace per failed
 * cluster-id lookup, dozens of lines before the one line the check reports. Loggers the application
 * configured itself are left alone; the levels are given back when the check is over.
 */
final class QuietClientLogs implements AutoCloseable {
  /** The loggers, plain and as hbase-shaded-client relocates them. */
  static final List<String> LOGGERS = List.of(
      "org.apache.zookeeper",
      "org.apache.hadoop.hbase.shaded.org.apache.zookeeper",
      "org.apache.hadoop.hbase.zookeeper",
      "org.apache.hadoop.hbase.client.ConnectionImplementation",
      "org.apache.hadoop.hbase.client.ConnectionUtils",
      "org.apache.hadoop.hbase.client.RpcRetryingCallerImpl",
      "org.apache.hadoop.hbase.client.AsyncConnectionImpl",
      "org.apache.hadoop.hbase.client.ZKConnectionRegistry");

  private final LoggingSystem system;
  private final Map<String, LogLevel> lowered = new LinkedHashMap<>();

  private QuietClientLogs(LoggingSystem system) {
    this.system = system;
  }

  /** Raises the client's loggers to ERROR until {@link #close()}; does nothing without a logging system. */
  static QuietClientLogs during(ClassLoader loader) {
    LoggingSystem system;
    try {
      system = LoggingSystem.get(loader);
    } catch (RuntimeException e) {
      return new QuietClientLogs(null);
    }
    QuietClientLogs quiet = new QuietClientLogs(system);
    for (String name : LOGGERS) {
      LoggerConfiguration configuration = system.getLoggerConfiguration(name);
      if (configuration == null || configuration.getConfiguredLevel() == null) {
        quiet.lowered.put(name, null);
        system.setLogLevel(name, LogLevel.ERROR);
      }
    }
    return quiet;
  }

  /** Gives the loggers back the level they had (inherited, for those nobody configured). */
  @Override
  public void close() {
    if (system != null) {
      lowered.forEach(system::setLogLevel);
    }
  }
}
