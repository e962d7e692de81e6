package org.hbasemapper.it.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.recordtypes.LineItem;
import org.hbasemapper.it.recordtypes.OrderHeader;
import org.hbasemapper.it.recordtypes.OrderRowDao;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationListener;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every DAO operation starts one operation with the entity, the data table and its name, reports what
 * it read, and ends once with the failure the caller sees: blocking and asynchronous, queries, index
 * lookups and wide rows alike.
 */
@HBaseTest
class OperationListenerTest {
  static final Recorder RECORDER = new Recorder();
  static final MapperOptions OPTIONS = MapperOptions.defaults().withListener(RECORDER);
  static Connection connection;
  static AsyncConnection async;
  static ExecutorService executor;
  static VisitDao visits;
  static VisitAsyncDao asyncVisits;

  @BeforeAll
  static void setUp(Connection c) throws Exception {
    connection = c;
    new SchemaManager(c).createIfMissing(VisitMapper.INSTANCE.schema());
    async = ConnectionFactory.createAsyncConnection(c.getConfiguration()).get();
    executor = Executors.newFixedThreadPool(2, r -> new Thread(r, "listener-test"));
    visits = new VisitDao(c, OPTIONS);
    asyncVisits = new VisitAsyncDao(async, executor, OPTIONS);
    List<Visit> all = new ArrayList<>();
    for (int s = 0; s < 10; s++) {
      for (int t = 0; t < 5; t++) {
        all.add(new Visit("site" + s, 1_000L + t, "/p" + t, 10 + t, 0, null));
      }
    }
    visits.putAll(all);
  }

  @AfterAll
  static void tearDown() throws Exception {
    executor.shutdown();
    async.close();
  }

  @BeforeEach
  void clear() {
    RECORDER.take();
  }

  private static void assertOne(String operation, long rows) {
    Recorder.Heard h = RECORDER.only();
    assertThat(h.info.entity()).isEqualTo("Visit");
    assertThat(h.info.table().getNameAsString()).isEqualTo("obs:visit");
    assertThat(h.operation()).isEqualTo(operation);
    assertThat(h.ends.get()).as("ends of %s", h).isEqualTo(1);
    assertThat(h.failure).isNull();
    assertThat(h.rows).as("rows of %s", h).isEqualTo(rows);
    assertThat(h.activations.get()).as("activations of %s", h).isPositive();
  }

  @Test
  void writesAndReadsByKeyAreOneOperationEach() {
    visits.put(new Visit("w", 1L, "/a", 5, 0, null));
    assertOne("put", -1);
    visits.replace(new Visit("w", 1L, "/b", 6, 0, null));
    assertOne("replace", -1);
    assertThat(visits.putIfAbsent(new Visit("w", 2L, "/a", 1, 0, null))).isTrue();
    assertOne("putIfAbsent", -1);
    assertThat(visits.get("w", 1L)).isPresent();
    assertOne("get", 1);
    assertThat(visits.get("w", 99L)).isEmpty();
    assertOne("get", 0);
    assertThat(visits.getAll(List.of(new VisitMapper.Key("w", 1L), new VisitMapper.Key("w", 2L),
        new VisitMapper.Key("w", 3L)))).hasSize(2);
    assertOne("getAll", 2);
    assertThat(visits.exists("w", 2L)).isTrue();
    assertOne("exists", 1);
    assertThat(visits.incrementViews("w", 1L, 3)).isEqualTo(3);
    assertOne("increment", -1);
    assertThat(visits.update("w", 1L).set(VisitQuery.MILLIS, 7).apply()).isTrue();
    assertOne("update", -1);
    visits.delete("w", 2L);
    assertOne("delete", -1);
    visits.putAll(List.of(new Visit("w", 3L, "/c", 1, 0, null)));
    assertOne("putAll", -1);
  }

  @Test
  void aFailureEndsTheOperationWithWhatTheCallerSees() {
    assertThatThrownBy(() -> visits.get((VisitMapper.Key) null)).isInstanceOf(IllegalArgumentException.class);
    Recorder.Heard h = RECORDER.only();
    assertThat(h.operation()).isEqualTo("get");
    assertThat(h.ends.get()).isEqualTo(1);
    assertThat(h.failure).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key is null");

    assertThat(asyncVisits.get((VisitMapper.Key) null)).failsWithin(10, TimeUnit.SECONDS);
    h = RECORDER.only();
    assertThat(h.ends.get()).isEqualTo(1);
    assertThat(h.failure).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void queriesReportTheirBucketsAndRows() {
    // other tests write rows of their own to the table: at least the 50 loaded
    List<Visit> everything = visits.query().list();
    assertThat(everything).hasSizeGreaterThanOrEqualTo(50);
    Recorder.Heard list = RECORDER.only();
    assertThat(list.operation()).isEqualTo("query.list");
    assertThat(list.buckets).isEqualTo(4);
    assertThat(list.rows).isEqualTo(everything.size());
    assertThat(list.ends.get()).isEqualTo(1);

    assertThat(visits.query().site("site3").list()).hasSize(5);
    Recorder.Heard one = RECORDER.only();
    assertThat(one.buckets).isEqualTo(1);
    assertThat(one.rows).isEqualTo(5);

    assertThat(visits.query().site("site3").first()).isPresent();
    assertThat(RECORDER.only().operation()).isEqualTo("query.first");
    long counted = visits.query().count();
    assertThat(counted).isGreaterThanOrEqualTo(50);
    Recorder.Heard count = RECORDER.only();
    assertThat(count.operation()).isEqualTo("query.count");
    assertThat(count.buckets).isEqualTo(4);
    assertThat(count.rows).isEqualTo(counted);
    Page<Visit> page = visits.query().site("site3").page(PageRequest.ofSize(2));
    assertThat(page.content()).hasSize(2);
    Recorder.Heard paged = RECORDER.only();
    assertThat(paged.operation()).isEqualTo("query.page");
    assertThat(paged.ends.get()).isEqualTo(1);
  }

  @Test
  void aStreamEndsOnceWhenClosedBeforeItsEndAndWhenExhausted() {
    Recorder.Heard early;
    try (Stream<Visit> stream = visits.query().stream()) {
      assertThat(stream.limit(3).count()).isEqualTo(3);
      early = RECORDER.only();
      assertThat(early.ended()).isFalse(); // still open
    }
    assertThat(early.ends.get()).isEqualTo(1);
    assertThat(early.operation()).isEqualTo("query.stream");
    try (Stream<Visit> stream = visits.query().site("site1").stream()) {
      assertThat(stream.count()).isEqualTo(5);
      Recorder.Heard h = RECORDER.take().get(0);
      assertThat(h.ends.get()).isEqualTo(1); // exhausted
      stream.close();
      assertThat(h.ends.get()).isEqualTo(1); // and closed: still once
      assertThat(h.rows).isEqualTo(5);
    }
  }

  @Test
  void indexLookupsReportHitsAndStaleEntries() throws Exception {
    visits.put(new Visit("idx", 1L, "/stale", 1, 0, null));
    RECORDER.take();
    // the data row changes behind the DAO's back: its index entry for /stale is stale now
    try (Table table = connection.getTable(VisitMapper.INSTANCE.schema().tableName())) {
      byte[] row = VisitMapper.INSTANCE.encodeKey(new VisitMapper.Key("idx", 1L));
      table.put(new Put(row).addColumn(Bytes.toBytes("d"), Bytes.toBytes("page"), Bytes.toBytes("/moved")));
    }
    assertThat(visits.findByPage("/stale").list()).isEmpty();
    Recorder.Heard h = RECORDER.only();
    assertThat(h.operation()).isEqualTo("index.list");
    assertThat(h.stale).isEqualTo(1);
    assertThat(h.rows).isZero();

    assertThat(visits.findByPage("/p2").count()).isEqualTo(10);
    Recorder.Heard count = RECORDER.only();
    assertThat(count.operation()).isEqualTo("index.count");
    assertThat(count.rows).isEqualTo(10);
  }

  @Test
  void wideRowsAreOperationsOfTheirEntity() {
    visits.tags("site0", 1_000L).put("lang", "en");
    assertOne("wideRow.put", -1);
    assertThat(visits.tags("site0", 1_000L).get("lang")).contains("en");
    assertOne("wideRow.get", 1);
    assertThat(visits.tags("site0", 1_000L).page(PageRequest.ofSize(10)).content()).hasSize(1);
    assertOne("wideRow.page", 1);
    assertThat(visits.tags("site0", 1_000L).count()).isEqualTo(1);
    assertOne("wideRow.count", 1);
    try (Stream<Map.Entry<String, String>> tags = visits.tags("site0", 1_000L).stream()) {
      assertThat(tags.count()).isEqualTo(1);
    }
    assertOne("wideRow.stream", 1);
  }

  @Test
  void asynchronousOperationsEndBeforeTheirFutureCompletes() {
    Optional<Visit> found = asyncVisits.get("site2", 1_001L).join();
    assertThat(found).isPresent();
    assertOne("get", 1);
    asyncVisits.put(new Visit("aw", 1L, "/x", 1, 0, null)).join();
    assertOne("put", -1);
    assertThat(asyncVisits.query().site("site2").list().join()).hasSize(5);
    Recorder.Heard list = RECORDER.only();
    assertThat(list.operation()).isEqualTo("query.list");
    assertThat(list.buckets).isEqualTo(1);
    assertThat(list.rows).isEqualTo(5);
    assertThat(list.ends.get()).isEqualTo(1);
    assertThat(asyncVisits.findByPage("/p1").list().join()).hasSize(10);
    Recorder.Heard index = RECORDER.only();
    assertThat(index.operation()).isEqualTo("index.list");
    assertThat(index.rows).isEqualTo(10);
    assertThat(index.ends.get()).isEqualTo(1);
  }

  @Test
  void aPublisherEndsItsOperationWhenCancelled() throws Exception {
    Flow.Publisher<Visit> publisher = asyncVisits.query().publisher();
    assertThat(RECORDER.take()).isEmpty(); // nothing runs before a subscription
    java.util.concurrent.CountDownLatch got = new java.util.concurrent.CountDownLatch(1);
    publisher.subscribe(new Flow.Subscriber<>() {
      Flow.Subscription subscription;

      @Override
      public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(1);
      }

      @Override
      public void onNext(Visit item) {
        subscription.cancel();
        got.countDown();
      }

      @Override
      public void onError(Throwable throwable) {}

      @Override
      public void onComplete() {}
    });
    assertThat(got.await(10, TimeUnit.SECONDS)).isTrue();
    Recorder.Heard h = RECORDER.take().get(0);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!h.ended() && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertThat(h.operation()).isEqualTo("query.publisher");
    assertThat(h.ends.get()).isEqualTo(1);
    assertThat(h.failure).isNull();
    assertThat(h.buckets).isEqualTo(4);
  }

  @Test
  void aGroupReportsItsOwnOperationsBesideItsMembers(Connection c) {
    new SchemaManager(c).createIfMissing(OrderRowDao.GROUP.schema());
    OrderRowDao orders = new OrderRowDao(c, OPTIONS);
    RECORDER.take();
    orders.putAll(List.of(new OrderHeader("obsgrp01", 1L, Instant.ofEpochMilli(1), "open"),
        new LineItem("obsgrp01", 1L, 1, "sku-1", 1, BigDecimal.ONE),
        new LineItem("obsgrp01", 1L, 2, "sku-2", 2, BigDecimal.TEN)));
    List<Recorder.Heard> writes = RECORDER.take();
    assertThat(writes).extracting(h -> h.info.entity() + " " + h.operation())
        .containsExactly("OrderRow putAll", "OrderHeader putAll", "LineItem putAll");
    assertThat(writes).allSatisfy(h -> assertThat(h.ends.get()).isEqualTo(1));
    assertThat(writes.get(0).info.table().getNameAsString()).isEqualTo("book:orders");

    assertThat(orders.query().customer("obsgrp01").order(1L).list()).hasSize(3);
    Recorder.Heard list = RECORDER.only();
    assertThat(list.info.entity()).isEqualTo("OrderRow");
    assertThat(list.operation()).isEqualTo("query.list");
    assertThat(list.rows).isEqualTo(3);

    assertThat(orders.query().customer("obsgrp01").order(1L).delete()).isEqualTo(3);
    List<Recorder.Heard> deletes = RECORDER.take();
    Recorder.Heard delete = deletes.get(0);
    assertThat(delete.info.entity() + " " + delete.operation()).isEqualTo("OrderRow query.delete");
    assertThat(delete.rows).isEqualTo(3);
    assertThat(delete.ends.get()).isEqualTo(1);
    // the indexed line items go through their DAO's delete, each an operation of its own
    assertThat(deletes.subList(1, deletes.size())).extracting(h -> h.info.entity() + " " + h.operation())
        .containsOnly("LineItem delete");
  }

  @Test
  void aListenerThatThrowsIsIgnored(Connection c) {
    OperationListener broken = info -> new Operation() {
      @Override
      public void rows(long count) {
        throw new IllegalStateException("rows");
      }

      @Override
      public void end(Throwable failure) {
        throw new IllegalStateException("end");
      }
    };
    VisitDao dao = new VisitDao(c, MapperOptions.defaults().withListener(broken));
    assertThat(dao.get("site1", 1_000L)).isPresent();
    assertThat(dao.query().site("site1").list()).hasSize(5);
    VisitDao throwsOnStart = new VisitDao(c, MapperOptions.defaults().withListener(info -> {
      throw new IllegalStateException("start");
    }));
    assertThat(throwsOnStart.exists("site1", 1_000L)).isTrue();
  }
}
