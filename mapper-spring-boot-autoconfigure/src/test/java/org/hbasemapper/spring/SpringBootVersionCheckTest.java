package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * An application on a Spring Boot line the starter does not support fails start-up naming the lines
 * it does, before anything connects; no cluster is needed for that.
 */
@ExtendWith(OutputCaptureExtension.class)
class SpringBootVersionCheckTest {

  @Test
  void theSupportedLinesPassWhateverTheirPatchOrMilestone() {
    assertThat(SpringBootVersionCheck.refusal("3.5.16")).isEmpty();
    assertThat(SpringBootVersionCheck.refusal("3.5.0")).isEmpty();
    assertThat(SpringBootVersionCheck.refusal("4.0.7")).isEmpty();
    assertThat(SpringBootVersionCheck.refusal("4.0.0-RC2")).isEmpty();
    assertThat(SpringBootVersionCheck.refusal("4.0.10-SNAPSHOT")).isEmpty();
  }

  @Test
  void theSpringBootOfThisBuildIsSupported() {
    assertThat(SpringBootVersionCheck.refusal(SpringBootVersion.getVersion())).isEmpty();
  }

  @Test
  void olderAndNewerLinesAreRefusedNamingTheSupportedOnes() {
    for (String version : new String[] {"3.4.5", "3.0.0", "2.7.18", "4.1.0", "5.0.0-M1"}) {
      assertThat(SpringBootVersionCheck.refusal(version)).as(version).hasValueSatisfying(refused -> {
        assertThat(refused.description()).isEqualTo("hbase-mapper's Spring Boot starter supports Spring Boot 3.5.x"
            + " and 4.0.x, and this application runs on Spring Boot " + version);
        assertThat(refused.action()).startsWith("Run the application on Spring Boot 3.5.x or 4.0.x")
            .contains("set hbasemapper.spring-boot-version-check=false");
      });
    }
  }

  @Test
  void aVersionSpringBootCannotTellIsLetThrough() {
    assertThat(SpringBootVersionCheck.refusal(null)).isEmpty();
    assertThat(SpringBootVersionCheck.refusal("")).isEmpty();
  }

  @Test
  void theLineIsMajorDotMinor() {
    assertThat(SpringBootVersionCheck.line("3.5.16")).isEqualTo("3.5");
    assertThat(SpringBootVersionCheck.line("4.0.0-RC2")).isEqualTo("4.0");
    assertThat(SpringBootVersionCheck.line("4.1-SNAPSHOT")).isEqualTo("4.1");
    assertThat(SpringBootVersionCheck.line("4")).isEqualTo("4");
  }

  @Test
  void startUpOnAnUnsupportedLineFailsWithSpringBootsReport(CapturedOutput output) {
    SpringApplication application = application("3.4.5");
    assertThatThrownBy(application::run).isInstanceOf(HBaseStartupException.class);
    assertThat(output).contains("APPLICATION FAILED TO START")
        .contains("hbase-mapper's Spring Boot starter supports Spring Boot 3.5.x and 4.0.x, and this application "
            + "runs on Spring Boot 3.4.5")
        .contains("set hbasemapper.spring-boot-version-check=false");
  }

  @Test
  void thePropertyLetsAnUnsupportedLineStart() {
    try (ConfigurableApplicationContext context = application("3.4.5")
        .run("--hbasemapper.spring-boot-version-check=false")) {
      assertThat(context.isActive()).isTrue();
    }
  }

  /** An application with nothing in it (no auto-configuration, so no cluster), on Spring Boot {@code version}. */
  private static SpringApplication application(String version) {
    SpringApplication application = new SpringApplication(Empty.class);
    application.setWebApplicationType(WebApplicationType.NONE);
    application.addListeners(new SpringBootVersionCheck(() -> version));
    return application;
  }

  @Configuration(proxyBeanMethods = false)
  static class Empty {}
}
