package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.hbasemapper.runtime.HBaseAccessException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Salted tables spread rows over every region and still answer in key order, merged across buckets. */
@HBaseTest
class SaltedQueryTest {
  static final int HOSTS = 40;
  static final int POINTS = 50;
  static ReadingDao readings;
  static EventDao events;

  static final Comparator<Reading> KEY_ORDER = Comparator.comparing(Reading::hostId).thenComparingLong(Reading::time);

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    // ts:reading afresh: the tests below compare whole scans, and other classes of this JVM
    // (PageTokenTest, UnclosedStreamTest, BadDataTest) store readings of their own in it
    schemas.drop(ReadingMapper.INSTANCE.schema());
    schemas.create(ReadingMapper.INSTANCE.schema());
    schemas.createIfMissing(EventMapper.INSTANCE.schema());
    readings = new ReadingDao(connection);
    events = new EventDao(connection);
    List<Reading> all = new ArrayList<>();
    for (int h = 0; h < HOSTS; h++) {
      for (int t = 0; t < POINTS; t++) {
        all.add(new Reading(String.format("h%03d", h), 1_700_000_000_000L + t * 1000L, h + t / 100.0));
      }
    }
    readings.putAll(all);
    List<Event> evs = new ArrayList<>();
    for (long t = -500; t < 500; t++) {
      evs.add(new Event(t, (int) (t & 3), "k" + t));
    }
    events.putAll(evs);
  }

  static List<Reading> expectedAll() {
    List<Reading> out = new ArrayList<>();
    for (int h = 0; h < HOSTS; h++) {
      for (int t = 0; t < POINTS; t++) {
        out.add(new Reading(String.format("h%03d", h), 1_700_000_000_000L + t * 1000L, h + t / 100.0));
      }
    }
    out.sort(KEY_ORDER);
    return out;
  }

  @Test
  void tableIsPreSplitPerBucketAndEveryRegionHoldsRows(Connection connection) throws Exception {
    try (Admin admin = connection.getAdmin();
        Table table = connection.getTable(ReadingMapper.INSTANCE.schema().tableName())) {
      List<RegionInfo> regions = admin.getRegions(ReadingMapper.INSTANCE.schema().tableName());
      assertThat(regions).hasSize(8);
      for (RegionInfo region : regions) {
        int rows = 0;
        try (ResultScanner scanner = table.getScanner(new Scan().withStartRow(region.getStartKey())
            .withStopRow(region.getEndKey()))) {
          while (scanner.next() != null) {
            rows++;
          }
        }
        assertThat(rows).as("rows in region %s", region.getRegionNameAsString()).isGreaterThan(0);
      }
    }
  }

  @Test
  void aHostsSeriesComesBackInTimeOrderFromOneBucket() {
    List<Reading> series = readings.query().hostId("h007").list();
    assertThat(series).hasSize(POINTS).isSortedAccordingTo(Comparator.comparingLong(Reading::time));
    assertThat(readings.query().hostId("h007").timeBetween(1_700_000_010_000L, 1_700_000_020_000L).count()).isEqualTo(10);
  }

  @Test
  void scansAcrossBucketsAreMergedIntoKeyOrder() {
    assertThat(readings.query().list()).containsExactlyElementsOf(expectedAll());
    assertThat(readings.query().reversed().list()).containsExactlyElementsOf(reversedCopy(expectedAll()));
    assertThat(readings.query().hostIdBetween("h010", "h013").list())
        .containsExactlyElementsOf(expectedAll().stream().filter(r -> r.hostId().compareTo("h010") >= 0
            && r.hostId().compareTo("h013") < 0).toList());
    assertThat(readings.query().count()).isEqualTo((long) HOSTS * POINTS);
  }

  @Test
  void limitAndOffsetApplyToTheMergedOrder() {
    assertThat(readings.query().limit(17).list()).containsExactlyElementsOf(expectedAll().subList(0, 17));
    assertThat(readings.query().offset(60).limit(5).list()).containsExactlyElementsOf(expectedAll().subList(60, 65));
    assertThat(readings.query().first()).contains(expectedAll().get(0));
  }

  @Test
  void cursorPagesAcrossBucketsHaveNoGapsOrDuplicates() {
    List<Reading> all = expectedAll();
    for (int size : new int[] {7, 50, 999, 2000, 5000}) {
      assertThat(pages(readings.query(), false, size)).as("pages of %d", size).containsExactlyElementsOf(all);
      assertThat(pages(readings.query(), true, size)).as("reversed pages of %d", size)
          .containsExactlyElementsOf(reversedCopy(all));
    }
    // page size 1 over three hosts, spread over several buckets
    List<Reading> few = all.stream().filter(r -> r.hostId().compareTo("h003") < 0).toList();
    assertThat(pages(readings.query().hostIdBefore("h003"), false, 1)).containsExactlyElementsOf(few);
    assertThat(pages(readings.query().hostIdBefore("h003"), true, 1)).containsExactlyElementsOf(reversedCopy(few));
  }

  private static List<Reading> pages(org.hbasemapper.runtime.query.KeyQuery<Reading, ?> query, boolean reversed,
      int size) {
    List<Reading> out = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(size);
    while (true) {
      Page<Reading> page = reversed ? query.reversed().page(request) : query.page(request);
      out.addAll(page.content());
      if (!page.hasNext()) {
        return out;
      }
      request = page.next();
    }
  }

  @Test
  void wholeKeySaltingStillAnswersTimeRangesInOrderIncludingNegatives() {
    List<Event> window = events.query().timeBetween(-3, 4).list();
    assertThat(window).extracting(Event::time).containsExactly(-3L, -2L, -1L, 0L, 1L, 2L, 3L);
    assertThat(events.query().timeBetween(-3, 4).reversed().list()).extracting(Event::time)
        .containsExactly(3L, 2L, 1L, 0L, -1L, -2L, -3L);
    assertThat(events.query().time(42).list()).extracting(Event::kind).containsExactly("k42");
    assertThat(events.query().time(42).sequence(2).list()).hasSize(1);
    assertThat(events.query().timeFrom(490).count()).isEqualTo(10);
  }

  @Test
  void bucketsAreReadInSmallBatchesWithoutLosingOrder() {
    // caching(n) is the batch each bucket fetches per round trip: 1 and 3 force many prefetch rounds
    List<Reading> all = expectedAll();
    assertThat(readings.query().batchSize(1).limit(100).list()).containsExactlyElementsOf(all.subList(0, 100));
    assertThat(readings.query().batchSize(3).list()).containsExactlyElementsOf(all);
    assertThat(readings.query().batchSize(3).reversed().list()).containsExactlyElementsOf(reversedCopy(all));
    assertThat(readings.query().batchSize(7).count()).isEqualTo(all.size());
  }

  @Test
  void oneDaoServesManyThreadsAtOnce() throws Exception {
    List<Reading> all = expectedAll();
    ExecutorService callers = Executors.newFixedThreadPool(8);
    try {
      List<Future<List<Reading>>> results = new ArrayList<>();
      for (int i = 0; i < 16; i++) {
        int host = i;
        results.add(callers.submit(() -> host % 2 == 0 ? readings.query().batchSize(20).list()
            : readings.query().hostId(String.format("h%03d", host)).list()));
      }
      for (int i = 0; i < results.size(); i++) {
        String host = String.format("h%03d", i);
        List<Reading> expected = i % 2 == 0 ? all : all.stream().filter(r -> r.hostId().equals(host)).toList();
        assertThat(results.get(i).get(2, TimeUnit.MINUTES)).as("caller %d", i).containsExactlyElementsOf(expected);
      }
    } finally {
      callers.shutdownNow();
    }
  }

  @Test
  void saltedStreamsClosedEarlyOrExhaustedReleaseEveryBucketScanner(EmbeddedHBase hbase) {
    int baseline = hbase.openScanners();
    try (Stream<Reading> stream = readings.query().batchSize(5).stream()) {
      assertThat(stream.limit(12).count()).isEqualTo(12);
      assertThat(hbase.openScanners()).as("bucket scanners open while the stream is").isGreaterThan(baseline);
    }
    assertThat(hbase.openScanners()).as("all closed with the stream").isEqualTo(baseline);

    Stream<Reading> exhausted = readings.query().batchSize(50).stream();
    assertThat(exhausted.count()).isEqualTo((long) HOSTS * POINTS);
    assertThat(hbase.openScanners()).as("all closed once exhausted, before close()").isEqualTo(baseline);
    exhausted.close();

    readings.query().limit(3).list();
    readings.query().page(PageRequest.ofSize(10));
    readings.query().count();
    assertThat(hbase.openScanners()).as("after list, page and count").isEqualTo(baseline);
  }

  @Test
  void aFailingBucketScanNamesTheTable(Connection connection) {
    UnmadeDao unmade = new UnmadeDao(connection);
    assertThatThrownBy(() -> unmade.query().list())
        .isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("scan on table ts:unmade failed");
    assertThatThrownBy(() -> unmade.query().count())
        .isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("ts:unmade");
    assertThatThrownBy(() -> unmade.query().id(1).list())
        .isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("scan on table ts:unmade failed");
  }

  static <T> List<T> reversedCopy(List<T> list) {
    List<T> out = new ArrayList<>(list);
    java.util.Collections.reverse(out);
    return out;
  }
}
