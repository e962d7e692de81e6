package org.hbasemapper.it.recordtypes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
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
 * The guarantee of an atomic group write under faults: eight threads write groups of a crate and its
 * slots, every row of a write stamped with one write id, while writes fail; afterwards every group
 * must hold the rows of one write, never a mix or a part.
 *
 * <p>Two kinds of fault. {@link MiniBatchFaults} fails a fifth of the region's mini-batches, whatever
 * they hold: that is where a plain {@code putAll} (one {@code Table.batch} per record type) splits a
 * group, and the same check is run against {@code putAll} to show it finds the split groups. A region
 * server aborted in the middle of the writes shows the guarantee across a crash and the WAL replay.
 * Each test writes the groups of sites of its own prefix.
 */
@HBaseTest
class AtomicGroupFaultTest {
  static final TableName CRATES = TableName.valueOf("book:crates");
  static final int THREADS = 8;
  static final int GROUPS_PER_THREAD = 20;
  static final int SLOTS = 6;
  /** Rounds over every group of a thread while the faults are armed, after one clean round. */
  static final int FAULTY_ROUNDS = 3;
  static final double FAULT_PROBABILITY = 0.2;

  @Test
  void injectedFailuresUnderConcurrentAtomicGroupWritesLeaveEveryGroupWholeAtItsLastAcknowledgedWrite(
      EmbeddedHBase hbase) throws Exception {
    CrateRowDao crates = prepare(hbase);
    Writers writers = writeUnderInjectedFaults(crates, "atomic", crates::putAllAtomically);

    assertThat(writers.failed.get()).as("calls failed by the injected faults").isPositive();
    // each call, all rows of a group, was one mini-batch of the region, and no failed one was repeated
    assertThat(MiniBatchFaults.seen.get()).as("mini-batches").isEqualTo(writers.written.get() + writers.failed.get());
    assertThat(MiniBatchFaults.failed.get()).as("mini-batches failed").isEqualTo(writers.failed.get());
    assertThat(brokenGroups(crates, "atomic")).as("groups mixed or partial").isEmpty();
    // a call reported failed left nothing behind, an acknowledged one is there
    assertThat(storedWriteIds(crates, "atomic")).isEqualTo(new TreeMap<>(writers.lastWritten));
  }

  /** The same guarantee through the asynchronous group DAO, whose call goes through {@code AsyncTable}. */
  @Test
  void injectedFailuresUnderConcurrentAsyncAtomicGroupWritesLeaveEveryGroupWholeAtItsLastAcknowledgedWrite(
      EmbeddedHBase hbase) throws Exception {
    CrateRowDao crates = prepare(hbase);
    CrateRowAsyncDao async = new CrateRowAsyncDao(hbase.asyncConnection());
    Writers writers = writeUnderInjectedFaults(crates, "async", rows -> {
      try {
        async.putAllAtomically(rows).join();
      } catch (CompletionException e) {
        throw e.getCause() instanceof HBaseMapperException failed ? failed : e;
      }
    });

    assertThat(writers.failed.get()).as("calls failed by the injected faults").isPositive();
    assertThat(MiniBatchFaults.seen.get()).as("mini-batches").isEqualTo(writers.written.get() + writers.failed.get());
    assertThat(MiniBatchFaults.failed.get()).as("mini-batches failed").isEqualTo(writers.failed.get());
    assertThat(brokenGroups(crates, "async")).as("groups mixed or partial").isEmpty();
    assertThat(storedWriteIds(crates, "async")).isEqualTo(new TreeMap<>(writers.lastWritten));
  }

  /**
   * The evidence that the check above can fail: the same writes and faults with {@code putAll}, whose
   * crate batch lands before its slot batch fails, leave groups holding rows of two writes.
   */
  @Test
  void plainPutAllUnderTheSameInjectedFailuresLeavesGroupsMixedSoTheCheckCanFail(EmbeddedHBase hbase)
      throws Exception {
    CrateRowDao crates = prepare(hbase);
    Writers writers = writeUnderInjectedFaults(crates, "plain", crates::putAll);

    assertThat(writers.failed.get()).as("calls failed by the injected faults").isPositive();
    Map<String, String> broken = brokenGroups(crates, "plain");
    assertThat(broken).as("groups mixed or partial after %d failed putAll calls", writers.failed.get())
        .isNotEmpty();
    assertThat(broken.values()).anyMatch(why -> why.startsWith("mixed"));
  }

  @Test
  void aRegionServerAbortedDuringConcurrentAtomicGroupWritesLeavesEveryGroupWhole(EmbeddedHBase hbase)
      throws Exception {
    Connection shared = hbase.connection();
    prepare(hbase);
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
        CrateRowDao crates = new CrateRowDao(connection);
        Writers writers = new Writers("abort", crates::putAllAtomically, Integer.MAX_VALUE);
        writers.start();
        writers.awaitWritten(300, 20);
        second.getRegionServer().abort("taken down by the test, in the middle of atomic group writes");
        writers.aborted.set(true);
        writers.awaitWrittenAfterAbort(300, 45);
        writers.stop();

        assertThat(second.getRegionServer().isAborted()).isTrue();
        assertThat(writers.afterAbort.get()).as("writes after the region reopened").isPositive();
        // every group in the table, including those whose only calls failed: one write id each
        CrateRowDao reader = new CrateRowDao(shared);
        assertThat(brokenGroups(reader, "abort")).as("groups mixed or partial").isEmpty();
        assertThat(storedWriteIds(reader, "abort").keySet()).containsAll(writers.lastWritten.keySet());
      } finally {
        restore(cluster, second, servers);
        admin.balancerSwitch(balancer, true);
      }
    }
  }

  /** Creates the crates table with the fault observer loaded (inert until armed); a DAO on the shared connection. */
  private static CrateRowDao prepare(EmbeddedHBase hbase) throws Exception {
    Connection shared = hbase.connection();
    new SchemaManager(shared).createIfMissing(CrateRowDao.GROUP.schema());
    try (Admin admin = shared.getAdmin()) {
      MiniBatchFaults.install(admin, CRATES);
    }
    return new CrateRowDao(shared);
  }

  /**
   * Writes every group of the sites of {@code prefix} once without faults (each group exists whole),
   * then {@link #FAULTY_ROUNDS} more times with a fifth of the mini-batches failing; the writers.
   */
  private static Writers writeUnderInjectedFaults(CrateRowDao crates, String prefix, Consumer<List<CrateRow>> write)
      throws Exception {
    Writers clean = new Writers(prefix, write, 1);
    clean.start();
    clean.stop();
    assertThat(clean.failed.get()).as("failed calls without faults").isZero();
    Writers writers = new Writers(prefix, write, FAULTY_ROUNDS);
    writers.lastWritten.putAll(clean.lastWritten);
    MiniBatchFaults.arm(CRATES, FAULT_PROBABILITY);
    try {
      writers.start();
      writers.stop();
    } finally {
      MiniBatchFaults.disarm();
    }
    assertThat(writers.written.get()).as("calls acknowledged under faults").isPositive();
    return writers;
  }

  /**
   * The groups of the sites of {@code prefix} that are not whole, each with why: partial (not every row)
   * or mixed (rows of several writes).
   */
  static Map<String, String> brokenGroups(CrateRowDao crates, String prefix) {
    Map<String, List<String>> byGroup = new TreeMap<>();
    for (int t = 0; t < THREADS; t++) {
      for (CrateRow row : crates.query().site(prefix + t).list()) {
        byGroup.computeIfAbsent(group(row), k -> new ArrayList<>()).add(writeId(row));
      }
    }
    Map<String, String> broken = new TreeMap<>();
    byGroup.forEach((group, ids) -> {
      List<String> distinct = ids.stream().distinct().sorted().toList();
      if (distinct.size() > 1) {
        broken.put(group, "mixed: rows of writes " + distinct);
      } else if (ids.size() != SLOTS + 1) {
        broken.put(group, "partial: " + ids.size() + " of " + (SLOTS + 1) + " rows");
      }
    });
    return broken;
  }

  /** The write id the crate of each group of the sites of {@code prefix} holds. */
  static Map<String, String> storedWriteIds(CrateRowDao crates, String prefix) {
    Map<String, String> ids = new TreeMap<>();
    for (int t = 0; t < THREADS; t++) {
      for (CrateRow row : crates.query().site(prefix + t).list()) {
        if (row instanceof Crate c) {
          ids.put(group(c), c.writeId());
        }
      }
    }
    return ids;
  }

  /**
   * Eight threads, each writing its own groups (sites {@code prefix0} to {@code prefix7}) round after
   * round, each write with a new write id, until stopped or after {@code rounds} rounds.
   */
  private static final class Writers {
    final String prefix;
    final Consumer<List<CrateRow>> write;
    final int rounds;
    final ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    final List<Future<?>> running = new ArrayList<>();
    final AtomicBoolean stopping = new AtomicBoolean();
    final AtomicBoolean aborted = new AtomicBoolean();
    final AtomicInteger written = new AtomicInteger();
    final AtomicInteger afterAbort = new AtomicInteger();
    final AtomicInteger failed = new AtomicInteger();
    /** The write id of each group's last acknowledged write. */
    final Map<String, String> lastWritten = new ConcurrentHashMap<>();

    Writers(String prefix, Consumer<List<CrateRow>> write, int rounds) {
      this.prefix = prefix;
      this.write = write;
      this.rounds = rounds;
    }

    void start() {
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        running.add(pool.submit(() -> write(thread)));
      }
    }

    private void write(int thread) {
      String site = prefix + thread;
      for (int round = 0; round < rounds && !stopping.get(); round++) {
        for (int g = 0; g < GROUPS_PER_THREAD && !stopping.get(); g++) {
          String id = site + "-" + round + "-" + g + "-" + System.nanoTime();
          List<CrateRow> rows = new ArrayList<>();
          rows.add(new Crate(site, g, id));
          for (int s = 0; s < SLOTS; s++) {
            rows.add(new CrateSlot(site, g, s, id));
          }
          try {
            write.accept(rows);
            written.incrementAndGet();
            if (aborted.get()) {
              afterAbort.incrementAndGet();
            }
            lastWritten.put(site + "/" + g, id);
          } catch (HBaseMapperException e) { // a call that failed: an atomic one landed whole or not at all
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

    /** Waits for the writers to finish their rounds, telling them to stop if they have none. */
    void stop() throws Exception {
      if (rounds == Integer.MAX_VALUE) {
        stopping.set(true);
      }
      for (Future<?> f : running) {
        f.get(120, TimeUnit.SECONDS);
      }
      pool.shutdown();
    }
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
