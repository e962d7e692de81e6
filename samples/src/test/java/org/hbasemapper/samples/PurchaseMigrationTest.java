package org.hbasemapper.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.mapreduce.MigrationReport;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.samples.purchase.Purchase;
import org.hbasemapper.samples.purchase.PurchaseDao;
import org.hbasemapper.samples.purchase.PurchaseMigration;
import org.hbasemapper.samples.purchase.SaltedPurchase;
import org.hbasemapper.samples.purchase.SaltedPurchaseDao;
import org.hbasemapper.samples.purchase.SaltedPurchaseMapper;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The purchases sample migrated from unsalted to salted, in a namespace of its own so that the other
 * examples' purchase tables stay as they are: every purchase is in the salted table, read the same way.
 */
@HBaseTest
class PurchaseMigrationTest {
  private static final MapperOptions OWN = MapperOptions.defaults().withNamespace("shop", "shop_migration");

  @Test
  void everyUnsaltedPurchaseIsReadFromTheSaltedTable(Connection connection, @TempDir Path work) {
    PurchaseMigration.storeUnsalted(connection, OWN, 50, 100);
    new SchemaManager(connection, OWN).drop(SaltedPurchaseMapper.INSTANCE.schema());

    MigrationReport report = PurchaseMigration.migrate(connection, OWN, work.resolve("purchase.checkpoint"));

    assertThat(report.read()).isEqualTo(5_000);
    assertThat(report.written()).isEqualTo(5_000);
    assertThat(report.consistent()).as("%s", report.mismatches()).isTrue();
    SaltedPurchaseDao salted = new SaltedPurchaseDao(connection, OWN);
    assertThat(salted.query().count()).isEqualTo(5_000);
    List<SaltedPurchase> recent = salted.query().userId("u007").limit(5).list();
    assertThat(recent).extracting(SaltedPurchase::time).containsExactlyElementsOf(
        new PurchaseDao(connection, OWN).query().userId("u007").limit(5).list().stream().map(Purchase::time).toList());
  }
}
