package org.hbasemapper.runtime.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The publisher of asynchronous scans against the mini cluster, over raw rows of a table salted by
 * hand (a bucket byte before a 4-byte key): key order across buckets, forwards and reversed; demand
 * honoured row by row with at most one batch held per bucket; cancel, failures and bad requests;
 * signals on the executor.
 */
@HBaseTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RowPublisherTest {
  private static final TableName TABLE = TableName.valueOf("row_publisher");
  private static final byte[] F = Bytes.toBytes("f");
  private static final int BUCKETS = 4;
  private static final int ROWS = 400;
  private static final int BATCH = 5;

  private AsyncConnection async;
  private ExecutorService executor;

  @BeforeAll
  void load(Connection connection) throws Exception {
    try (Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(TABLE)) {
        byte[][] splits = new byte[BUCKETS - 1][];
        for (int b = 1; b < BUCKETS; b++) {
          splits[b - 1] = new byte[] {(byte) b};
        }
        admin.createTable(TableDescriptorBuilder.newBuilder(TABLE)
            .setColumnFamily(ColumnFamilyDescriptorBuilder.of(F)).build(), splits);
      }
    }
    List<Put> puts = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      puts.add(new Put(key(i)).addColumn(F, Bytes.toBytes("v"), Bytes.toBytes(i)));
    }
    try (Table table = connection.getTable(TABLE)) {
      table.put(puts);
    }
    async = ConnectionFactory.createAsyncConnection(connection.getConfiguration()).get();
    executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "signals"));
  }

  @AfterAll
  void close() throws IOException {
    executor.shutdown();
    async.close();
  }

  private static byte[] key(int i) {
    return Bytes.add(new byte[] {(byte) (i % BUCKETS)}, Bytes.toBytes(i));
  }

  private static List<Scan> buckets(boolean reversed) {
    List<Scan> scans = new ArrayList<>();
    for (int b = 0; b < BUCKETS; b++) {
      Scan scan = new Scan().setCaching(BATCH);
      if (reversed) {
        scan.setReversed(true).withStartRow(new byte[] {(byte) (b + 1)}, false)
            .withStopRow(new byte[] {(byte) b}, true);
      } else {
        scan.withStartRow(new byte[] {(byte) b}, true).withStopRow(new byte[] {(byte) (b + 1)}, false);
      }
      scans.add(scan);
    }
    return scans;
  }

  private RowPublisher<Integer> publisher(List<Scan> scans, boolean reversed, long offset, long limit,
      Function<Result, Integer> step) {
    return new RowPublisher<>(async, TABLE, scans, 1, reversed, executor, offset, limit, step,
        e -> new IllegalStateException(e));
  }

  private static Integer value(Result r) {
    return Bytes.toInt(r.getRow(), 1);
  }

  private static List<Integer> range(int from, int to) {
    List<Integer> out = new ArrayList<>();
    for (int i = from; i < to; i++) {
      out.add(i);
    }
    return out;
  }

  @Test
  void bucketsAreMergedIntoKeyOrderForwardsAndReversed() {
    assertThat(Collect.list(publisher(buckets(false), false, 0, -1, RowPublisherTest::value)).join())
        .containsExactlyElementsOf(range(0, ROWS));
    List<Integer> reversed = range(0, ROWS);
    Collections.reverse(reversed);
    assertThat(Collect.list(publisher(buckets(true), true, 0, -1, RowPublisherTest::value)).join())
        .containsExactlyElementsOf(reversed);
  }

  @Test
  void offsetLimitAndDroppedRowsApplyToTheMergedOrder() {
    Function<Result, Integer> evens = r -> value(r) % 2 == 0 ? value(r) : null;
    assertThat(Collect.list(publisher(buckets(false), false, 10, 7, evens)).join())
        .containsExactly(20, 22, 24, 26, 28, 30, 32);
    assertThat(Collect.count(publisher(buckets(false), false, 0, -1, evens)).join()).isEqualTo(ROWS / 2);
    assertThat(Collect.list(publisher(List.of(), false, 0, -1, RowPublisherTest::value)).join()).isEmpty();
  }

  @Test
  void oneRowAtATimeNeverGetsMoreThanRequestedAndHoldsAtMostABatchPerBucket() throws Exception {
    RowPublisher<Integer> publisher = publisher(buckets(false), false, 0, -1, RowPublisherTest::value);
    Recorder recorder = new Recorder(0);
    publisher.subscribe(recorder);
    await(() -> recorder.subscription != null);
    for (int i = 0; i < ROWS; i++) {
      recorder.subscription.request(1);
      int expected = i + 1;
      await(() -> recorder.items.size() >= expected);
      assertThat(recorder.items).hasSize(expected);
    }
    recorder.subscription.request(1);
    await(() -> recorder.completed);
    assertThat(recorder.items).containsExactlyElementsOf(range(0, ROWS));
    assertThat(recorder.overflow).isFalse();
    assertThat(publisher.stats().maxBuffered.get()).isLessThanOrEqualTo(BATCH);
    assertThat(publisher.stats().suspensions.get()).isGreaterThanOrEqualTo(ROWS / BATCH);
    assertThat(recorder.threads).containsOnly("signals");
  }

  @Test
  void withoutDemandTheScansStaySuspended() throws Exception {
    RowPublisher<Integer> publisher = publisher(buckets(false), false, 0, -1, RowPublisherTest::value);
    Recorder recorder = new Recorder(3);
    publisher.subscribe(recorder);
    await(() -> recorder.items.size() == 3);
    Thread.sleep(300);
    assertThat(recorder.items).containsExactly(0, 1, 2);
    assertThat(publisher.stats().maxBuffered.get()).isLessThanOrEqualTo(BATCH);
    assertThat(publisher.stats().finished.get()).isZero();
    recorder.subscription.cancel();
    // the suspended scans are resumed only to be terminated
    await(() -> publisher.stats().finished.get() == BUCKETS);
    assertThat(publisher.stats().terminations.get()).isPositive();
    assertThat(recorder.items).containsExactly(0, 1, 2);
    assertThat(recorder.completed).isFalse();
    assertThat(recorder.errors).isEmpty();
  }

  @Test
  void requestOfZeroOrLessFailsTheStream() throws Exception {
    for (long n : new long[] {0, -1, Long.MIN_VALUE}) {
      RowPublisher<Integer> publisher = publisher(buckets(false), false, 0, -1, RowPublisherTest::value);
      Recorder recorder = new Recorder(0);
      publisher.subscribe(recorder);
      await(() -> recorder.subscription != null);
      recorder.subscription.request(n);
      await(() -> !recorder.errors.isEmpty());
      Thread.sleep(50);
      assertThat(recorder.errors).singleElement().isInstanceOf(IllegalArgumentException.class);
      assertThat(recorder.items).isEmpty();
    }
  }

  @Test
  void aSubscriberThrowingInOnNextHasItsSubscriptionCancelled() throws Exception {
    RowPublisher<Integer> publisher = publisher(buckets(false), false, 0, -1, RowPublisherTest::value);
    Recorder recorder = new Recorder(Long.MAX_VALUE) {
      @Override
      public void onNext(Integer item) {
        super.onNext(item);
        throw new IllegalStateException("a subscriber's bug");
      }
    };
    publisher.subscribe(recorder);
    await(() -> publisher.stats().finished.get() == BUCKETS);
    Thread.sleep(100);
    assertThat(recorder.items).containsExactly(0);
    assertThat(recorder.errors).isEmpty();
    assertThat(recorder.completed).isFalse();
  }

  @Test
  void aFailingStepFailsTheStreamOnceAndTerminatesTheScans() throws Exception {
    RowPublisher<Integer> publisher = publisher(buckets(false), false, 0, -1, r -> {
      if (value(r) == 42) {
        throw new IllegalArgumentException("bad row 42");
      }
      return value(r);
    });
    Recorder recorder = new Recorder(Long.MAX_VALUE);
    publisher.subscribe(recorder);
    await(() -> !recorder.errors.isEmpty());
    await(() -> publisher.stats().finished.get() == BUCKETS);
    assertThat(recorder.items).containsExactlyElementsOf(range(0, 42));
    assertThat(recorder.errors).singleElement().extracting(Throwable::getMessage).isEqualTo("bad row 42");
    assertThat(recorder.completed).isFalse();
  }

  @Test
  void requestsMadeInsideOnNextDoNotRecurse() throws Exception {
    AtomicLong depth = new AtomicLong();
    AtomicLong maxDepth = new AtomicLong();
    RowPublisher<Integer> publisher = publisher(buckets(false), false, 0, -1, RowPublisherTest::value);
    Recorder recorder = new Recorder(1) {
      @Override
      public void onNext(Integer item) {
        maxDepth.accumulateAndGet(depth.incrementAndGet(), Math::max);
        super.onNext(item);
        subscription.request(1);
        depth.decrementAndGet();
      }
    };
    publisher.subscribe(recorder);
    await(() -> recorder.completed);
    assertThat(recorder.items).containsExactlyElementsOf(range(0, ROWS));
    assertThat(maxDepth.get()).isEqualTo(1);
  }

  private static void await(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("timed out");
      }
      Thread.sleep(2);
    }
  }

  /** Records what it is sent, asking for {@code initial} items at first; notes signals beyond demand. */
  static class Recorder implements Flow.Subscriber<Integer> {
    final List<Integer> items = new CopyOnWriteArrayList<>();
    final List<Throwable> errors = new CopyOnWriteArrayList<>();
    final List<String> threads = new CopyOnWriteArrayList<>();
    private final long initial;
    volatile Flow.Subscription subscription;
    volatile boolean completed;
    volatile boolean overflow;
    private final AtomicLong demand = new AtomicLong();

    Recorder(long initial) {
      this.initial = initial;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      threads.add(Thread.currentThread().getName());
      Flow.Subscription counting = new Flow.Subscription() {
        @Override
        public void request(long n) {
          if (n > 0) {
            demand.getAndUpdate(d -> d + n < 0 ? Long.MAX_VALUE : d + n);
          }
          s.request(n);
        }

        @Override
        public void cancel() {
          s.cancel();
        }
      };
      subscription = counting;
      if (initial > 0) {
        counting.request(initial);
      }
    }

    @Override
    public void onNext(Integer item) {
      threads.add(Thread.currentThread().getName());
      if (demand.getAndDecrement() <= 0) {
        overflow = true;
      }
      items.add(item);
    }

    @Override
    public void onError(Throwable failure) {
      threads.add(Thread.currentThread().getName());
      errors.add(failure);
    }

    @Override
    public void onComplete() {
      threads.add(Thread.currentThread().getName());
      completed = true;
    }
  }
}
