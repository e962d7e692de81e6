package org.hbasemapper.spring.starter;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.test.EmbeddedHBaseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.health.HealthEndpoint;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ApplicationContext;

/**
 * An application as users write it: the starter, Actuator, mapper-test in test scope, no property
 * at all, nothing taken off the test class path and no JDK flag. It runs on the embedded HBase (in a
 * JVM of its own) with its tables created, its generated beans injected, its health and its metrics
 * listener in place.
 */
@SpringBootTest
@ExtendWith(OutputCaptureExtension.class)
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
  void theTestsRunOnTheShadedClientAndTheEmbeddedHBaseInAJvmOfItsOwn(CapturedOutput output) {
    // nothing is taken off the test class path and the JVM has no JDK flag, as in an application's build
    assertThat(ConnectionFactory.class.getProtectionDomain().getCodeSource().getLocation().getPath())
        .contains("hbase-shaded-client-");
    assertThat(EmbeddedHBaseProcess.sharedRunning()).isTrue();
    assertThat(output.getAll()).contains("in a JVM of its own (pid " + EmbeddedHBaseProcess.shared().pid()
        + ", since hbase-shaded-client is on the class path")
        // without java.nio opened, hbase-client's check of it warns with a stack trace, held back here
        .doesNotContain("java.nio.Bits#unaligned() check failed");
  }
}
