package org.hbasemapper.it.async;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Faults under the asynchronous API: a table that is not there, a subscriber that throws or cancels
 * mid-batch, and regions that move or split under a running scan (hbase-client retries and resumes
 * after the last row delivered: nothing lost, nothing twice, no hang).
 */
@HBaseTest
class AsyncFailureTest {
  private static final int ROWS = 600;

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(TickMapper.INSTANCE.schema());
    List<Tick> ticks = new ArrayList<>();
    for (String series : List.of("moved", "split", "cancel", "thrower")) {
      for (int i = 0; i < ROWS; i++) {
        ticks.add(new Tick(series, i, i));
      }
    }
    new TickDao(connection).putAll(ticks);
  }

  @Test
  void aMissingTableFailsFuturesAndPublishersWithTheBlockingDaosException(AsyncConnection async) throws Exception {
    new SchemaManager(EmbeddedHBase.shared().connection()).createIfMissing(TickMapper.INSTANCE.schema()); // namespace
    GhostAsyncDao ghosts = new GhostAsyncDao(async);
    CompletableFuture<?> get = ghosts.get(1L);
    assertThat(catchFailure(get)).isInstanceOf(HBaseAccessException.class)
        .hasMessage("get on table async:ghost, row 0x8000000000000001 failed: table async:ghost does not exist; "
            + "create it first (SchemaManager.createIfMissing(schema))");
    assertThatThrownBy(() -> new GhostDao(EmbeddedHBase.shared().connection()).get(1L))
        .isInstanceOf(HBaseAccessException.class).hasMessageContaining("table async:ghost does not exist");

    Recorder<Ghost> recorder = new Recorder<>(1);
    ghosts.query().publisher().subscribe(recorder);
    assertThat(recorder.done.get(60, TimeUnit.SECONDS)).isNull();
    assertThat(recorder.error.get()).isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("table async:ghost does not exist");
    assertThat(recorder.items).isEmpty();
  }

  @Test
  void anExecutorShutDownStillGetsFuturesDoneAndEndsPublishersWithAnError(AsyncConnection async) throws Exception {
    java.util.concurrent.ExecutorService executor = java.util.concurrent.Executors.newSingleThreadExecutor();
    TickAsyncDao ticks = new TickAsyncDao(async, executor);
    executor.shutdown();
    assertThat(ticks.get("moved", 1L).get(30, TimeUnit.SECONDS)).contains(new Tick("moved", 1, 1)); // the truth, late
    Recorder<Tick> recorder = new Recorder<>(1);
    ticks.query().series("moved").publisher().subscribe(recorder);
    assertThat(recorder.done.get(30, TimeUnit.SECONDS)).isNull(); // never left waiting
    assertThat(recorder.subscribed).isDone();
    assertThat(recorder.error.get()).isInstanceOf(java.util.concurrent.RejectedExecutionException.class)
        .hasMessageContaining("refused a task (is it shut down?)");
  }

  @Test
  void aSubscriberThatThrowsIsCancelledAndItsScanClosed(AsyncConnection async) throws Exception {
    int before = EmbeddedHBase.shared().openScanners();
    Recorder<Tick> recorder = new Recorder<>(1) {
      @Override
      public void onNext(Tick item) {
        super.onNext(item);
        if (items.size() == 5) {
          throw new IllegalStateException("subscriber bug");
        }
      }
    };
    new TickAsyncDao(async).query().series("thrower").batchSize(50).publisher().subscribe(recorder);
    Thread.sleep(500); // nothing more arrives after the throw
    assertThat(recorder.items).hasSize(5);
    awaitScanners(before);
  }

  @Test
  void aCancelMidBatchStopsDeliveryAndClosesTheScan(AsyncConnection async) throws Exception {
    int before = EmbeddedHBase.shared().openScanners();
    Recorder<Tick> recorder = new Recorder<>(1) {
      @Override
      public void onNext(Tick item) {
        super.onNext(item);
        if (items.size() == 7) {
          subscription.cancel(); // in the middle of the first batch of 50
        }
      }
    };
    new TickAsyncDao(async).query().series("cancel").batchSize(50).publisher().subscribe(recorder);
    Thread.sleep(500);
    assertThat(recorder.items).hasSize(7);
    assertThat(recorder.done).isNotDone();
    awaitScanners(before);
  }

  @Test
  void aScanContinuesExactlyOnceAfterItsRegionMoves(AsyncConnection async, Connection connection) throws Exception {
    List<Long> seen = readWhile(async, "moved", () -> {
      try (Admin admin = connection.getAdmin()) {
        TableName table = TickMapper.INSTANCE.schema().tableName();
        for (RegionInfo region : admin.getRegions(table)) {
          admin.unassign(region.getEncodedNameAsBytes()); // the scan's next call finds no region server
          admin.assign(region.getEncodedNameAsBytes());
        }
      }
    });
    assertThat(seen).hasSize(ROWS).isSorted().doesNotHaveDuplicates();
  }

  @Test
  void aScanContinuesExactlyOnceAfterItsRegionSplits(AsyncConnection async, Connection connection) throws Exception {
    List<Long> seen = readWhile(async, "split", () -> {
      try (Admin admin = connection.getAdmin()) {
        TableName table = TickMapper.INSTANCE.schema().tableName();
        byte[] middle = TickMapper.INSTANCE.encodeKey(new TickMapper.Key("split", ROWS / 2));
        admin.split(table, middle);
        long deadline = System.currentTimeMillis() + 60_000;
        while (admin.getRegions(table).stream().noneMatch(r -> Bytes.equals(r.getStartKey(), middle))
            && System.currentTimeMillis() < deadline) {
          Thread.sleep(200);
        }
      }
    });
    assertThat(seen).hasSize(ROWS).isSorted().doesNotHaveDuplicates();
  }

  /** Reads series {@code series} one row per request, running {@code fault} after the first 100 rows. */
  private static List<Long> readWhile(AsyncConnection async, String series, Fault fault) throws Exception {
    List<Long> seen = new ArrayList<>();
    Recorder<Tick> recorder = new Recorder<>(0);
    new TickAsyncDao(async).query().series(series).batchSize(20).publisher().subscribe(recorder);
    recorder.subscribed.get(30, TimeUnit.SECONDS);
    for (int i = 0; i < ROWS + 1 && !recorder.done.isDone(); i++) {
      if (i == 100) {
        fault.run();
      }
      int had = recorder.items.size();
      recorder.subscription.request(1);
      long deadline = System.currentTimeMillis() + 60_000;
      while (recorder.items.size() == had && !recorder.done.isDone() && System.currentTimeMillis() < deadline) {
        Thread.sleep(1);
      }
    }
    assertThat(recorder.done.get(60, TimeUnit.SECONDS)).isNull();
    recorder.items.forEach(t -> seen.add(t.seq()));
    return seen;
  }

  private static void awaitScanners(int before) throws InterruptedException {
    long deadline = System.currentTimeMillis() + 30_000;
    while (EmbeddedHBase.shared().openScanners() > before && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
    }
    assertThat(EmbeddedHBase.shared().openScanners()).isLessThanOrEqualTo(before);
  }

  private static Throwable catchFailure(CompletableFuture<?> future) throws Exception {
    try {
      future.get(60, TimeUnit.SECONDS);
      throw new AssertionError("the future did not fail");
    } catch (ExecutionException e) {
      return e.getCause();
    }
  }

  interface Fault {
    void run() throws Exception;
  }

  /** Records what a publisher signals; requests {@code initial} on subscribe, more as the test asks. */
  static class Recorder<T> implements Flow.Subscriber<T> {
    final List<T> items = java.util.Collections.synchronizedList(new ArrayList<>());
    final CompletableFuture<Flow.Subscription> subscribed = new CompletableFuture<>();
    final CompletableFuture<Void> done = new CompletableFuture<>();
    final AtomicReference<Throwable> error = new AtomicReference<>();
    final long initial;
    volatile Flow.Subscription subscription;

    Recorder(long initial) {
      this.initial = initial;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      subscribed.complete(s);
      if (initial > 0) {
        s.request(initial);
      }
    }

    @Override
    public void onNext(T item) {
      items.add(item);
      if (initial > 0) {
        subscription.request(1);
      }
    }

    @Override
    public void onError(Throwable t) {
      error.set(t);
      done.complete(null);
    }

    @Override
    public void onComplete() {
      done.complete(null);
    }
  }
}
