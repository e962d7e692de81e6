package org.hbasemapper.spring;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens the auto-configured connections, and checks at start-up that the cluster answers within the
 * time {@code hbasemapper.startup-timeout} allows: a cluster that is down or a quorum that is wrong
 * fails start-up with one line instead of leaving the first request to hang.
 */
final class HBaseConnections {
  private static final Logger LOG = LoggerFactory.getLogger(HBaseConnections.class);

  private HBaseConnections() {}

  /** A connection to {@code details}' cluster, once the cluster answered within {@code timeout}. */
  static Connection open(HBaseConnectionDetails details, Duration timeout) {
    Configuration conf = details.configuration();
    if (!positive(timeout)) {
      try {
        return ConnectionFactory.createConnection(conf);
      } catch (IOException e) {
        throw failed(details.description(), ClusterProbe.reason(e), e);
      }
    }
    AtomicReference<Connection> opened = new AtomicReference<>();
    AtomicBoolean abandoned = new AtomicBoolean();
    ExecutorService thread = Executors.newSingleThreadExecutor(daemon("hbasemapper-startup-check"));
    QuietClientLogs quiet = QuietClientLogs.during(HBaseConnections.class.getClassLoader());
    boolean stillTrying = false;
    long begin = System.nanoTime();
    try {
      ClusterProbe.Answer answer = ClusterProbe.within(timeout, thread, () -> {
        Connection connection = ConnectionFactory.createConnection(conf);
        opened.set(connection);
        if (abandoned.get()) {
          connection.close();
          throw new IOException("start-up gave up waiting");
        }
        return ClusterProbe.ask(connection);
      });
      LOG.info("Connected to {}: cluster {} with {} live region server(s), answered in {} ms",
          details.description(), answer.clusterId(), answer.liveRegionServers(), millisSince(begin));
      return opened.get();
    } catch (TimeoutException e) {
      stillTrying = true;
      abandon(opened, abandoned);
      throw new HBaseStartupException(capitalized(details.description()) + " did not answer within "
          + seconds(timeout), "Check that the cluster is up and reachable from this host and that "
          + "hbasemapper.zookeeper-quorum (or hbase.zookeeper.quorum in hbase-site.xml) names it; if it is only slow "
          + "to answer, raise hbasemapper.startup-timeout", null);
    } catch (ExecutionException e) {
      abandon(opened, abandoned);
      LOG.debug("Connecting to {} failed", details.description(), e.getCause());
      throw new HBaseStartupException("Could not connect to " + details.description() + ": hbase-client gave up after "
          + millisSince(begin) / 1000 + " s (" + ClusterProbe.reason(e) + ")", CLIENT_GAVE_UP, e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      abandon(opened, abandoned);
      throw new HBaseStartupException("Interrupted while connecting to " + details.description(), e);
    } finally {
      if (stillTrying) {
        thread.execute(quiet::close); // after the abandoned attempt: it goes on logging until it ends
      } else {
        quiet.close();
      }
      thread.shutdown();
    }
  }

  /** An asynchronous connection with {@code conf}, waiting for it at most {@code timeout}. */
  static AsyncConnection openAsync(Configuration conf, Duration timeout) {
    CompletableFuture<AsyncConnection> future = ConnectionFactory.createAsyncConnection(conf);
    String where = ClusterResolver.where(conf);
    try {
      return positive(timeout) ? future.get(timeout.toMillis(), TimeUnit.MILLISECONDS) : future.get();
    } catch (TimeoutException e) {
      future.thenAccept(HBaseConnections::closeQuietly);
      throw new HBaseStartupException("The asynchronous connection to " + where + " was not ready within "
          + seconds(timeout), "Check that the cluster is up and reachable from this host; if it is only slow to "
          + "answer, raise hbasemapper.startup-timeout", null);
    } catch (ExecutionException e) {
      throw failed(where, ClusterProbe.reason(e), e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new HBaseStartupException("Interrupted while connecting to " + where, e);
    }
  }

  /** What to do when hbase-client itself gave up: its retries ended before the start-up timeout. */
  private static final String CLIENT_GAVE_UP = "Check that the cluster is up and reachable from this host and that "
      + "hbasemapper.zookeeper-quorum (or hbase.zookeeper.quorum in hbase-site.xml) names its ZooKeeper servers with "
      + "their client port (host:port, or hbasemapper.zookeeper-client-port); hbase-client stops after its own "
      + "retries (hbasemapper.client.hbase.client.retries.number, hbasemapper.client.zookeeper.recovery.retry)";

  private static HBaseStartupException failed(String where, String reason, Throwable cause) {
    return new HBaseStartupException("Could not connect to " + where + " (" + reason + ")", CLIENT_GAVE_UP, cause);
  }

  private static long millisSince(long begin) {
    return (System.nanoTime() - begin) / 1_000_000;
  }

  /** Closes a connection the start-up check no longer waits for, now or when it is done opening. */
  private static void abandon(AtomicReference<Connection> opened, AtomicBoolean abandoned) {
    abandoned.set(true);
    Connection connection = opened.get();
    if (connection != null) {
      closeQuietly(connection);
    }
  }

  private static void closeQuietly(AutoCloseable connection) {
    try {
      connection.close();
    } catch (Exception e) {
      LOG.debug("Closing an abandoned HBase connection failed: {}", e.toString());
    }
  }

  private static String capitalized(String description) {
    return Character.toUpperCase(description.charAt(0)) + description.substring(1);
  }

  static boolean positive(Duration timeout) {
    return timeout != null && !timeout.isZero() && !timeout.isNegative();
  }

  static String seconds(Duration timeout) {
    long millis = timeout.toMillis();
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
  }

  static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
