package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * An hbase-site.xml on the class path (src/test/hbase-site, in a surefire run of its own) names the
 * cluster: no embedded HBase, its settings kept, the bounded defaults filling in the rest, and the
 * properties still on top.
 */
class HBaseSiteTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class));

  /** Run by -Dtest in the main surefire run, these tests have no hbase-site.xml and are skipped. */
  @BeforeEach
  void siteFileOnTheClassPath() {
    assumeTrue(HBaseConfiguration.class.getClassLoader().getResource("hbase-site.xml") != null,
        "hbase-site.xml is on the class path of the hbase-site-xml surefire run only");
  }

  @Test
  void theSiteFileNamesTheClusterAndKeepsItsSettings() {
    HBaseConnectionDetails details = ClusterResolver.resolve(new HBaseMapperProperties(), getClass().getClassLoader());
    assertThat(details.embedded()).isFalse();
    assertThat(details.description()).isEqualTo("HBase at ZooKeeper quorum 127.0.0.1:2");
    Configuration conf = details.configuration();
    assertThat(conf.get("hbase.rpc.timeout")).isEqualTo("8000");
    assertThat(conf.get("hbase.client.operation.timeout")).isEqualTo("30000");
  }

  @Test
  void propertiesOverrideTheSiteFile() {
    HBaseMapperProperties properties = new HBaseMapperProperties();
    properties.getClient().put("hbase.rpc.timeout", "3000");
    Configuration conf = ClusterResolver.resolve(properties, getClass().getClassLoader()).configuration();
    assertThat(conf.get("hbase.rpc.timeout")).isEqualTo("3000");
  }

  @Test
  void startUpTriesTheSiteFilesClusterAndSaysSo() {
    runner.withPropertyValues("hbasemapper.startup-timeout=2s").run(context ->
        assertThat(context.getStartupFailure()).rootCause().isInstanceOf(HBaseStartupException.class)
            .hasMessageStartingWith("HBase at ZooKeeper quorum 127.0.0.1:2 did not answer within 2 s"));
  }
}
