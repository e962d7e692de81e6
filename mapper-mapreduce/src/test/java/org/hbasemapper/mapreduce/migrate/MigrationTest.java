package org.hbasemapper.mapreduce.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.mapreduce.Migration;
import org.hbasemapper.mapreduce.MigrationException;
import org.hbasemapper.mapreduce.MigrationProgress;
import org.hbasemapper.mapreduce.MigrationReport;
import org.hbasemapper.mapreduce.StoredLayouts;
import org.hbasemapper.mapreduce.StoredRow;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Purchases stored unsalted, in a table they share with refunds, migrated to a salted entity with a
 * wider key and an index, from one JVM against the embedded HBase: read through the committed
 * baseline's layout (no old class involved), checked through the new DAO and the index check.
 */
@HBaseTest
class MigrationTest {
  static final int PURCHASES = 3_000;
  static final int REFUNDS = 300;
  static final TableName OLD = OldPurchaseMapper.INSTANCE.schema().tableName();

  @TempDir
  Path work;

  /** Whether this JVM stored the old rows already: tests leave them as they found them. */
  private static boolean stored;

  @BeforeEach
  void oldRows(Connection connection) {
    storeOnce(connection);
  }

  /** Stores the old rows of the tests, {@link #PURCHASES} and {@link #REFUNDS}, unless this JVM did. */
  static void storeOnce(Connection connection) {
    if (!stored) {
      store(connection, PURCHASES, REFUNDS);
      stored = true;
    }
  }

  /** An empty new table, for a test that migrates. */
  static void freshNewTable(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(NewPurchaseMapper.INSTANCE.schema());
    schemas.create(NewPurchaseMapper.INSTANCE.schema());
  }

  /** Stores {@code purchases} purchases and {@code refunds} refunds in a fresh old table. */
  static void store(Connection connection, int purchases, int refunds) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(OldPurchaseMapper.INSTANCE.schema());
    schemas.create(OldPurchaseMapper.INSTANCE.schema());
    List<OldPurchase> all = new ArrayList<>();
    for (int i = 0; i < purchases; i++) {
      all.add(purchase(i));
    }
    new OldPurchaseDao(connection).putAll(all);
    List<OldRefund> back = new ArrayList<>();
    for (int i = 0; i < refunds; i++) {
      back.add(new OldRefund("u" + (i % 50), Instant.ofEpochMilli(1_700_000_000_000L + i), BigDecimal.valueOf(i, 2)));
    }
    new OldRefundDao(connection).putAll(back);
  }

  static OldPurchase purchase(int i) {
    return new OldPurchase("u" + (i % 50), Instant.ofEpochMilli(1_700_000_000_000L + 1_000L * i), "p" + (i % 7),
        BigDecimal.valueOf(i, 2), i % 5, Status.values()[i % 3], LocalDate.ofEpochDay(19_000 + i % 100),
        new UUID(i, -i), i / 10.0, i % 2 == 0, Map.of("t" + (i % 3), i));
  }

  /** What the migration of purchase {@code i} must hold. */
  static NewPurchase expected(int i) {
    OldPurchase p = purchase(i);
    return new NewPurchase(p.userId(), p.time(), p.productId(), p.price(), p.quantity(), p.status().name(),
        p.ordered(), p.orderId(), p.rating(), p.gift(), p.tags());
  }

  static List<NewPurchase> expectedAll(int purchases) {
    List<NewPurchase> out = new ArrayList<>();
    for (int i = 0; i < purchases; i++) {
      out.add(expected(i));
    }
    return out;
  }

  static EntityLayout oldLayout() throws Exception {
    return StoredLayouts.fromBaseline(StoredRowReaderTest.BASELINE, OldPurchase.class.getName());
  }

  Migration<NewPurchase> migration(Connection connection, Function<StoredRow, NewPurchase> function, String checkpoint)
      throws Exception {
    return Migration.from(connection, OLD, oldLayout())
        .to(NewPurchaseMapper.INSTANCE, function)
        .checkpoint(work.resolve(checkpoint))
        .workDirectory(work)
        .memoryBudget(4L << 20)
        .chunkRows(100_000); // one chunk: each costs a load of a few seconds here
  }

  static long rows(Connection connection, TableName table) throws IOException {
    long n = 0;
    try (Table t = connection.getTable(table); ResultScanner scanner = t.getScanner(new Scan())) {
      for (Result ignored : scanner) {
        n++;
      }
    }
    return n;
  }

  static void assertEveryRowMigrated(Connection connection, int purchases) {
    NewPurchaseDao dao = new NewPurchaseDao(connection);
    assertThat(dao.query().list()).containsExactlyInAnyOrderElementsOf(expectedAll(purchases));
    NewPurchase some = expected(purchases / 3);
    assertThat(dao.get(some.userId(), some.time(), some.productId())).contains(some);
    assertThat(dao.findByStatus("PAID").count()).isEqualTo(expectedAll(purchases).stream()
        .filter(p -> p.status().equals("PAID")).count());
    IndexReport index = new IndexAdmin(connection).verify(NewPurchaseMapper.INSTANCE, NewPurchaseMapper.INDEX_STATUS,
        false, IndexAdmin.Progress.none());
    assertThat(index.dataRows()).isEqualTo(purchases);
    assertThat(index.consistent()).as("%s", index).isTrue();
  }

  @Test
  void everyPurchaseMovesToTheSaltedTableWithItsIndexAndRefundsStayBehind(Connection connection) throws Exception {
    freshNewTable(connection);
    List<MigrationProgress> progress = new ArrayList<>();

    MigrationReport report = migration(connection, new ToNewPurchase(), "all.checkpoint")
        .chunkRows(2_000)
        .onProgress(progress::add)
        .run();

    assertThat(report.read()).isEqualTo(PURCHASES);
    assertThat(report.written()).isEqualTo(PURCHASES);
    assertThat(report.skipped()).isZero();
    assertThat(report.badRows()).isZero();
    assertThat(report.otherRecordTypes()).as("refunds passed over").isEqualTo(REFUNDS);
    assertThat(report.chunks()).as("3,300 old rows in chunks of 2,000").isEqualTo(2);
    assertThat(report.resumed()).isFalse();
    assertThat(report.sampled()).isEqualTo(Migration.DEFAULT_SAMPLE_ROWS);
    assertThat(report.mismatches()).isEmpty();
    assertThat(report.consistent()).isTrue();
    assertThat(progress).hasSize(2);
    assertThat(progress.get(0).chunks()).isEqualTo(1);
    assertThat(progress.get(0).read() + progress.get(0).otherRecordTypes()).isEqualTo(2_000);
    assertThat(progress.get(1).written()).isEqualTo(PURCHASES);
    assertEveryRowMigrated(connection, PURCHASES);
    assertThat(rows(connection, OLD)).as("the old table is left as it was").isEqualTo(PURCHASES + REFUNDS);
    assertThat(Files.readString(work.resolve("all.checkpoint"), StandardCharsets.UTF_8))
        .contains("complete true", "read 3000", "written 3000", "other-record-types 300");
  }

  @Test
  void aRunThatFailsHalfWayResumesFromItsCheckpointAndEndsWithEveryRow(Connection connection) throws Exception {
    freshNewTable(connection);
    AtomicInteger calls = new AtomicInteger();
    ToNewPurchase good = new ToNewPurchase();
    Function<StoredRow, NewPurchase> failing = row -> {
      if (calls.incrementAndGet() == 1_500) {
        throw new IllegalStateException("the service it calls is down");
      }
      return good.apply(row);
    };

    MigrationException failed = catchThrowableOfType(MigrationException.class,
        () -> migration(connection, failing, "resume.checkpoint").chunkRows(1_500).run());

    assertThat(failed).hasMessageContaining("stopped: the mapping function failed on old row 0x")
        .hasMessageContaining("(java.lang.IllegalStateException: the service it calls is down); every old row through 0x")
        .hasMessageEndingWith("is migrated (checkpoint file:" + work.resolve("resume.checkpoint") + "): run it again "
            + "to resume after it");
    long copied = new NewPurchaseDao(connection).query().count();
    assertThat(copied).as("the chunks before the failure").isGreaterThan(0).isLessThan(1_500);
    List<MigrationProgress> progress = new ArrayList<>();

    MigrationReport report = migration(connection, good, "resume.checkpoint").chunkRows(1_500)
        .onProgress(progress::add).run();

    assertThat(report.resumed()).isTrue();
    assertThat(report.read()).as("counted once over both runs").isEqualTo(PURCHASES);
    assertThat(report.written()).isEqualTo(PURCHASES);
    assertThat(report.otherRecordTypes()).isEqualTo(REFUNDS);
    assertThat(report.chunks()).as("3,300 old rows in chunks of 1,500").isEqualTo(3);
    assertThat(progress).extracting(MigrationProgress::chunks).as("the second run starts after the first's chunk")
        .containsExactly(2L, 3L);
    assertThat(report.consistent()).isTrue();
    assertEveryRowMigrated(connection, PURCHASES);

    MigrationReport again = migration(connection, good, "resume.checkpoint").run();
    assertThat(again.written()).as("a finished migration copies nothing again").isEqualTo(PURCHASES);
    assertThat(again.sampled()).isZero();
  }

  @Test
  void aBadStoredRowStopsTheMigrationNamingTableRowAndFieldOrIsCountedAndSkipped(Connection connection)
      throws Exception {
    byte[] victim = OldPurchaseMapper.INSTANCE.rowKey(purchase(1_234));
    try (Table table = connection.getTable(OLD)) {
      table.put(new Put(victim).addColumn(Bytes.toBytes("d"), Bytes.toBytes("quantity"), new byte[] {1, 2, 3}));
    }
    freshNewTable(connection);
    try {
      badRow(connection, victim);
    } finally {
      new OldPurchaseDao(connection).put(purchase(1_234));
    }
  }

  private void badRow(Connection connection, byte[] victim) throws Exception {
    assertThatThrownBy(() -> migration(connection, new ToNewPurchase(), "bad.checkpoint").run())
        .isInstanceOf(MigrationException.class)
        .hasMessageContaining("Migration of OldPurchase (migrate:purchase) to NewPurchase (migrate:purchase_v2) stopped: "
            + "cannot read OldPurchase.quantity (cell d:quantity, stored as int32) from table migrate:purchase, row "
            + RowBytes.hex(victim) + ": expected 4 bytes for int, found 3; ")
        .hasMessageEndingWith("(fix the row, or skip such rows with skipBadRows())");

    MigrationReport report = migration(connection, new ToNewPurchase(), "skip.checkpoint").skipBadRows().run();

    assertThat(report.read()).isEqualTo(PURCHASES);
    assertThat(report.badRows()).isEqualTo(1);
    assertThat(report.written()).isEqualTo(PURCHASES - 1);
    NewPurchase lost = expected(1_234);
    assertThat(new NewPurchaseDao(connection).get(lost.userId(), lost.time(), lost.productId())).isEmpty();
  }

  @Test
  void rowsMappedToNullAreSkippedAndSampledRowsThatDifferAreReportedWithoutTheirValues(Connection connection)
      throws Exception {
    freshNewTable(connection);
    ToNewPurchase good = new ToNewPurchase();
    AtomicInteger calls = new AtomicInteger();
    // gifts only, and not a function of the row alone: applied again for the comparison, it makes another price
    Function<StoredRow, NewPurchase> drifting = row -> {
      if (!row.getBoolean("gift")) {
        return null;
      }
      NewPurchase p = good.apply(row);
      return new NewPurchase(p.userId(), p.time(), p.productId(), p.price().add(BigDecimal.valueOf(calls.incrementAndGet())),
          p.quantity(), p.status(), p.ordered(), p.orderId(), p.rating(), p.gift(), p.tags());
    };

    MigrationReport report = migration(connection, drifting, "drift.cp").sampleRows(3, 1).run();

    assertThat(report.read()).isEqualTo(PURCHASES);
    assertThat(report.written()).isEqualTo(PURCHASES / 2);
    assertThat(report.skipped()).isEqualTo(PURCHASES / 2);
    assertThat(new NewPurchaseDao(connection).query().count()).isEqualTo(PURCHASES / 2);
    assertThat(report.sampled()).isEqualTo(3);
    assertThat(report.consistent()).isFalse();
    assertThat(report.mismatches()).hasSize(3).allSatisfy(m -> {
      assertThat(m.oldRow()).startsWith("0x75");
      assertThat(m.newRow()).startsWith("0x0");
      assertThat(m.problem()).isEqualTo("differs in d:price");
    });
  }

  @Test
  void theLayoutRecordedInTheTableIsReadOrItsAbsenceSaysWhatToDo(Connection connection) throws Exception {
    String key = StoredLayouts.DESCRIPTOR_KEY_PREFIX + OldPurchase.class.getName();
    try (Admin admin = connection.getAdmin()) {
      // SchemaManager recorded the layouts when it created the table
      TableDescriptor recorded = admin.getDescriptor(OLD);
      assertThat(StoredLayouts.fromTable(admin, OLD, OldPurchase.class.getName()).cells())
          .isEqualTo(OldPurchaseMapper.INSTANCE.schema().layout().orElseThrow().cells());
      try {
        // a table created before hbase-mapper recorded layouts
        TableDescriptorBuilder bare = TableDescriptorBuilder.newBuilder(recorded);
        recorded.getValues().keySet().stream().map(k -> Bytes.toString(k.get()))
            .filter(k -> k.startsWith(StoredLayouts.DESCRIPTOR_KEY_PREFIX))
            .forEach(k -> bare.removeValue(Bytes.toBytes(k)));
        admin.modifyTable(bare.build());
        assertThatThrownBy(() -> StoredLayouts.fromTable(admin, OLD, OldPurchase.class.getName()))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage("table migrate:purchase records no layout for " + OldPurchase.class.getName() + " (its descriptor "
                + "has no " + key + ": it records none, as tables created before hbase-mapper recorded layouts); read the "
                + "layout from the committed baseline with StoredLayouts.fromBaseline(file, \""
                + OldPurchase.class.getName() + "\")");
        // one layout recorded: another entity's absence names it
        admin.modifyTable(TableDescriptorBuilder.newBuilder(admin.getDescriptor(OLD))
            .setValue(key, LayoutText.renderEntity(oldLayout())).build());
        assertThat(StoredLayouts.fromTable(admin, OLD, OldPurchase.class.getName())).isEqualTo(oldLayout());
        assertThatThrownBy(() -> StoredLayouts.fromTable(admin, OLD, OldRefund.class.getName()))
            .hasMessageContaining("it records the layouts of " + OldPurchase.class.getName() + ")");
      } finally {
        admin.modifyTable(recorded);
      }
    }
  }

  @Test
  void whatAMigrationCannotDoIsRefusedBeforeItCopiesAnything(Connection connection) throws Exception {
    new SchemaManager(connection).createIfMissing(NewPurchaseMapper.INSTANCE.schema());
    long before = new NewPurchaseDao(connection).query().count();
    assertThatThrownBy(() -> Migration.from(connection, OLD, oldLayout()).to(NewPurchaseMapper.INSTANCE,
        new ToNewPurchase()).run())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("Migration of OldPurchase (migrate:purchase) to NewPurchase (migrate:purchase_v2): name a "
            + "checkpoint file with checkpoint(path), so that a run that stops can be resumed");

    MapperOptions elsewhere = MapperOptions.defaults().withNamespace("migrate", "migrate_missing");
    assertThatThrownBy(() -> Migration.from(connection, OLD, oldLayout())
        .to(org.hbasemapper.mapreduce.EntityCells.of(NewPurchaseMapper.INSTANCE, List.of(), elsewhere),
            new ToNewPurchase())
        .checkpoint(work.resolve("missing.cp")).run())
        .isInstanceOf(MigrationException.class)
        .hasMessageStartingWith("Migration of OldPurchase (migrate:purchase) to NewPurchase (migrate_missing:purchase_v2) "
            + "refused: the tables differ from the entities in ")
        .hasMessageContaining("table migrate_missing:purchase_v2 does not exist")
        .hasMessageEndingWith("(create the new entity's tables first); nothing was copied");

    Files.writeString(work.resolve("other.cp"), "migration other:table a.B@00000000 -> x:y Z\nstart 0x\nstop 0x\n"
        + "last 0x01\ncomplete false\nread 1\nwritten 1\nskipped 0\nbad-rows 0\nother-record-types 0\nchunks 1\nend\n");
    assertThatThrownBy(() -> migration(connection, new ToNewPurchase(), "other.cp").run())
        .isInstanceOf(MigrationException.class)
        .hasMessage("the checkpoint file:" + work.resolve("other.cp") + " belongs to another migration (other:table "
            + "a.B@00000000 -> x:y Z), not to migrate:purchase " + OldPurchase.class.getName() + "@"
            + oldLayout().fingerprint() + " -> migrate:purchase_v2 NewPurchase: name another checkpoint, or delete it "
            + "to start this one over");
    assertThat(new NewPurchaseDao(connection).query().count()).isEqualTo(before);
  }
}
