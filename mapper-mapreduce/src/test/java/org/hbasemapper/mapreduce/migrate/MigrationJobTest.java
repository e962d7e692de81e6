package org.hbasemapper.mapreduce.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.mapreduce.Job;
import org.hbasemapper.mapreduce.MigrationException;
import org.hbasemapper.mapreduce.MigrationJob;
import org.hbasemapper.mapreduce.MigrationReport;
import org.hbasemapper.mapreduce.StoredRow;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The migration of {@link MigrationTest} as a MapReduce job, run by Hadoop's local runner against the
 * embedded HBase: an old table of two regions read by one task each; a job that fails half-way, then
 * a second job that reads only the key ranges the first left.
 */
@HBaseTest
class MigrationJobTest {
  private static final MapperOptions MR = MapperOptions.defaults().withNamespace("migrate", "mrmigrate");
  private static final int PURCHASES = 1_000;
  private static final int REFUNDS = 50;
  private static final TableName OLD = OldPurchaseMapper.INSTANCE.schema().mapped(MR).tableName();

  /** The migration, failing on purchase 40 (user u40, in the old table's second region). */
  public static class FailsAtPurchase40 extends ToNewPurchase {
    @Override
    public NewPurchase apply(StoredRow row) {
      if (row.getInstant("time").equals(MigrationTest.purchase(40).time())) {
        throw new IllegalStateException("purchase 40 cannot be migrated");
      }
      return super.apply(row);
    }
  }

  @BeforeEach
  void freshTables(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection, MR);
    schemas.drop(OldPurchaseMapper.INSTANCE.schema());
    schemas.create(OldPurchaseMapper.INSTANCE.schema());
    try (Admin admin = connection.getAdmin()) {
      // two regions, so two tasks: [start, u25) and [u25, end)
      admin.disableTable(OLD);
      admin.deleteTable(OLD);
      admin.createTable(OldPurchaseMapper.INSTANCE.schema().mapped(MR).toDescriptor(), new byte[][] {Bytes.toBytes("u25")});
    }
    List<OldPurchase> purchases = new ArrayList<>();
    for (int i = 0; i < PURCHASES; i++) {
      purchases.add(MigrationTest.purchase(i));
    }
    new OldPurchaseDao(connection, MR).putAll(purchases);
    List<OldRefund> refunds = new ArrayList<>();
    for (int i = 0; i < REFUNDS; i++) {
      refunds.add(new OldRefund("u" + i, Instant.ofEpochMilli(i), BigDecimal.ONE));
    }
    new OldRefundDao(connection, MR).putAll(refunds);
    schemas.drop(NewPurchaseMapper.INSTANCE.schema());
    schemas.create(NewPurchaseMapper.INSTANCE.schema());
  }

  private static Job job(Connection connection, MigrationJob<NewPurchase> migration, String name) throws IOException {
    Job job = Job.getInstance(connection.getConfiguration(), name);
    job.getConfiguration().setInt("mapreduce.local.map.tasks.maximum", 2);
    migration.configure(job, false);
    return job;
  }

  private static Path checkpoints(Connection connection, String name) throws IOException {
    Path dir = new Path("/mr-migration/" + name);
    FileSystem.get(connection.getConfiguration()).delete(dir, true);
    return dir;
  }

  private static void assertEveryRowMigrated(Connection connection) {
    NewPurchaseDao dao = new NewPurchaseDao(connection, MR);
    assertThat(dao.schema().tableName().getNameAsString()).isEqualTo("mrmigrate:purchase_v2");
    assertThat(dao.query().list()).containsExactlyInAnyOrderElementsOf(MigrationTest.expectedAll(PURCHASES));
    IndexReport index = new IndexAdmin(connection, MR).verify(NamespacedMapper.of(NewPurchaseMapper.INSTANCE, MR),
        NewPurchaseMapper.INDEX_STATUS, false, IndexAdmin.Progress.none());
    assertThat(index.dataRows()).isEqualTo(PURCHASES);
    assertThat(index.consistent()).as("%s", index).isTrue();
  }

  @Test
  void aJobMigratesEachRegionOfTheOldTableInATaskOfItsOwn(Connection connection) throws Exception {
    MigrationJob<NewPurchase> migration = MigrationJob.of(connection, OLD, MigrationTest.oldLayout(),
            NewPurchaseDao.class, ToNewPurchase.class)
        .options(MR)
        .checkpointDirectory(checkpoints(connection, "all"));
    Job job = job(connection, migration, "migrate purchases");

    assertThat(job.waitForCompletion(false)).isTrue();

    assertThat(job.getCounters().findCounter(MigrationJob.Counter.READ).getValue()).isEqualTo(PURCHASES);
    assertThat(job.getCounters().findCounter(MigrationJob.Counter.WRITTEN).getValue()).isEqualTo(PURCHASES);
    assertThat(job.getCounters().findCounter(MigrationJob.Counter.OTHER_RECORD_TYPES).getValue()).isEqualTo(REFUNDS);
    assertThat(job.getCounters().findCounter(MigrationJob.Counter.CHUNKS).getValue()).as("one per region").isEqualTo(2);
    MigrationReport report = migration.report();
    assertThat(report.read()).isEqualTo(PURCHASES);
    assertThat(report.written()).isEqualTo(PURCHASES);
    assertThat(report.otherRecordTypes()).isEqualTo(REFUNDS);
    assertThat(report.resumed()).isFalse();
    assertThat(report.sampled()).isEqualTo(100);
    assertThat(report.consistent()).as("%s", report.mismatches()).isTrue();
    assertEveryRowMigrated(connection);

    Job nothingLeft = job(connection, migration, "migrate purchases again");
    assertThat(nothingLeft.waitForCompletion(false)).as("a job of no task").isTrue();
    assertThat(nothingLeft.getCounters().findCounter(MigrationJob.Counter.READ).getValue()).isZero();
  }

  @Test
  void aJobThatFailedIsResumedByTheNextWhichReadsOnlyWhatIsLeft(Connection connection) throws Exception {
    Path dir = checkpoints(connection, "resumed");
    MigrationJob<NewPurchase> failing = MigrationJob.of(connection, OLD, MigrationTest.oldLayout(),
            NewPurchaseDao.class, FailsAtPurchase40.class)
        .options(MR).checkpointDirectory(dir).chunkRows(200);

    assertThat(job(connection, failing, "migrate purchases, failing").waitForCompletion(false)).isFalse();

    assertThatThrownBy(failing::report).isInstanceOf(MigrationException.class)
        .hasMessageContaining("Migration of OldPurchase (mrmigrate:purchase) to NewPurchase (mrmigrate:purchase_v2) is "
            + "not finished: 1 key range(s) of mrmigrate:purchase are not migrated yet, the first from 0x75")
        .hasMessageEndingWith("configure and run a job again with the checkpoint directory " + dir + " to resume");
    long copied = new NewPurchaseDao(connection, MR).query().count();
    assertThat(copied).as("the first region and a chunk of the second").isGreaterThan(400).isLessThan(PURCHASES);

    MigrationJob<NewPurchase> resumed = MigrationJob.of(connection, OLD, MigrationTest.oldLayout(),
            NewPurchaseDao.class, ToNewPurchase.class)
        .options(MR).checkpointDirectory(dir).chunkRows(200);
    Job second = job(connection, resumed, "migrate purchases, resumed");
    assertThat(second.waitForCompletion(false)).isTrue();

    assertThat(second.getCounters().findCounter(MigrationJob.Counter.READ).getValue())
        .as("only the rows the first job left").isEqualTo(PURCHASES - copied);
    MigrationReport report = resumed.report();
    assertThat(report.resumed()).isTrue();
    assertThat(report.read()).isEqualTo(PURCHASES);
    assertThat(report.written()).isEqualTo(PURCHASES);
    assertThat(report.otherRecordTypes()).isEqualTo(REFUNDS);
    assertThat(report.consistent()).as("%s", report.mismatches()).isTrue();
    assertEveryRowMigrated(connection);
  }
}
