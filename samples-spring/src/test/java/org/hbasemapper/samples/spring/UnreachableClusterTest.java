package org.hbasemapper.samples.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * The service pointed at a ZooKeeper quorum nobody answers on: start-up fails with Spring Boot's
 * report of one description and one action, and without the dozens of ZooKeeper reconnect warnings
 * and client stack traces hbase-client logs on its way there.
 */
@ExtendWith(OutputCaptureExtension.class)
class UnreachableClusterTest {

  @Test
  void startUpFailsWithOneReportAndNoClientNoise(CapturedOutput output) {
    Throwable failure = catchThrowable(() -> new SpringApplicationBuilder(SampleServiceApplication.class)
        .web(WebApplicationType.NONE)
        .run("--hbasemapper.zookeeper-quorum=127.0.0.1:1", "--hbasemapper.startup-timeout=60s",
            "--hbasemapper.client.zookeeper.recovery.retry=3",
            "--hbasemapper.client.zookeeper.recovery.retry.intervalmill=200",
            "--hbasemapper.client.zookeeper.session.timeout=2000",
            "--hbasemapper.client.hbase.client.operation.timeout=4000",
            // the service's application.properties quiets ZooKeeper and Hadoop itself; this is an application that does not
            "--spring.config.name=no-such-file",
            "--spring.jmx.enabled=false"));

    assertThat(failure).isNotNull();
    assertThat(output.getOut())
        .contains("Description:", "Could not connect to HBase at ZooKeeper quorum 127.0.0.1:1: hbase-client gave up after")
        .contains("Action:", "hbasemapper.client.hbase.client.retries.number")
        // Spring's own WARN line ("Exception encountered during context initialization") stays: it is the
        // framework's; ZooKeeper's and hbase-client's lines do not
        .doesNotContain("o.a.zookeeper", "o.a.h.h.", "org.apache.zookeeper", "Retrieve cluster id failed", "ClientCnxn");
  }
}
