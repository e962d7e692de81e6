package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The metadata IDEs complete the hbasemapper.* properties from is written, with the values of the enums. */
class ConfigurationMetadataTest {
  @Test
  void everyPropertyAndTheHintsAreInTheMetadata() throws IOException {
    String metadata = read("META-INF/spring-configuration-metadata.json");
    assertThat(metadata).contains("\"hbasemapper.zookeeper-quorum\"", "\"hbasemapper.zookeeper-client-port\"",
        "\"hbasemapper.client\"", "\"hbasemapper.schema-action\"", "\"hbasemapper.embedded\"",
        "\"hbasemapper.namespaces\"", "\"hbasemapper.startup-timeout\"", "\"hbasemapper.health-timeout\"",
        "\"management.health.hbasemapper.enabled\"", "\"hbasemapper.client.keys\"", "\"value\": \"validate\"");
  }

  private static String read(String resource) throws IOException {
    try (InputStream in = ConfigurationMetadataTest.class.getClassLoader().getResourceAsStream(resource)) {
      assertThat(in).as(resource).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
