package org.hbasemapper.spring;

import java.time.Duration;
import org.apache.hadoop.hbase.client.Connection;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * The {@code hbasemapper} health component on Spring Boot 4, whose health API moved to the
 * {@code spring-boot-health} module ({@code org.springframework.boot.health.contributor}): the same
 * states and details as {@link HBaseMapperHealthIndicator} on Spring Boot 3.5. Loaded only on Spring
 * Boot 4, by {@link HBaseMapperBoot4HealthAutoConfiguration}. Not API: an application replaces it by a
 * bean named {@code hbasemapperHealthIndicator} and reads it through Spring Boot's health endpoint.
 */
final class HBaseMapperBoot4HealthIndicator implements HealthIndicator, DisposableBean {
  private final ClusterHealth cluster;

  /** An indicator asking over {@code connection}, waiting at most {@code timeout}. */
  HBaseMapperBoot4HealthIndicator(Connection connection, Duration timeout) {
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
