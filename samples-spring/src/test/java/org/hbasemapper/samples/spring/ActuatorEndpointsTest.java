package org.hbasemapper.samples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.http.HttpStatus;

/** The Actuator endpoints docs/samples.md calls: health with the hbasemapper component, and metrics. */
class ActuatorEndpointsTest extends ServiceTestBase {
  @Autowired
  ApplicationContext context;

  @Test
  void healthReportsTheEmbeddedCluster() {
    JsonNode health = get("/actuator/health", HttpStatus.OK);
    assertThat(health.get("status").asText()).isEqualTo("UP");
    assertThat(health.at("/components/hbasemapper/status").asText()).isEqualTo("UP");
    assertThat(health.at("/components/hbasemapper/details/liveRegionServers").asInt()).isEqualTo(1);
  }

  @Test
  void metricsEndpointIsUp() {
    get("/users/1", HttpStatus.OK);
    assertThat(meterNames()).contains("http.server.requests");
  }

  /**
   * What exists now: the starter hands the Micrometer listener to the DAOs, but the listener records
   * nothing yet, so the endpoint lists no {@code hbasemapper.*} meter. When the listener records, this
   * test fails: then assert here that the calls below show up as {@code hbasemapper.*} meters, and
   * update the metrics call in docs/samples.md and samples-spring/README.md.
   */
  @Test
  void theDaoCallsShowUpAsHbasemapperMeters() {
    assertThat(context.getBeansOfType(MicrometerOperationListener.class)).hasSize(1);
    get("/users/1", HttpStatus.OK);
    get("/users/u001/purchases", HttpStatus.OK);
    assertThat(meterNames()).contains("hbasemapper.operation", "hbasemapper.rows");
  }

  private List<String> meterNames() {
    List<String> names = new ArrayList<>();
    get("/actuator/metrics", HttpStatus.OK).get("names").forEach(n -> names.add(n.asText()));
    return names;
  }
}
