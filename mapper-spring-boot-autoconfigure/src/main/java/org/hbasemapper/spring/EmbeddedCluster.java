package org.hbasemapper.spring;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.hbasemapper.runtime.ClientSettings;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.EmbeddedHBaseProcess;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggingSystem;

/**
 * The one place that names mapper-test's classes, loaded only once {@link ClusterResolver} has seen
 * that mapper-test is on the class path.
 *
 * <p>The embedded HBase runs in this JVM ({@link EmbeddedHBase#shared()}) when it can, and otherwise
 * in a JVM of its own ({@link EmbeddedHBaseProcess#shared()}): when hbase-shaded-client is on the
 * class path (the starter brings it; its classes have the names of the unshaded HBase and Hadoop
 * classes the mini cluster runs on, and refer to relocated libraries), or when this JVM lacks the
 * module access the mini cluster needs on JDK 17 (the {@code --add-opens} flags). So an application
 * with the starter and mapper-test needs neither a class path exclusion nor a JDK flag.
 *
 * <p>Either way it is one cluster per JVM, stopped when the JVM exits. Every application context of
 * the JVM (the several a test suite's context cache holds, or the restarts of a development tool)
 * uses that cluster with connections of its own, and closing a context closes only its connections:
 * stopping the cluster with the first context would pull it from under the others, and a cluster per
 * context would cost 20 seconds each. The other JVM never outlives this one, even killed.
 *
 * <p>One exception: an application whose start-up started the cluster and then failed stops it
 * ({@link EmbeddedClusterStopper}). Nothing else can be using it yet, and the in-JVM cluster's threads
 * would keep the JVM alive after {@code main} returned.
 */
final class EmbeddedCluster {
  /** A class of hbase-shaded-client's relocated libraries, in no unshaded HBase jar. */
  static final String SHADED_CLIENT_MARK = "org/apache/hadoop/hbase/shaded/com/google/common/base/Preconditions.class";
  /** The packages the JDK 17 flags of mapper-test's README open to the class path. */
  /** The context whose start-up started the cluster, while it runs; null when it was running already. */
  private static Object startedFor;
  /** Stops the cluster {@link #startedFor}'s start-up started. */
  private static Runnable stopStarted;

  private EmbeddedCluster() {}

  /**
   * The embedded HBase for the application context {@code owner}: a client configuration, where it is
   * in words ({@code "the embedded HBase (ZooKeeper port 51651)"}) and in which JVM.
   */
  record Started(Configuration configuration, String where, String runsIn) {}

  /**
   * The JVM's embedded HBase, started on first call; {@code owner} (the application context) is
   * remembered when this call started it.
   *
   * @throws HBaseStartupException when it runs in a JVM of its own and that did not start, with that
   *     JVM's first error line
   */
  static synchronized Started start(Object owner, ClassLoader loader) {
    String reason = ownJvmReason(loader);
    boolean starting = reason == null ? !EmbeddedHBase.sharedRunning() : !EmbeddedHBaseProcess.sharedRunning();
    if (starting) {
      quietServerLogs();
    }
    Started started = reason == null ? inThisJvm() : inOwnJvm(reason);
    if (starting) {
      startedFor = owner;
      stopStarted = reason == null ? EmbeddedHBase::stopShared : EmbeddedHBaseProcess::stopShared;
    }
    return started;
  }

  private static Started inThisJvm() {
    Configuration conf = EmbeddedHBase.shared().configuration();
    return new Started(conf, "the embedded HBase (ZooKeeper port " + conf.get(HConstants.ZOOKEEPER_CLIENT_PORT)
        + ")", "of this JVM");
  }

  private static Started inOwnJvm(String reason) {
    EmbeddedHBaseProcess process;
    try {
      process = EmbeddedHBaseProcess.shared();
    } catch (IllegalStateException e) {
      throw new HBaseStartupException(e.getMessage(), "Correct what that line says: a port in use is one a "
          + "-Dhbasemapper.embedded.conf.* property of this JVM fixed, and another process holds; too little memory "
          + "is fixed with -D" + EmbeddedHBaseProcess.JVM_OPTIONS + "=-Xmx2g (default "
          + EmbeddedHBaseProcess.DEFAULT_JVM_OPTIONS + "); a class not found means mapper-test's dependencies are "
          + "not all on the class path. Or set hbasemapper.zookeeper-quorum to a running cluster", e);
    }
    Configuration conf = ClientSettings.bounded(HBaseConfiguration.create());
    conf.set(HConstants.ZOOKEEPER_QUORUM, process.quorum());
    // the cluster's file system, for clients that write files HBase takes (bulk loads), as in this JVM
    conf.set("fs.defaultFS", process.fileSystem());
    return new Started(conf, "the embedded HBase (ZooKeeper port " + process.zookeeperPort() + ")",
        "in a JVM of its own (pid " + process.pid() + ", since " + reason + "; its output is in "
            + process.output() + ")");
  }

  /**
   * Why the embedded HBase cannot run in this JVM: hbase-shaded-client on the class path, or module
   * access missing; null when it can.
   */
  static String ownJvmReason(ClassLoader loader) {
    if (loader.getResource(SHADED_CLIENT_MARK) != null) {
      return "hbase-shaded-client is on the class path";
    }
    return EmbeddedHBaseProcess.missingJdkAccess(EmbeddedCluster.class.getModule()).isEmpty() ? null
        : "this JVM was started without the JDK 17 flags the mini cluster needs";
  }

  /**
   * The embedded cluster's own chatter (region assignment warnings, WAL and procedure lines, ZooKeeper
   * sessions) at ERROR, as mapper-test sets it for reload4j, here through the application's logging
   * system (Logback, typically), which is where the servers' SLF4J lines go in a Spring application;
   * with the cluster in a JVM of its own, the same loggers of the client. Loggers the application
   * configured keep their level; {@code -Dhbasemapper.embedded.verbose=true} leaves everything as it is.
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
    if (owner == null || startedFor != owner) {
      return false;
    }
    startedFor = null;
    stopStarted.run();
    return true;
  }
}
