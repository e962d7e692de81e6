package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.spring.HBaseMapperProperties.SchemaAction;
import org.hbasemapper.spring.entities.Purchase;
import org.hbasemapper.spring.entities.PurchaseAsyncDao;
import org.hbasemapper.spring.entities.PurchaseDao;
import org.hbasemapper.spring.entities.PurchaseMapper;
import org.hbasemapper.spring.entities.PurchaseRepository;
import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** With nothing configured and mapper-test on the class path, the beans run on the embedded HBase. */
class EmbeddedDefaultTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class));

  @Test
  void withoutQuorumTheEmbeddedHBaseIsUsedAndItsTablesCreated() {
    runner.run(context -> {
      assertThat(context).hasNotFailed();
      HBaseConnectionDetails details = context.getBean(HBaseConnectionDetails.class);
      assertThat(details.embedded()).isTrue();
      assertThat(details.description()).startsWith("the embedded HBase");
      assertThat(context.getBean(SchemaInitializer.class).action()).isEqualTo(SchemaAction.CREATE);
      assertThat(new SchemaManager(context.getBean(Connection.class)).exists(PurchaseMapper.INSTANCE.schema())).isTrue();
    });
  }

  @Test
  void daoAsyncDaoAndRepositoryBeansWorkAgainstTheCluster() {
    runner.run(context -> {
      PurchaseDao purchases = context.getBean(PurchaseDao.class);
      Instant time = Instant.parse("2024-05-01T10:00:00Z");
      purchases.put(new Purchase("embed-01", time, "p-1", 1250));

      PurchaseRepository repository = context.getBean(PurchaseRepository.class);
      assertThat(repository.findByUserId("embed-01")).extracting(Purchase::productId).containsExactly("p-1");

      // the asynchronous connection is opened only for the first asynchronous DAO
      assertThat(context.getBeanFactory().containsSingleton("hbaseAsyncConnection")).isFalse();
      PurchaseAsyncDao async = context.getBean(PurchaseAsyncDao.class);
      assertThat(async.get("embed-01", time).get()).map(Purchase::cents).contains(1250L);
      assertThat(context.getBeanFactory().containsSingleton("hbaseAsyncConnection")).isTrue();
      assertThat(context.getBean(AsyncConnection.class).isClosed()).isFalse();
    });
  }

  @Test
  void closingTheContextClosesItsConnectionsButLeavesTheSharedClusterRunning() {
    Connection[] connection = new Connection[1];
    AsyncConnection[] async = new AsyncConnection[1];
    runner.run(context -> {
      connection[0] = context.getBean(Connection.class);
      async[0] = context.getBean(AsyncConnection.class);
    });
    assertThat(connection[0].isClosed()).isTrue();
    assertThat(async[0].isClosed()).isTrue();
    assertThat(EmbeddedHBase.shared().connection().isClosed()).isFalse();
  }
}
