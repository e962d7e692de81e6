package org.hbasemapper.it.shaded;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.SchemaManager;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The asynchronous DAOs on hbase-shaded-client's {@code AsyncConnection}. */
class ShadedAsyncDaoTest {
  static final Instant T0 = Instant.parse("2026-02-01T00:00:00Z");
  static final int SALES = 30;
  static final int HOSTS = 4;

  static SaleAsyncDao sales;
  static ReadingAsyncDao readings;

  @BeforeAll
  static void load() {
    ForkedHBase hbase = ForkedHBase.shared();
    SchemaManager schemas = new SchemaManager(hbase.connection());
    schemas.createIfMissing(SaleMapper.INSTANCE.schema());
    schemas.createIfMissing(ReadingMapper.INSTANCE.schema());
    AsyncConnection async = hbase.asyncConnection();
    sales = new SaleAsyncDao(async);
    readings = new ReadingAsyncDao(async);
    List<CompletableFuture<Void>> puts = new ArrayList<>();
    for (int i = 0; i < SALES; i++) {
      puts.add(sales.put(new Sale("eve", T0.plusSeconds(i), "q" + (i % 3), BigDecimal.ONE, "a" + i)));
    }
    for (int h = 0; h < HOSTS; h++) {
      for (int t = 0; t < 5; t++) {
        puts.add(readings.put(new Reading("async-" + h, t, t)));
      }
    }
    CompletableFuture.allOf(puts.toArray(CompletableFuture[]::new)).join();
  }

  @Test
  void getAndDeleteAsFutures() throws Exception {
    Sale sale = new Sale("frank", T0, "q1", new BigDecimal("2.00"), "x");
    sales.put(sale).get(30, TimeUnit.SECONDS);
    assertThat(sales.get("frank", T0).get(30, TimeUnit.SECONDS)).contains(sale);
    sales.delete("frank", T0).get(30, TimeUnit.SECONDS);
    assertThat(sales.get("frank", T0).get(30, TimeUnit.SECONDS)).isEmpty();
  }

  @Test
  void aPublisherScansWithBackpressure() throws Exception {
    List<Sale> eve = collect(sales.query().userId("eve").batchSize(7).publisher());
    assertThat(eve).hasSize(SALES).extracting(Sale::note).startsWith("a29", "a28");
    // salted: one scan per bucket, merged by demand in key order
    List<Reading> all = collect(readings.query().publisher());
    assertThat(all).hasSizeGreaterThanOrEqualTo(HOSTS * 5)
        .isSortedAccordingTo(Comparator.comparing(Reading::host).thenComparing(Reading::time));
    assertThat(all.size()).isEqualTo(readings.query().count().get(30, TimeUnit.SECONDS).intValue());
    assertThat(collect(readings.query().host("async-2").publisher())).extracting(Reading::time)
        .containsExactly(0L, 1L, 2L, 3L, 4L);
  }

  /** Every item of {@code publisher}, requested three at a time. */
  static <T> List<T> collect(Flow.Publisher<T> publisher) throws Exception {
    List<T> out = new CopyOnWriteArrayList<>();
    CompletableFuture<Void> done = new CompletableFuture<>();
    publisher.subscribe(new Flow.Subscriber<>() {
      Flow.Subscription subscription;

      @Override
      public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(3);
      }

      @Override
      public void onNext(T item) {
        out.add(item);
        if (out.size() % 3 == 0) {
          subscription.request(3);
        }
      }

      @Override
      public void onError(Throwable t) {
        done.completeExceptionally(t);
      }

      @Override
      public void onComplete() {
        done.complete(null);
      }
    });
    done.get(60, TimeUnit.SECONDS);
    return out;
  }
}
