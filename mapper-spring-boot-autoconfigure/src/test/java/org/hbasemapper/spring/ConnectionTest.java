package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.time.Instant;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.spring.HBaseMapperProperties.SchemaAction;
import org.hbasemapper.spring.entities.Purchase;
import org.hbasemapper.spring.entities.PurchaseDao;
import org.hbasemapper.spring.entities.PurchaseMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Where the connection points: properties, the application's own bean, or nowhere (hbase-site.xml: HBaseSiteTest). */
class ConnectionTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class));

  private static String embeddedPort() {
    return EmbeddedHBase.shared().configuration().get("hbase.zookeeper.property.clientPort");
  }

  @Test
  void quorumPortAndClientSettingsComeFromTheProperties() {
    runner.withPropertyValues("hbasemapper.zookeeper-quorum=localhost",
            "hbasemapper.zookeeper-client-port=" + embeddedPort(),
            "hbasemapper.client.hbase.rpc.timeout=7000",
            "hbasemapper.client.hbase.client.scanner.caching=321",
            "hbasemapper.client.[hbase.zookeeper.property.maxClientCnxns]=77")
        .run(context -> {
          assertThat(context).hasNotFailed();
          HBaseConnectionDetails details = context.getBean(HBaseConnectionDetails.class);
          assertThat(details.embedded()).isFalse();
          assertThat(details.description()).isEqualTo("HBase at ZooKeeper quorum localhost (client port " + embeddedPort() + ")");
          Configuration conf = context.getBean(Connection.class).getConfiguration();
          assertThat(conf.get("hbase.zookeeper.quorum")).isEqualTo("localhost");
          assertThat(conf.get("hbase.rpc.timeout")).isEqualTo("7000");
          assertThat(conf.get("hbase.client.scanner.caching")).isEqualTo("321");
          assertThat(conf.get("hbase.zookeeper.property.maxClientCnxns")).as("a name with capitals, in brackets")
              .isEqualTo("77");
          // the bounded defaults fill in what nobody chose
          assertThat(conf.get("hbase.client.operation.timeout")).isEqualTo("30000");
          assertThat(conf.get("hbase.client.retries.number")).isEqualTo("5");
          // a real cluster's tables are not touched unless asked
          assertThat(context.getBean(SchemaInitializer.class).action()).isEqualTo(SchemaAction.NONE);
          new SchemaManager(context.getBean(Connection.class)).createIfMissing(PurchaseMapper.INSTANCE.schema());
          PurchaseDao purchases = context.getBean(PurchaseDao.class);
          purchases.put(new Purchase("quorum01", Instant.parse("2024-05-02T00:00:00Z"), "p-2", 99));
          assertThat(purchases.get("quorum01", Instant.parse("2024-05-02T00:00:00Z"))).isPresent();
        });
  }

  @Test
  void theApplicationsOwnConnectionWinsAndIsNotClosed() throws Exception {
    Connection own = ConnectionFactory.createConnection(EmbeddedHBase.shared().configuration());
    try {
      runner.withBean("ownConnection", Connection.class, () -> own, d -> d.setDestroyMethodName(""))
          .run(context -> {
            assertThat(context).hasSingleBean(Connection.class);
            assertThat(context.getBean(Connection.class)).isSameAs(own);
            // nothing of ours was resolved, so no embedded HBase was asked for
            assertThat(context.getBeanFactory().containsSingleton("hbaseConnectionDetails")).isFalse();
            assertThat(context.getBean(PurchaseDao.class)).isNotNull();
          });
      assertThat(own.isClosed()).isFalse();
    } finally {
      own.close();
    }
  }

  @Test
  void anUnreachableQuorumFailsStartUpWithinTheStatedTime() {
    long begin = System.nanoTime();
    runner.withPropertyValues("hbasemapper.zookeeper-quorum=127.0.0.1:1", "hbasemapper.startup-timeout=3s")
        .run(context -> {
          assertThat(context).hasFailed();
          assertThat(context.getStartupFailure()).rootCause()
              .isInstanceOf(HBaseStartupException.class)
              .message()
              .startsWith("HBase at ZooKeeper quorum 127.0.0.1:1 did not answer within 3 s. Check that the cluster is up")
              .contains("hbasemapper.zookeeper-quorum", "raise hbasemapper.startup-timeout")
              .doesNotContain("\n", "client port");
        });
    assertThat((System.nanoTime() - begin) / 1_000_000).isLessThan(10_000);
  }

  @Test
  void whenTheClientGivesUpFirstTheMessageSaysSoAndPointsAtItsRetries() {
    runner.withPropertyValues("hbasemapper.zookeeper-quorum=127.0.0.1:1", "hbasemapper.startup-timeout=60s",
            "hbasemapper.client.zookeeper.recovery.retry=1", "hbasemapper.client.zookeeper.recovery.retry.intervalmill=100")
        .run(context -> {
          assertThat(context).hasFailed();
          HBaseStartupException failure = findStartupException(context.getStartupFailure());
          assertThat(failure.description())
              .startsWith("Could not connect to HBase at ZooKeeper quorum 127.0.0.1:1: hbase-client gave up after ")
              .doesNotContain("client port 2181");
          assertThat(failure.action())
              .contains("hbasemapper.zookeeper-quorum", "hbasemapper.client.hbase.client.retries.number")
              .doesNotContain("startup-timeout");
          assertThat(failure.getMessage()).doesNotContain("\n");
        });
  }

  @Test
  void aQuorumEntryWithoutPortNamesTheClientPort() {
    HBaseMapperProperties properties = new HBaseMapperProperties();
    properties.setZookeeperQuorum("zk1:2222,zk2");
    assertThat(ClusterResolver.where(ClusterResolver.fromProperties(properties)))
        .isEqualTo("HBase at ZooKeeper quorum zk1:2222,zk2 (client port 2181)");
    properties.setZookeeperQuorum("zk1:2222,zk2:2223");
    assertThat(ClusterResolver.where(ClusterResolver.fromProperties(properties)))
        .isEqualTo("HBase at ZooKeeper quorum zk1:2222,zk2:2223");
  }

  static HBaseStartupException findStartupException(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof HBaseStartupException e) {
        return e;
      }
    }
    throw new AssertionError("no HBaseStartupException in " + failure);
  }

  @Test
  void withTheEmbeddedHBaseOffAMissingQuorumFailsStartUp() {
    runner.withPropertyValues("hbasemapper.embedded=never").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(HBaseStartupException.class)
          .hasMessage("No HBase cluster configured: set hbasemapper.zookeeper-quorum (or hbase.zookeeper.quorum in an "
              + "hbase-site.xml on the class path); the embedded HBase is off (hbasemapper.embedded=never)");
    });
  }

  @Test
  void withoutMapperTestAMissingQuorumSaysWhatToAdd() {
    runner.withClassLoader(new FilteredClassLoader(EmbeddedHBase.class)).run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(HBaseStartupException.class)
          .hasMessageEndingWith("or add org.hbasemapper:mapper-test for an embedded HBase in development (when it "
              + "is in test scope, start the application with mvn spring-boot:test-run: spring-boot:run leaves test"
              + " dependencies out)");
    });
  }

  @Test
  void embeddedAlwaysWithoutMapperTestFailsStartUp() {
    runner.withClassLoader(new FilteredClassLoader(EmbeddedHBase.class))
        .withPropertyValues("hbasemapper.embedded=always")
        .run(context -> assertThat(context.getStartupFailure()).rootCause()
            .hasMessageStartingWith("hbasemapper.embedded=always needs the embedded HBase of org.hbasemapper:mapper-test"));
  }

  @Test
  void embeddedAlwaysWinsOverAConfiguredQuorum() {
    runner.withPropertyValues("hbasemapper.embedded=always", "hbasemapper.zookeeper-quorum=127.0.0.1:1")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBean(HBaseConnectionDetails.class).embedded()).isTrue();
        });
  }

  /**
   * Where the embedded HBase runs: here, with the JDK flags (this JVM has them) and no hbase-shaded-client;
   * beside the shaded client, in a JVM of its own (EmbeddedBesideShadedClientTest runs one).
   */
  @Test
  void theEmbeddedHBaseRunsInAJvmOfItsOwnBesideTheShadedClient() {
    ClassLoader withShadedClient = new ClassLoader(getClass().getClassLoader()) {
      @Override
      public URL getResource(String name) {
        return name.startsWith("org/apache/hadoop/hbase/shaded/com/google/")
            ? getParent().getResource("java/lang/Object.class") : super.getResource(name);
      }
    };
    assertThat(EmbeddedCluster.ownJvmReason(getClass().getClassLoader())).isNull();
    assertThat(EmbeddedCluster.ownJvmReason(withShadedClient)).isEqualTo("hbase-shaded-client is on the class path");
  }

  @Test
  void withoutAnyHBaseClientStartUpFailsSayingWhichDependencyIsMissing() {
    runner.withConfiguration(AutoConfigurations.of(HBaseMapperClientMissingAutoConfiguration.class))
        .withClassLoader(new FilteredClassLoader(Connection.class))
        .run(context -> {
          assertThat(context).hasFailed();
          HBaseStartupException failure = findStartupException(context.getStartupFailure());
          assertThat(failure.description()).startsWith("No HBase client on the class path");
          assertThat(failure.action()).contains("org.apache.hbase:hbase-shaded-client", "org.apache.hbase:hbase-client");
        });
  }

  @Test
  void withAClientTheMissingClientCheckStaysOut() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(HBaseMapperClientMissingAutoConfiguration.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("hbaseMapperClientCheck"));
  }

  @Test
  void theFailureAnalyzerSeparatesWhatFailedFromWhatToDo() {
    HBaseStartupException failure = new HBaseStartupException("HBase at somewhere did not answer", "Start it", null);
    var analysis = new HBaseStartupFailureAnalyzer().analyze(new IllegalStateException(failure));
    assertThat(analysis.getDescription()).isEqualTo("HBase at somewhere did not answer");
    assertThat(analysis.getAction()).isEqualTo("Start it");
    assertThat(failure.getMessage()).isEqualTo("HBase at somewhere did not answer. Start it");
  }

  @Test
  void theFailureAnalyzerShowsTheMessage() {
    HBaseStartupException failure = new HBaseStartupException("HBase at somewhere did not answer");
    var analysis = new HBaseStartupFailureAnalyzer().analyze(new IllegalStateException(failure));
    assertThat(analysis.getDescription()).isEqualTo("HBase at somewhere did not answer");
    assertThat(analysis.getAction()).contains("hbasemapper.*");
  }
}
