package org.hbasemapper.spring;

import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.test.EmbeddedHBase;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggingSystem;

/**
 * The one place that names {@link EmbeddedHBase}, loaded only once {@link ClusterResolver} has seen
 * that mapper-test is on the class path.
 *
 * <p>It is {@link EmbeddedHBase#shared()}: one cluster per JVM, stopped when the JVM exits. Every
 * application context of the JVM (the several a test suite's context cache holds, or the restarts of
 * a development tool) uses that cluster with connections of its own, and closing a context closes
 * only its connections: stopping the cluster with the first context would pull it from under the
 * others, and a cluster per context would cost 20 seconds each.
 *
 * <p>One exception: an application whose start-up started the cluster and then failed stops it
 * ({@link EmbeddedClusterStopper}). Nothing else can be using it yet, and its threads would keep the
 * JVM alive after {@code main} returned.
 */
final class EmbeddedCluster {
  /** The context whose start-up started the cluster, while it runs; null when it was running already. */
  private static Object startedFor;

  private EmbeddedCluster() {}

  /**
   * A client configuration for the JVM's embedded HBase, started on first call; {@code owner} (the
   * application context) is remembered when this call started it.
   */
  static synchronized Configuration configuration(Object owner) {
    boolean starting = !EmbeddedHBase.sharedRunning();
    if (starting) {
      quietServerLogs();
    }
    Configuration conf = EmbeddedHBase.shared().configuration();
    if (starting) {
      startedFor = owner;
    }
    return conf;
  }

  /**
   * The embedded cluster's own chatter (HDFS audit lines, region assignment warnings, ZooKeeper
   * sessions) at ERROR, as mapper-test sets it for reload4j, here through the application's logging
   * system (Logback, typically), which is where the servers' SLF4J lines go in a Spring application.
   * Loggers the application configured keep their level; {@code -Dhbasemapper.embedded.verbose=true}
   * leaves everything as it is.
   */
  static void quietServerLogs() {
    if (Boolean.getBoolean("hbasemapper.embedded.verbose")) {
      return;
    }
    LoggingSystem system;
    try {
      system = LoggingSystem.get(EmbeddedCluster.class.getClassLoader());
    } catch (RuntimeException e) {
      return;
    }
    for (String name : EmbeddedHBase.SERVER_LOGGERS) {
      LoggerConfiguration configuration = system.getLoggerConfiguration(name);
      if (configuration == null || configuration.getConfiguredLevel() == null) {
        system.setLogLevel(name, LogLevel.ERROR);
      }
    }
  }

  /** Stops the cluster if {@code owner}'s start-up started it; true when it did. */
  static synchronized boolean stopIfStartedFor(Object owner) {
    if (owner == null || startedFor != owner || !EmbeddedHBase.sharedRunning()) {
      return false;
    }
    startedFor = null;
    EmbeddedHBase.stopShared();
    return true;
  }
}
