package org.hbasemapper.spring;

import java.time.Duration;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/**
 * The {@code hbasemapper} health component on Spring Boot 3.5 (Actuator's {@code HealthIndicator}): UP
 * when the cluster answered with its id and at least one live region server within
 * {@code hbasemapper.health-timeout}, DOWN with the reason otherwise. The question runs on a thread of
 * its own and the endpoint waits no longer than the timeout; while an earlier question is still out,
 * the next check waits for that one instead of asking again, so a cluster that hangs does not gather
 * threads. On Spring Boot 4, whose health API is another package's, {@link HBaseMapperBoot4HealthAutoConfiguration}
 * registers the same component.
 */
@Api
public final class HBaseMapperHealthIndicator implements HealthIndicator, DisposableBean {
  private final ClusterHealth cluster;

  /** An indicator asking over {@code connection}, waiting at most {@code timeout}. */
  public HBaseMapperHealthIndicator(Connection connection, Duration timeout) {
    this.cluster = new ClusterHealth(connection, timeout);
  }

  @Override
  public Health health() {
    ClusterHealth.Report report = cluster.check();
    return (report.up() ? Health.up() : Health.down()).withDetails(report.details()).build();
  }

  @Override
  public void destroy() {
    cluster.stop();
  }
}
