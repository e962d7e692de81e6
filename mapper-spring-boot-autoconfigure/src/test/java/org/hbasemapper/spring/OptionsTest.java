package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.hbasemapper.opentelemetry.OpenTelemetryOperationListener;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.catalog.MapperClients;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.hbasemapper.runtime.observe.OperationListener;
import org.hbasemapper.spring.entities.PurchaseDao;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The options every generated bean is built with: namespaces from the properties, listeners from the beans. */
class OptionsTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class,
          HBaseMapperObservabilityAutoConfiguration.class));

  @Test
  void namespacesComeFromTheProperties() {
    runner.withPropertyValues("hbasemapper.namespaces.springtest=springtest_staging")
        .run(context -> {
          MapperOptions options = context.getBean(MapperOptions.class);
          assertThat(options.namespace("springtest")).isEqualTo("springtest_staging");
          assertThat(options.tableName(TableName.valueOf("springtest:sale")))
              .isEqualTo(TableName.valueOf("springtest_staging:sale"));
          assertThat(context.getBean(MapperClients.class).options()).isSameAs(options);
        });
  }

  @Test
  void aMappingOfANamespaceNoEntityDeclaresFailsStartUp() {
    runner.withPropertyValues("hbasemapper.namespaces.springtest=springtest_staging",
        "hbasemapper.namespaces.springtset=springtest_staging").run(context -> {
          HBaseStartupException failure = ConnectionTest.findStartupException(context.getStartupFailure());
          assertThat(failure.description()).isEqualTo("hbasemapper.namespaces.springtset maps namespace 'springtset', "
              + "which no entity declares (declared: springtest)");
          assertThat(failure.action()).isEqualTo("Correct the key of hbasemapper.namespaces.springtset to a declared "
              + "namespace, or remove it: a mapping that matches no entity leaves the entities in their declared "
              + "namespaces");
        });
  }

  @Test
  void anIllegalNamespaceFailsStartUpNamingThePropertyBeforeAnyConnection() {
    runner.withPropertyValues("hbasemapper.namespaces.springtest=bad name!").run(context -> {
      HBaseStartupException failure = ConnectionTest.findStartupException(context.getStartupFailure());
      assertThat(failure.description()).startsWith("Invalid value 'bad name!' of hbasemapper.namespaces.springtest: "
          + "a namespace has only letters, digits and '_'");
      assertThat(failure.action()).startsWith("Change hbasemapper.namespaces.springtest in the application's configuration");
      // the properties fail first: nothing asked for the cluster (no embedded start, no connection)
      assertThat(context.getStartupFailure()).hasStackTraceContaining("hbasemapper-org.hbasemapper.spring.HBaseMapperProperties")
          .hasStackTraceContaining("Error creating bean with name 'hbasemapper-");
    });
  }

  @Test
  void badPropertiesAreRefusedOneByOneWithTheirRule() {
    assertThat(refusal(p -> p.getNamespaces().put("bad key", "fine"))).startsWith("Invalid value 'bad key' of "
        + "hbasemapper.namespaces.bad key: a declared namespace (the key) has only letters");
    assertThat(refusal(p -> p.setZookeeperQuorum("zk1:2181,zk2:99999"))).isEqualTo("Invalid value 'zk1:2181,zk2:99999' "
        + "of hbasemapper.zookeeper-quorum: the port of entry 'zk2:99999' must be a number from 1 to 65535");
    assertThat(refusal(p -> p.setZookeeperQuorum("zk1, ,zk2"))).startsWith("Invalid value 'zk1, ,zk2' of "
        + "hbasemapper.zookeeper-quorum: a comma-separated list of host or host:port entries");
    assertThat(refusal(p -> p.setZookeeperClientPort(0))).isEqualTo("Invalid value '0' of "
        + "hbasemapper.zookeeper-client-port: a port is 1 to 65535");
    assertThat(refusal(p -> p.setStartupTimeout(java.time.Duration.ofSeconds(-1)))).isEqualTo("Invalid value "
        + "'PT-1S' of hbasemapper.startup-timeout: zero (no check) or a positive duration");
    assertThat(refusal(p -> p.setHealthTimeout(java.time.Duration.ZERO))).isEqualTo("Invalid value 'PT0S' of "
        + "hbasemapper.health-timeout: a positive duration such as 5s");
    HBaseMapperProperties fine = new HBaseMapperProperties();
    fine.setZookeeperQuorum("zk1:2181, zk2 ,zk3");
    fine.getNamespaces().put("weibo", "weibo_staging");
    fine.afterPropertiesSet();
  }

  private static String refusal(java.util.function.Consumer<HBaseMapperProperties> change) {
    HBaseMapperProperties properties = new HBaseMapperProperties();
    change.accept(properties);
    try {
      properties.afterPropertiesSet();
    } catch (HBaseStartupException e) {
      return e.description();
    }
    throw new AssertionError("accepted");
  }

  @Test
  void aMeterRegistryAndTheApplicationsListenersAllHearEveryOperation() {
    List<String> heard = new ArrayList<>();
    OperationListener own = info -> {
      heard.add(info.operation());
      return Operation.NONE;
    };
    runner.withBean(SimpleMeterRegistry.class)
        .withBean("ownListener", OperationListener.class, () -> own)
        .run(context -> {
          assertThat(context).hasSingleBean(MicrometerOperationListener.class);
          assertThat(context).doesNotHaveBean(OpenTelemetryOperationListener.class);
          OperationListener listener = context.getBean(MapperOptions.class).listener();
          listener.start(new OperationInfo("Purchase", TableName.valueOf("springtest:purchase"), "get"));
          assertThat(heard).containsExactly("get");
          assertThat(context.getBeansOfType(OperationListener.class)).hasSize(2);
        });
  }

  @Test
  void anOpenTelemetryBeanAddsTheTracingListener() {
    runner.withBean(OpenTelemetry.class, OpenTelemetry::noop).run(context -> {
      assertThat(context).hasSingleBean(OpenTelemetryOperationListener.class);
      assertThat(context).doesNotHaveBean(MicrometerOperationListener.class);
      assertThat(context.getBean(MapperOptions.class).listener()).isInstanceOf(OpenTelemetryOperationListener.class);
    });
  }

  @Test
  void withoutListenersNobodyListens() {
    runner.run(context -> assertThat(context.getBean(MapperOptions.class).listener()).isSameAs(OperationListener.NONE));
  }

  @Test
  void withoutMicrometerOnTheClassPathARegistryIsNotLookedFor() {
    runner.withClassLoader(new FilteredClassLoader(MeterRegistry.class))
        .run(context -> assertThat(context).doesNotHaveBean(MicrometerOperationListener.class));
  }

  @Test
  void theApplicationsOwnDaoBeanWins() {
    runner.withUserConfiguration(OwnDao.class)
        .run(context -> assertThat(context.getBeansOfType(PurchaseDao.class)).containsOnlyKeys("myPurchases"));
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnDao {
    @Bean
    PurchaseDao myPurchases(Connection connection) {
      return new PurchaseDao(connection);
    }
  }
}
