package org.hbasemapper.it.recordtypes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.MiniHBaseCluster;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.util.JVMClusterUtil.RegionServerThread;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/**
 * The guarantee of an atomic group write under a real fault: a region server holding the table's
 * region is aborted while eight threads write groups of a crate and its slots, every row of a write
 * stamped with one write id; afterwards every group holds the rows of one write, never a mix.
 */
@HBaseTest
class AtomicGroupFaultTest {
  static final TableName CRATES = TableName.valueOf("book:crates");
  static final int THREADS = 8;
  static final int GROUPS_PER_THREAD = 40;
  static final int SLOTS = 6;

  @Test
  void aRegionServerAbortedDuringConcurrentAtomicGroupWritesLeavesEveryGroupWhole(EmbeddedHBase hbase)
      throws Exception {
    Connection shared = hbase.connection();
    new SchemaManager(shared).createIfMissing(CrateRowDao.GROUP.schema());
    MiniHBaseCluster cluster = hbase.cluster();
    int servers = cluster.getLiveRegionServerThreads().size();
    // few retries: calls in flight when the server goes fail for good (and must leave their group whole too);
    // calls made once the region reopened elsewhere succeed
    Configuration impatient = hbase.configuration();
    impatient.setInt("hbase.client.retries.number", 3);
    try (Admin admin = shared.getAdmin(); Connection connection = ConnectionFactory.createConnection(impatient)) {
      boolean balancer = admin.balancerSwitch(false, true); // the test places the region
      RegionServerThread second = cluster.startRegionServer();
      try {
        second.waitForServerOnline();
        ServerName doomed = second.getRegionServer().getServerName();
        moveAll(admin, shared, doomed);
        Writers writers = new Writers(new CrateRowDao(connection));
        writers.start();
        writers.awaitWritten(300, 20);
        second.getRegionServer().abort("taken down by the test, in the middle of atomic group writes");
        writers.aborted.set(true);
        writers.awaitWrittenAfterAbort(300, 45);
        writers.stop();

        assertThat(second.getRegionServer().isAborted()).isTrue();
        assertThat(writers.afterAbort.get()).as("writes after the region reopened").isPositive();
        CrateRowDao crates = new CrateRowDao(shared);
        int whole = 0;
        for (int t = 0; t < THREADS; t++) {
          for (int g = 0; g < GROUPS_PER_THREAD; g++) {
            List<CrateRow> rows = crates.query().site(site(t)).crate(g).list();
            if (!writers.everWritten.containsKey(site(t) + "/" + g)) {
              continue; // no call for it succeeded: it may hold one that failed after landing, or nothing
            }
            assertThat(rows).as("group %s/%d has every row", site(t), g).hasSize(SLOTS + 1);
            assertThat(rows.stream().map(AtomicGroupFaultTest::writeId).distinct().toList())
                .as("group %s/%d holds the rows of one write", site(t), g).hasSize(1);
            whole++;
          }
        }
        assertThat(whole).isEqualTo(writers.everWritten.size());
        // every group in the table, including those whose only calls failed: one write id each
        Map<String, List<String>> byGroup = new TreeMap<>();
        for (CrateRow row : crates.query().list()) {
          byGroup.computeIfAbsent(group(row), k -> new ArrayList<>()).add(writeId(row));
        }
        byGroup.forEach((group, ids) -> {
          assertThat(ids).as("group %s", group).hasSize(SLOTS + 1);
          assertThat(ids.stream().distinct().count()).as("write ids of group %s", group).isEqualTo(1);
        });
      } finally {
        restore(cluster, second, servers);
        admin.balancerSwitch(balancer, true);
      }
    }
  }

  /** Eight threads, each writing its own groups over and over, each write with a new write id. */
  private static final class Writers {
    final CrateRowDao crates;
    final ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    final List<Future<?>> running = new ArrayList<>();
    final AtomicBoolean stopping = new AtomicBoolean();
    final AtomicBoolean aborted = new AtomicBoolean();
    final AtomicInteger written = new AtomicInteger();
    final AtomicInteger afterAbort = new AtomicInteger();
    final AtomicInteger failed = new AtomicInteger();
    final Map<String, String> everWritten = new ConcurrentHashMap<>();

    Writers(CrateRowDao crates) {
      this.crates = crates;
    }

    void start() {
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        running.add(pool.submit(() -> write(thread)));
      }
    }

    private void write(int thread) {
      for (int round = 0; !stopping.get(); round++) {
        for (int g = 0; g < GROUPS_PER_THREAD && !stopping.get(); g++) {
          String id = thread + "-" + round + "-" + g;
          List<CrateRow> rows = new ArrayList<>();
          rows.add(new Crate(site(thread), g, id));
          for (int s = 0; s < SLOTS; s++) {
            rows.add(new CrateSlot(site(thread), g, s, id));
          }
          try {
            crates.putAllAtomically(rows);
            written.incrementAndGet();
            if (aborted.get()) {
              afterAbort.incrementAndGet();
            }
            everWritten.put(site(thread) + "/" + g, id);
          } catch (HBaseMapperException e) { // a call the client gave up on: it landed whole or not at all
            failed.incrementAndGet();
          }
        }
      }
    }

    void awaitWritten(int count, int seconds) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
      while (written.get() < count && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(written.get()).as("writes before the abort").isGreaterThanOrEqualTo(count);
    }

    void awaitWrittenAfterAbort(int count, int seconds) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
      while (afterAbort.get() < count && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
    }

    void stop() throws Exception {
      stopping.set(true);
      for (Future<?> f : running) {
        f.get(120, TimeUnit.SECONDS);
      }
      pool.shutdown();
    }
  }

  static String site(int thread) {
    return "site" + thread;
  }

  static String group(CrateRow row) {
    return row instanceof Crate c ? c.site() + "/" + c.crate() : ((CrateSlot) row).site() + "/" + ((CrateSlot) row).crate();
  }

  static String writeId(CrateRow row) {
    return row instanceof Crate c ? c.writeId() : ((CrateSlot) row).writeId();
  }

  /** Moves every region of the crates table to {@code target} and waits until it is open there. */
  private static void moveAll(Admin admin, Connection connection, ServerName target) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    List<RegionInfo> elsewhere = regionsNotOn(connection, target);
    while (!elsewhere.isEmpty()) {
      assertThat(System.nanoTime()).as("regions still not on %s: %s", target, elsewhere).isLessThan(deadline);
      for (RegionInfo r : elsewhere) {
        admin.move(r.getEncodedNameAsBytes(), target);
      }
      elsewhere = regionsNotOn(connection, target);
    }
  }

  private static List<RegionInfo> regionsNotOn(Connection connection, ServerName server) throws Exception {
    List<RegionInfo> out = new ArrayList<>();
    try (RegionLocator locator = connection.getRegionLocator(CRATES)) {
      locator.clearRegionLocationCache();
      locator.getAllRegionLocations().stream().filter(l -> !server.equals(l.getServerName()))
          .forEach(l -> out.add(l.getRegion()));
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
}
