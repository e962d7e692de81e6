package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A repository over a salted table: a fixed host reads one bucket, an in-list of hosts reads the buckets
 * they hash to and merges them in key order; double filters hold across zero. Hosts {@code rp*} are this
 * class's own.
 */
@HBaseTest
class GaugeRepositoryTest {
  static final long T0 = 1_800_000_000_000L;
  static final Comparator<Gauge> KEY_ORDER = Comparator.comparing(Gauge::hostId).thenComparingLong(Gauge::time);
  static GaugeRepository readings;
  static final List<Gauge> LOADED = new ArrayList<>();

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(GaugeMapper.INSTANCE.schema());
    readings = new GaugeRepositoryImpl(connection);
    for (int h = 0; h < 10; h++) {
      for (int t = 0; t < 20; t++) {
        LOADED.add(new Gauge(host(h), time(t), (h - 5) + t / 10.0 - 1));
      }
    }
    readings.saveAll(LOADED);
  }

  static String host(int h) {
    return String.format("rp%03d", h);
  }

  static long time(int t) {
    return T0 + t * 1000L;
  }

  static List<Gauge> expected(Predicate<Gauge> which) {
    return LOADED.stream().filter(which).sorted(KEY_ORDER).toList();
  }

  @Test
  void aFixedHostReadsItsSeriesInTimeOrder() {
    assertThat(readings.findByHostId(host(4))).isEqualTo(expected(r -> r.hostId().equals(host(4))));
    assertThat(readings.findByHostIdAndTimeBetween(host(4), time(3), time(7)))
        .isEqualTo(expected(r -> r.hostId().equals(host(4)) && r.time() >= time(3) && r.time() <= time(7)))
        .hasSize(5);
  }

  @Test
  void pagesOfOneHostReturnEveryPointOnce() {
    List<Gauge> read = new ArrayList<>();
    Page<Gauge> page = readings.findByHostId(host(7), PageRequest.ofSize(6));
    read.addAll(page.content());
    while (page.hasNext()) {
      page = readings.findByHostId(host(7), page.next());
      read.addAll(page.content());
    }
    assertThat(read).isEqualTo(expected(r -> r.hostId().equals(host(7))));
  }

  @Test
  void doubleFiltersHoldForNegativeValues() {
    for (double max : new double[] {-6.0, -2.05, -0.0, 0.0, 0.5, 3.85}) {
      assertThat(readings.findByHostIdAndValueLessThan(host(2), max)).as("value < %s", max)
          .isEqualTo(expected(r -> r.hostId().equals(host(2)) && Double.compare(r.value(), max) < 0));
    }
  }

  @Test
  void anInListReadsSeveralBucketsInKeyOrder() {
    List<String> hosts = List.of(host(9), host(1), host(5), "rpnone");
    assertThat(readings.findByHostIdIn(hosts)).isEqualTo(expected(r -> hosts.contains(r.hostId()))).hasSize(60);
    assertThat(readings.countByHostIdInAndValueGreaterThanEqual(hosts, -1.5))
        .isEqualTo(expected(r -> hosts.contains(r.hostId()) && r.value() >= -1.5).size());
  }
}
