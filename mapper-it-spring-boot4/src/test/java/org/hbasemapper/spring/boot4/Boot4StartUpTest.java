package org.hbasemapper.spring.boot4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.hbasemapper.spring.HBaseConnectionDetails;
import org.hbasemapper.test.EmbeddedHBaseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Start-ups of the application on Spring Boot 4 with properties: a cluster named by its quorum (the
 * embedded HBase's, reached as any cluster is), and a property the starter refuses, shown by Spring
 * Boot's failure report.
 */
@ExtendWith(OutputCaptureExtension.class)
class Boot4StartUpTest {

  @Test
  void theConnectionComesFromThePropertiesWithTheSchemaActionAndHealthSwitchAsSet() {
    String quorum = EmbeddedHBaseProcess.shared().quorum();
    try (ConfigurableApplicationContext context = application().run("--hbasemapper.zookeeper-quorum=" + quorum,
        "--hbasemapper.embedded=never", "--hbasemapper.schema-action=update",
        "--management.health.hbasemapper.enabled=false")) {
      HBaseConnectionDetails details = context.getBean(HBaseConnectionDetails.class);
      assertThat(details.embedded()).isFalse();
      assertThat(details.description()).isEqualTo("HBase at ZooKeeper quorum " + quorum);
      NoteService service = context.getBean(NoteService.class);
      service.write("grace", 1, "from the quorum");
      assertThat(service.notesOf("grace")).containsExactly("from the quorum");
      assertThat(context.containsBean("hbasemapperHealthIndicator")).isFalse();
    }
  }

  @Test
  void anInvalidPropertyFailsStartUpWithSpringBootsReport(CapturedOutput output) {
    assertThatThrownBy(() -> application().run("--hbasemapper.namespaces.boot4test=bad name!").close())
        .hasStackTraceContaining("Invalid value 'bad name!' of hbasemapper.namespaces.boot4test");
    assertThat(output).contains("APPLICATION FAILED TO START")
        .contains("Invalid value 'bad name!' of hbasemapper.namespaces.boot4test: a namespace has only letters")
        .contains("Change hbasemapper.namespaces.boot4test in the application's configuration");
  }

  private static SpringApplication application() {
    SpringApplication application = new SpringApplication(Boot4Application.class);
    application.setWebApplicationType(WebApplicationType.NONE);
    return application;
  }
}
