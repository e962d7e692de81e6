package org.hbasemapper.spring;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/**
 * The {@code hbasemapper} health component: UP when the cluster answered with its id and at least one
 * live region server within {@code hbasemapper.health-timeout}, DOWN with the reason otherwise. The
 * question runs on a thread of its own and the endpoint waits no longer than the timeout; while an
 * earlier question is still out, the next check waits for that one instead of asking again, so a
 * cluster that hangs does not gather threads.
 */
@Api
public final class HBaseMapperHealthIndicator implements HealthIndicator, DisposableBean {
  private final Connection connection;
  private final Duration timeout;
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(HBaseConnections.daemon("hbasemapper-health"));
  private CompletableFuture<ClusterProbe.Answer> pending;

  /** An indicator asking over {@code connection}, waiting at most {@code timeout}. */
  public HBaseMapperHealthIndicator(Connection connection, Duration timeout) {
    this.connection = connection;
    this.timeout = timeout;
  }

  @Override
  public Health health() {
    Health.Builder health = new Health.Builder()
        .withDetail("cluster", ClusterResolver.where(connection.getConfiguration()));
    if (connection.isClosed()) {
      return health.down().withDetail("error", "the connection is closed").build();
    }
    try {
      ClusterProbe.Answer answer = question().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
      health.withDetail("clusterId", answer.clusterId()).withDetail("liveRegionServers", answer.liveRegionServers());
      return answer.liveRegionServers() > 0 ? health.up().build()
          : health.down().withDetail("error", "no live region server").build();
    } catch (TimeoutException e) {
      return health.down().withDetail("error", "no answer within " + HBaseConnections.seconds(timeout)).build();
    } catch (ExecutionException e) {
      return health.down().withDetail("error", ClusterProbe.reason(e)).build();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return health.down().withDetail("error", "interrupted").build();
    }
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

  @Override
  public void destroy() {
    thread.shutdownNow();
  }
}
