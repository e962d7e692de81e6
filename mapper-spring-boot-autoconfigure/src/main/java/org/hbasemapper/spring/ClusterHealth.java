package org.hbasemapper.spring;

import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.hbase.client.Connection;

/**
 * What the {@code hbasemapper} health component reports, apart from Spring Boot's types: Boot 3.5
 * ({@link HBaseMapperHealthIndicator}) and Boot 4 ({@link HBaseMapperBoot4HealthIndicator}) keep their
 * health API in different packages, and each indicator only turns this report into its own
 * {@code Health}. The question runs on a thread of its own and the caller waits no longer than the
 * timeout; while an earlier question is still out, the next check waits for that one instead of
 * asking again, so a cluster that hangs does not gather threads.
 */
final class ClusterHealth {
  private final Connection connection;
  private final Duration timeout;
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(HBaseConnections.daemon("hbasemapper-health"));
  private CompletableFuture<ClusterProbe.Answer> pending;

  /** The cluster's state, UP or DOWN, and the details to show: {@code cluster} first, then the answer or the error. */
  record Report(boolean up, Map<String, Object> details) {}

  ClusterHealth(Connection connection, Duration timeout) {
    this.connection = connection;
    this.timeout = timeout;
  }

  /**
   * UP when the cluster answered with its id and at least one live region server within the timeout,
   * DOWN with an {@code error} detail otherwise.
   */
  Report check() {
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("cluster", ClusterResolver.where(connection.getConfiguration()));
    if (connection.isClosed()) {
      return down(details, "the connection is closed");
    }
    try {
      ClusterProbe.Answer answer = question().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
      details.put("clusterId", answer.clusterId());
      details.put("liveRegionServers", answer.liveRegionServers());
      return answer.liveRegionServers() > 0 ? new Report(true, details) : down(details, "no live region server");
    } catch (TimeoutException e) {
      return down(details, "no answer within " + HBaseConnections.seconds(timeout));
    } catch (ExecutionException e) {
      return down(details, ClusterProbe.reason(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return down(details, "interrupted");
    }
  }

  private static Report down(Map<String, Object> details, String error) {
    details.put("error", error);
    return new Report(false, details);
  }

  private synchronized CompletableFuture<ClusterProbe.Answer> question() {
    if (pending == null || pending.isDone()) {
      pending = CompletableFuture.supplyAsync(() -> {
        try {
          return ClusterProbe.ask(connection);
        } catch (IOException e) {
          throw new CompletionException(e);
        }
      }, thread);
    }
    return pending;
  }

  /** Stops the question's thread. */
  void stop() {
    thread.shutdownNow();
  }
}
