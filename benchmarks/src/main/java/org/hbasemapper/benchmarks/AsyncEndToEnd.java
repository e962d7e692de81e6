package org.hbasemapper.benchmarks;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AdvancedScanResultConsumer;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.AsyncTable;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.benchmarks.handwritten.HandwrittenSale;
import org.hbasemapper.benchmarks.model.PlainSaleAsyncDao;
import org.hbasemapper.benchmarks.model.SaleAsyncDao;
import org.hbasemapper.benchmarks.model.SaleDao;
import org.hbasemapper.benchmarks.model.SaleMapper;
import org.hbasemapper.benchmarks.model.SaltedSaleAsyncDao;

/**
 * The asynchronous API on the same cluster and rows as {@link EndToEnd}: independent gets with 100
 * in flight against the blocking DAO's loop and against raw {@code AsyncTable.get}; a 100,000-row
 * prefix scan through {@code publisher()} against raw {@code AsyncTable.scan}; the salted merged
 * publisher against the unsalted one.
 */
final class AsyncEndToEnd {
  static final int IN_FLIGHT = 100;

  private AsyncEndToEnd() {}

  static void run(EndToEnd e2e, AsyncConnection async, SaleDao sales, List<SaleMapper.Key> keys, List<byte[]> rawKeys,
      int rows) {
    SaleAsyncDao asyncSales = new SaleAsyncDao(async);
    TableName saleTable = SaleMapper.INSTANCE.schema().tableName();
    AsyncTable<AdvancedScanResultConsumer> raw = async.getTable(saleTable);

    e2e.pair("e2e.async-get", () -> EndToEnd.time(() -> inFlight(keys, k -> asyncSales.get(k)
        .thenAccept(found -> found.orElseThrow()))), () -> EndToEnd.time(() -> {
          for (SaleMapper.Key k : keys) {
            sales.get(k).orElseThrow();
          }
        }));
    e2e.pair("e2e.async-get-raw", () -> EndToEnd.time(() -> inFlight(keys, k -> asyncSales.get(k)
        .thenAccept(found -> found.orElseThrow()))), () -> EndToEnd.time(() -> inFlight(rawKeys,
            k -> raw.get(new Get(k)).thenAccept(HandwrittenSale::optimal))));

    e2e.pair("e2e.async-scan", () -> EndToEnd.time(() -> require(drain(asyncSales.query().userId(EndToEnd.USER)
        .publisher()), rows)), () -> EndToEnd.time(() -> require(rawScan(raw, new Scan()
            .setStartStopRowForPrefixScan(Bytes.toBytes(EndToEnd.USER))), rows)));

    SaltedSaleAsyncDao salted = new SaltedSaleAsyncDao(async);
    PlainSaleAsyncDao plain = new PlainSaleAsyncDao(async);
    e2e.pair("e2e.async-salted-scan", () -> EndToEnd.time(() -> require(drain(salted.query().publisher()), rows)),
        () -> EndToEnd.time(() -> require(drain(plain.query().publisher()), rows)));
  }

  /** Runs {@code call} for every key with at most {@value #IN_FLIGHT} calls outstanding; waits for all. */
  static <K> void inFlight(List<K> keys, Function<K, CompletableFuture<?>> call) {
    Semaphore permits = new Semaphore(IN_FLIGHT);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    for (K key : keys) {
      permits.acquireUninterruptibly();
      call.apply(key).whenComplete((r, e) -> {
        if (e != null) {
          failure.compareAndSet(null, e);
        }
        permits.release();
      });
    }
    permits.acquireUninterruptibly(IN_FLIGHT);
    if (failure.get() != null) {
      throw new IllegalStateException(failure.get());
    }
  }

  /** Reads every element of {@code publisher}, asking for 1,000 at a time; returns how many arrived. */
  static long drain(Flow.Publisher<?> publisher) {
    return consume(publisher, 1_000, e -> {});
  }

  /** Reads every element, requesting {@code batch} at a time (1: one by one); returns how many arrived. */
  static <T> long consume(Flow.Publisher<T> publisher, long batch, Consumer<? super T> each) {
    CountDownLatch done = new CountDownLatch(1);
    AtomicLong count = new AtomicLong();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    publisher.subscribe(new Flow.Subscriber<T>() {
      private Flow.Subscription subscription;
      private long outstanding;

      @Override
      public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        outstanding = batch;
        s.request(batch);
      }

      @Override
      public void onNext(T item) {
        each.accept(item);
        count.incrementAndGet();
        if (--outstanding == 0) {
          outstanding = batch;
          subscription.request(batch);
        }
      }

      @Override
      public void onError(Throwable t) {
        failure.set(t);
        done.countDown();
      }

      @Override
      public void onComplete() {
        done.countDown();
      }
    });
    try {
      if (!done.await(10, TimeUnit.MINUTES)) {
        throw new IllegalStateException("publisher did not complete within 10 minutes");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    if (failure.get() != null) {
      throw new IllegalStateException(failure.get());
    }
    return count.get();
  }

  /** A raw asynchronous scan mapping each row by hand on hbase-client's thread; returns the rows read. */
  private static long rawScan(AsyncTable<AdvancedScanResultConsumer> table, Scan scan) {
    CountDownLatch done = new CountDownLatch(1);
    AtomicLong count = new AtomicLong();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    table.scan(scan, new AdvancedScanResultConsumer() {
      @Override
      public void onNext(Result[] results, ScanController controller) {
        for (Result r : results) {
          HandwrittenSale.optimal(r);
        }
        count.addAndGet(results.length);
      }

      @Override
      public void onError(Throwable error) {
        failure.set(error);
        done.countDown();
      }

      @Override
      public void onComplete() {
        done.countDown();
      }
    });
    try {
      done.await(10, TimeUnit.MINUTES);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    if (failure.get() != null) {
      throw new IllegalStateException(failure.get());
    }
    return count.get();
  }

  private static void require(long n, int expected) {
    if (n != expected) {
      throw new IllegalStateException("read " + n + " rows, expected " + expected);
    }
  }
}
