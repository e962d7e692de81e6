package org.hbasemapper.it.shaded;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.SchemaManager;
import org.junit.jupiter.api.Test;

/**
 * The two ways an application names its cluster both work on the shaded client: a ZooKeeper quorum
 * ({@code host:port}), and the bootstrap servers HBase 2.6 prefers (it logs the quorum form as
 * deprecated), which need no ZooKeeper access from the client.
 */
class ShadedConnectionTest {

  @Test
  void aQuorumWithItsPortReachesTheCluster() throws Exception {
    ForkedHBase hbase = ForkedHBase.shared();
    assertThat(hbase.quorum()).matches("[\\w.-]+:\\d+");
    Connection connection = hbase.connection();
    assertThat(ShadedClasspathTest.copiesOf(connection.getClass())).singleElement()
        .satisfies(url -> assertThat(url.getPath()).contains("/" + ShadedClasspathTest.SHADED_JAR));
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.getClusterMetrics().getLiveServerMetrics()).hasSize(1);
    }
  }

  @Test
  void bootstrapServersReachTheClusterWithoutZooKeeper() throws Exception {
    ServerName master;
    try (Admin admin = ForkedHBase.shared().connection().getAdmin()) {
      master = admin.getClusterMetrics().getMasterName();
    }
    Configuration conf = ForkedHBase.configurationFor("unused.invalid:1");
    conf.set("hbase.client.registry.impl", "org.apache.hadoop.hbase.client.RpcConnectionRegistry");
    conf.set("hbase.client.bootstrap.servers", master.getAddress().toString());
    try (Connection connection = ConnectionFactory.createConnection(conf)) {
      new SchemaManager(connection).createIfMissing(SaleMapper.INSTANCE.schema());
      SaleDao sales = new SaleDao(connection);
      Sale sale = new Sale("grace", Instant.EPOCH, "r1", BigDecimal.TEN, null);
      sales.put(sale);
      assertThat(sales.get("grace", Instant.EPOCH)).contains(sale);
    }
  }
}
