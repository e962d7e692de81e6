package org.hbasemapper.spring;

import java.io.IOException;
import java.time.Duration;
import java.util.EnumSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.hbase.ClusterMetrics;
import org.apache.hadoop.hbase.ClusterMetrics.Option;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;

/**
 * Asks the cluster for its id and live region servers, in a thread of its own so that the caller
 * waits no longer than it chooses however long hbase-client keeps trying.
 */
final class ClusterProbe {
  private ClusterProbe() {}

  /** What the cluster answered. */
  record Answer(String clusterId, int liveRegionServers) {}

  /** The cluster's answer over {@code connection}; blocks, bounded by the client's own timeouts. */
  static Answer ask(Connection connection) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      ClusterMetrics metrics = admin.getClusterMetrics(EnumSet.of(Option.CLUSTER_ID, Option.LIVE_SERVERS));
      return new Answer(metrics.getClusterId(), metrics.getLiveServerMetrics().size());
    }
  }

  /** Runs {@code task} on {@code executor} and waits for it at most {@code timeout}. */
  static <T> T within(Duration timeout, Executor executor, CheckedSupplier<T> task)
      throws TimeoutException, ExecutionException, InterruptedException {
    CompletableFuture<T> future = CompletableFuture.supplyAsync(() -> {
      try {
        return task.get();
      } catch (Exception e) {
        throw new java.util.concurrent.CompletionException(e);
      }
    }, executor);
    return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
  }

  /** The most useful line of what went wrong: the deepest cause's message. */
  static String reason(Throwable failure) {
    Throwable cause = failure;
    while ((cause instanceof ExecutionException || cause instanceof java.util.concurrent.CompletionException)
        && cause.getCause() != null) {
      cause = cause.getCause();
    }
    Throwable root = cause;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = root.getMessage() == null ? root.getClass().getSimpleName()
        : root.getClass().getSimpleName() + ": " + root.getMessage();
    return message.replaceAll("\\s+", " ");
  }

  /** A supplier that may throw. */
  @FunctionalInterface
  interface CheckedSupplier<T> {
    T get() throws Exception;
  }
}
