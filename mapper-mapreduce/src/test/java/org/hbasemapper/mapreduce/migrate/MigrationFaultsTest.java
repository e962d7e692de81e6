package org.hbasemapper.mapreduce.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.MiniHBaseCluster;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.util.JVMClusterUtil.RegionServerThread;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.mapreduce.Migration;
import org.hbasemapper.mapreduce.MigrationException;
import org.hbasemapper.mapreduce.MigrationProgress;
import org.hbasemapper.mapreduce.MigrationReport;
import org.hbasemapper.mapreduce.StoredRow;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interruptions an operator meets in a migration of {@link MigrationTest}'s purchases (3,300 old
 * rows, in chunks of 2,000), against the embedded HBase: the JVM killed (no shutdown hook, no finally)
 * in the middle of a chunk and between a chunk's load and its checkpoint, a region server that aborts
 * during a run, and a region that stays away longer than the client retries. Each ends with every row
 * in the new table once, with its index entries, and the counts of a run that was never interrupted.
 */
@HBaseTest
class MigrationFaultsTest {
  private static final Duration CHILD_TIMEOUT = Duration.ofSeconds(90);
  private static final TableName NEW = NewPurchaseMapper.INSTANCE.schema().tableName();

  @TempDir
  Path work;

  @BeforeEach
  void oldRows(Connection connection) {
    MigrationTest.storeOnce(connection);
  }

  private Migration<NewPurchase> migration(Connection connection, Function<StoredRow, NewPurchase> function,
      Path checkpoint) throws Exception {
    return Migration.from(connection, MigrationTest.OLD, MigrationTest.oldLayout())
        .to(NewPurchaseMapper.INSTANCE, function)
        .checkpoint(checkpoint)
        .workDirectory(work)
        .memoryBudget(4L << 20)
        .chunkRows(KilledMigration.CHUNK_ROWS);
  }

  /** The counts of a migration of every purchase, over however many runs, in 2 chunks. */
  private static void assertExactCounts(MigrationReport report) {
    assertThat(report.read()).as("read").isEqualTo(MigrationTest.PURCHASES);
    assertThat(report.written()).as("written").isEqualTo(MigrationTest.PURCHASES);
    assertThat(report.skipped()).as("skipped").isZero();
    assertThat(report.badRows()).as("bad rows").isZero();
    assertThat(report.otherRecordTypes()).as("refunds").isEqualTo(MigrationTest.REFUNDS);
    assertThat(report.chunks()).as("chunks").isEqualTo(2);
    assertThat(report.consistent()).as("%s", report.mismatches()).isTrue();
  }

  @Test
  void aKilledJvmIsResumedFromItsCheckpointAndEndsWithEveryRowOnceAndExactCounts(Connection connection)
      throws Exception {
    MigrationTest.freshNewTable(connection);
    Path checkpoint = work.resolve("killed.checkpoint");
    NewPurchaseDao dao = new NewPurchaseDao(connection);

    // killed while it reads its second chunk: the first is loaded and checkpointed
    killed(connection, checkpoint, "row:2000");
    assertThat(Files.readString(checkpoint, StandardCharsets.UTF_8)).contains("complete false", "chunks 1");
    long firstChunk = dao.query().count();
    assertThat(firstChunk).as("the purchases of the first chunk").isGreaterThan(1_500).isLessThan(2_000);

    // killed again, resuming: once the second chunk is loaded, before its checkpoint is written
    killed(connection, checkpoint, "checkpoint:1");
    assertThat(Files.readString(checkpoint, StandardCharsets.UTF_8)).as("still the first chunk's checkpoint")
        .contains("complete false", "chunks 1");
    assertThat(dao.query().count()).as("the second chunk loaded").isEqualTo(MigrationTest.PURCHASES);

    List<MigrationProgress> progress = new ArrayList<>();
    MigrationReport report = migration(connection, new ToNewPurchase(), checkpoint).onProgress(progress::add).run();

    assertThat(report.resumed()).isTrue();
    assertThat(progress).extracting(MigrationProgress::chunks).as("resumed after the first chunk: the second is "
        + "copied again").containsExactly(2L);
    assertExactCounts(report);
    MigrationTest.assertEveryRowMigrated(connection, MigrationTest.PURCHASES);
  }

  @Test
  void aRegionServerThatAbortsMidRunIsRiddenOutWhenItsRegionsReopenWithinTheClientsRetries(EmbeddedHBase hbase)
      throws Exception {
    Connection shared = hbase.connection();
    MigrationTest.freshNewTable(shared);
    MiniHBaseCluster cluster = hbase.cluster();
    int servers = cluster.getLiveRegionServerThreads().size();
    // the old table and every new table on a second region server, which aborts in the middle of the run
    List<TableName> tables = new ArrayList<>(EntityCells.of(NewPurchaseMapper.INSTANCE, List.of()).tables());
    tables.add(MigrationTest.OLD);
    // HBase's default retries (the recipe's advice for a migration): about two minutes for a region to reopen
    Configuration patient = hbase.configuration();
    patient.setInt("hbase.client.retries.number", 15);
    try (Admin admin = shared.getAdmin(); Connection connection = ConnectionFactory.createConnection(patient)) {
      boolean balancer = admin.balancerSwitch(false, true); // the test places the regions
      RegionServerThread second = cluster.startRegionServer();
      try {
        second.waitForServerOnline();
        ServerName doomed = second.getRegionServer().getServerName();
        moveAll(hbase, tables, doomed);
        AtomicInteger calls = new AtomicInteger();
        ToNewPurchase good = new ToNewPurchase();
        Function<StoredRow, NewPurchase> aborting = row -> {
          if (calls.incrementAndGet() == 2_000) { // in the second chunk, the first loaded
            second.getRegionServer().abort("taken down by the test, in the middle of a migration");
          }
          return good.apply(row);
        };

        MigrationReport report = migration(connection, aborting, work.resolve("abort.checkpoint")).run();

        assertThat(second.getRegionServer().isAborted()).isTrue();
        assertThat(report.resumed()).isFalse();
        assertExactCounts(report);
        MigrationTest.assertEveryRowMigrated(shared, MigrationTest.PURCHASES);
        assertThat(regionsNotOn(shared, tables, doomed)).as("every region reopened elsewhere")
            .hasSize(admin.getRegions(NEW).size() + 2);
      } finally {
        restore(cluster, second, servers);
        admin.balancerSwitch(balancer, true);
      }
    }
  }

  @Test
  void aRegionThatStaysDownPastTheClientsRetriesStopsTheRunWithOneLineAndTheRerunResumes(Connection connection)
      throws Exception {
    MigrationTest.freshNewTable(connection);
    Path checkpoint = work.resolve("down.checkpoint");
    try (Admin admin = connection.getAdmin()) {
      TableDescriptor plain = admin.getDescriptor(NEW);
      LoadFaults.install(admin, NEW);
      try {
        regionStaysDown(connection, checkpoint);
      } finally {
        LoadFaults.clear();
        admin.modifyTable(plain);
      }
    }
  }

  private void regionStaysDown(Connection connection, Path checkpoint) throws Exception {
    MigrationException failed = catchThrowableOfType(MigrationException.class,
        () -> migration(connection, new ToNewPurchase(), checkpoint)
            .onProgress(p -> LoadFaults.down(NEW)) // once the first chunk is checkpointed
            .run());
    LoadFaults.clear();

    assertThat(failed).as("the run stops").isNotNull();
    assertThat(failed.getMessage()).as("one line").doesNotContain("\n")
        .startsWith("Migration of OldPurchase (migrate:purchase) to NewPurchase (migrate:purchase_v2) failed loading "
            + "the chunk of old rows after row 0x")
        .contains("failed loading table migrate:purchase_v2 (", "RegionServerAbortedException", "aborting (taken down "
            + "by the test)")
        .endsWith("is migrated (checkpoint file:" + checkpoint + "): run it again to resume after it");
    List<MigrationProgress> progress = new ArrayList<>();

    MigrationReport report = migration(connection, new ToNewPurchase(), checkpoint).onProgress(progress::add).run();

    assertThat(report.resumed()).isTrue();
    assertThat(progress).extracting(MigrationProgress::chunks).containsExactly(2L);
    assertExactCounts(report);
    MigrationTest.assertEveryRowMigrated(connection, MigrationTest.PURCHASES);
  }

  /** Moves every region of {@code tables} to {@code target}, all at once, and waits until they are open there. */
  private static void moveAll(EmbeddedHBase hbase, List<TableName> tables, ServerName target) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    List<RegionInfo> elsewhere = regionsNotOn(hbase.connection(), tables, target);
    while (!elsewhere.isEmpty()) {
      assertThat(System.nanoTime()).as("regions still not on %s: %s", target, elsewhere).isLessThan(deadline);
      CompletableFuture.allOf(elsewhere.stream()
          .map(r -> hbase.asyncConnection().getAdmin().move(r.getEncodedNameAsBytes(), target))
          .toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);
      elsewhere = regionsNotOn(hbase.connection(), tables, target);
    }
  }

  /** The regions of {@code tables} that {@code hbase:meta} places on another server than {@code server}. */
  private static List<RegionInfo> regionsNotOn(Connection connection, List<TableName> tables, ServerName server)
      throws IOException {
    List<RegionInfo> out = new ArrayList<>();
    for (TableName table : tables) {
      try (RegionLocator locator = connection.getRegionLocator(table)) {
        locator.clearRegionLocationCache();
        locator.getAllRegionLocations().stream().filter(l -> !server.equals(l.getServerName()))
            .forEach(l -> out.add(l.getRegion()));
      }
    }
    return out;
  }

  /**
   * Leaves the cluster as the other test classes of this JVM expect it: the second region server gone
   * (stopped, if the test did not get as far as aborting it), and every region open on the others.
   */
  private static void restore(MiniHBaseCluster cluster, RegionServerThread second, int servers) throws Exception {
    if (!second.getRegionServer().isStopped()) {
      second.getRegionServer().stop("the test is over");
    }
    cluster.waitOnRegionServer(cluster.getRegionServerThreads().indexOf(second));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (cluster.getMaster().getServerManager().areDeadServersInProgress()
        || cluster.getMaster().getAssignmentManager().hasRegionsInTransition()) {
      assertThat(System.nanoTime()).as("regions still in transition").isLessThan(deadline);
      Thread.sleep(100);
    }
    assertThat(cluster.getLiveRegionServerThreads()).hasSize(servers);
  }

  /**
   * Runs the migration in a JVM of its own with {@code checkpoint}, waits until it reaches {@code where}
   * (see {@link KilledMigration}), and kills it.
   */
  private void killed(Connection connection, Path checkpoint, String where) throws Exception {
    Configuration conf = connection.getConfiguration();
    Path marker = work.resolve("reached-" + where.replace(':', '-'));
    Path log = work.resolve("child-" + where.replace(':', '-') + ".log");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // the --add-opens flags HBase's client needs on JDK 17, as this JVM got them
    ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(a -> a.startsWith("--add-"))
        .forEach(command::add);
    // a short-lived client: the quick compiler only, one GC thread
    command.addAll(List.of("-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), KilledMigration.class.getName(),
        conf.get("hbase.zookeeper.quorum"), conf.get("hbase.zookeeper.property.clientPort"), conf.get("fs.defaultFS"),
        checkpoint.toString(), work.toString(), marker.toString(), where));
    Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      long deadline = System.nanoTime() + CHILD_TIMEOUT.toNanos();
      while (!Files.exists(marker)) {
        if (!child.isAlive() || System.nanoTime() > deadline) {
          String state = child.isAlive() ? "still running after " + CHILD_TIMEOUT.toSeconds() + " s"
              : "exit " + child.exitValue();
          throw new AssertionError("the migration in a JVM of its own did not reach " + where + " (" + state
              + "); its output:\n" + tail(log));
        }
        Thread.sleep(20);
      }
      assertThat(child.isAlive()).as("waiting %s", where).isTrue();
    } finally {
      child.destroyForcibly();
      assertThat(child.waitFor(30, TimeUnit.SECONDS)).as("killed").isTrue();
    }
  }

  private static String tail(Path log) throws IOException {
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
  }
}
