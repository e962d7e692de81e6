package org.hbasemapper.spring.boot4;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.hbasemapper.opentelemetry.OpenTelemetryOperationListener;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.observe.OperationListener;
import org.hbasemapper.spring.HBaseConnectionDetails;
import org.hbasemapper.test.EmbeddedHBaseProcess;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.health.actuate.endpoint.HealthEndpoint;
import org.springframework.boot.health.actuate.endpoint.IndicatedHealthDescriptor;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The application as a user on Spring Boot 4 writes it: the starter, Actuator, mapper-test in test
 * scope and no property. It runs on the embedded HBase with its tables created, its generated beans
 * injected, the hbasemapper health component in Spring Boot 4's health endpoint, and the metrics and
 * tracing listeners on Spring Boot 4's meter registry and OpenTelemetry.
 */
@SpringBootTest
class Boot4ApplicationTest {
  @Autowired
  NoteService service;

  @Autowired
  NoteDao notes;

  @Autowired
  NoteAsyncDao asyncNotes;

  @Autowired
  Connection connection;

  @Autowired
  HealthEndpoint health;

  @Autowired
  MeterRegistry meters;

  @Autowired
  ApplicationContext context;

  @Test
  void thisIsSpringBoot4() {
    assertThat(SpringBootVersion.getVersion()).startsWith("4.0.");
  }

  @Test
  void theGeneratedBeansWorkOnTheEmbeddedHBaseWithTheTablesCreated() throws Exception {
    assertThat(context.getBean(HBaseConnectionDetails.class).embedded()).isTrue();
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.tableExists(TableName.valueOf("boot4test:note"))).isTrue();
    }
    service.write("ada", 1, "hello");
    service.write("ada", 2, "again");
    assertThat(service.notesOf("ada")).containsExactly("hello", "again");
    assertThat(notes.get("ada", 1L)).map(Note::text).contains("hello");
    assertThat(asyncNotes.get("ada", 2L).get()).map(Note::text).contains("again");
  }

  @Test
  void theHealthEndpointShowsTheCluster() {
    IndicatedHealthDescriptor hbase = (IndicatedHealthDescriptor) health.healthForPath("hbasemapper");
    assertThat(hbase.getStatus()).isEqualTo(Status.UP);
    assertThat(hbase.getDetails()).containsKeys("cluster", "clusterId").containsEntry("liveRegionServers", 1);
  }

  @Test
  void theListenersJoinSpringBoot4sMeterRegistryAndOpenTelemetry() {
    assertThat(context.getBeansOfType(MicrometerOperationListener.class)).hasSize(1);
    assertThat(context.getBeansOfType(OpenTelemetryOperationListener.class)).hasSize(1);
    // both in the DAOs' options: the one listener that hands each operation to the two
    assertThat(context.getBean(MapperOptions.class).listener()).isNotEqualTo(OperationListener.NONE)
        .isNotInstanceOf(MicrometerOperationListener.class).isNotInstanceOf(OpenTelemetryOperationListener.class);
    notes.get("nobody", 1L);
    assertThat(meters.getMeters()).anySatisfy(meter -> assertThat(meter.getId().getName()).startsWith("hbasemapper."));
  }

  @Test
  void theTestsRunOnTheShadedClientAndTheEmbeddedHBaseInAJvmOfItsOwn() {
    // nothing is taken off the test class path and the JVM has no JDK flag, as in an application's build
    assertThat(ConnectionFactory.class.getProtectionDomain().getCodeSource().getLocation().getPath())
        .contains("hbase-shaded-client-");
    assertThat(EmbeddedHBaseProcess.sharedRunning()).isTrue();
  }
}
