package org.hbasemapper.spring.starter;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.hbasemapper.runtime.MapperOptions;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.health.HealthEndpoint;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * An application as users write it: the starter, Actuator, mapper-test in test scope and no
 * property at all. It runs on the embedded HBase with its tables created, its generated beans
 * injected, its health and its metrics listener in place.
 */
@SpringBootTest
class StarterApplicationTest {
  @Autowired
  GreetingService service;

  @Autowired
  GreetingAsyncDao asyncGreetings;

  @Autowired
  HealthEndpoint health;

  @Autowired
  ApplicationContext context;

  @Test
  void theGeneratedBeansWorkOnTheEmbeddedHBase() throws Exception {
    service.greet("ada", 1, "hello");
    service.greet("ada", 2, "again");
    assertThat(service.greetingsOf("ada")).containsExactly("hello", "again");
    assertThat(asyncGreetings.get("ada", 2L).get()).map(Greeting::text).contains("again");
  }

  @Test
  void theHealthEndpointShowsTheCluster() {
    assertThat(health.healthForPath("hbasemapper").getStatus()).isEqualTo(Status.UP);
  }

  @Test
  void actuatorsMeterRegistrySwitchesTheMetricsListenerOn() {
    assertThat(context.getBeansOfType(MeterRegistry.class)).isNotEmpty();
    assertThat(context.getBean(MapperOptions.class).listener()).isInstanceOf(MicrometerOperationListener.class);
  }

  @Test
  void theTestsRunOnTheClientMapperTestBrings() {
    // the surefire configuration takes hbase-shaded-client off the test class path, as docs/spring.md says to
    assertThat(ConnectionFactory.class.getProtectionDomain().getCodeSource().getLocation().getPath())
        .contains("hbase-client-");
  }
}
