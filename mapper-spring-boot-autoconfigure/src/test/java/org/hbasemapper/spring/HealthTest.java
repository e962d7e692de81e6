package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.ClientSettings;
import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The hbasemapper health component answers within its timeout, UP or DOWN with the reason. */
class HealthTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class,
          HBaseMapperHealthAutoConfiguration.class));

  @Test
  void upWithTheClusterAndItsRegionServers() {
    runner.run(context -> {
      Health health = context.getBean("hbasemapperHealthIndicator", HBaseMapperHealthIndicator.class).health();
      assertThat(health.getStatus()).isEqualTo(Status.UP);
      assertThat(health.getDetails()).containsKeys("cluster", "clusterId")
          .containsEntry("liveRegionServers", 1);
    });
  }

  @Test
  void switchedOffByManagementHealthProperty() {
    runner.withPropertyValues("management.health.hbasemapper.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean(HBaseMapperHealthIndicator.class));
  }

  @Test
  void downWithinTheTimeoutWhenTheClusterDoesNotAnswer() throws Exception {
    Configuration conf = ClientSettings.bounded(EmbeddedHBase.shared().configuration());
    conf.set("hbase.zookeeper.quorum", "127.0.0.1:1");
    try (Connection unreachable = ConnectionFactory.createConnection(conf)) {
      HBaseMapperHealthIndicator indicator = new HBaseMapperHealthIndicator(unreachable, Duration.ofSeconds(1));
      long begin = System.nanoTime();
      Health first = indicator.health();
      Health second = indicator.health();
      long millis = (System.nanoTime() - begin) / 1_000_000;
      assertThat(first.getStatus()).isEqualTo(Status.DOWN);
      assertThat(first.getDetails()).containsEntry("error", "no answer within 1 s")
          .containsEntry("cluster", "HBase at ZooKeeper quorum 127.0.0.1:1");
      assertThat(second.getStatus()).isEqualTo(Status.DOWN);
      assertThat(millis).isLessThan(4_000);
      indicator.destroy();
    }
  }

  @Test
  void downWhenTheConnectionIsClosed() throws Exception {
    Connection connection = ConnectionFactory.createConnection(EmbeddedHBase.shared().configuration());
    connection.close();
    Health health = new HBaseMapperHealthIndicator(connection, Duration.ofSeconds(1)).health();
    assertThat(health.getStatus()).isEqualTo(Status.DOWN);
    assertThat(health.getDetails()).containsEntry("error", "the connection is closed");
  }
}
