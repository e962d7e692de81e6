package org.hbasemapper.it.shaded;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated DAOs and the runtime under them on hbase-shaded-client: each kind of I/O they do
 * (single-row writes and reads, atomic row mutations, prefix scans paged by token, salted fan-out
 * scans, index tables, wide rows, schema administration) once, against the cluster in the other JVM.
 */
class ShadedDaoTest {
  static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  static final int SALES_PER_USER = 25;
  static final int HOSTS = 6;
  static final int READINGS_PER_HOST = 10;

  static Connection connection;
  static SaleDao sales;
  static ReadingDao readings;
  static FollowsDao follows;

  @BeforeAll
  static void load() {
    connection = ForkedHBase.shared().connection();
    SchemaManager schemas = new SchemaManager(connection);
    for (TableSchema schema : List.of(SaleMapper.INSTANCE.schema(), ReadingMapper.INSTANCE.schema(),
        FollowsMapper.INSTANCE.schema())) {
      schemas.createIfMissing(schema);
    }
    sales = new SaleDao(connection);
    readings = new ReadingDao(connection);
    follows = new FollowsDao(connection);
    List<Sale> all = new ArrayList<>();
    for (String user : List.of("ann", "bob")) {
      for (int i = 0; i < SALES_PER_USER; i++) {
        all.add(sale(user, i));
      }
    }
    sales.putAll(all);
    List<Reading> points = new ArrayList<>();
    for (int h = 0; h < HOSTS; h++) {
      for (int t = 0; t < READINGS_PER_HOST; t++) {
        points.add(new Reading("host-" + h, 1_000L + t, h * 100 + t));
      }
    }
    readings.putAll(points);
  }

  static Sale sale(String user, int i) {
    return new Sale(user, T0.plusSeconds(i), "p" + (i % 5), BigDecimal.valueOf(100 + i, 2), "n" + i);
  }

  @Test
  void createIfMissingCreatedTheNamespaceAndTablesAndThenLeavesThemAlone() throws Exception {
    SchemaManager schemas = new SchemaManager(connection);
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.listNamespaceDescriptors()).extracting(NamespaceDescriptor::getName).contains("shaded");
    }
    // the index table comes with the data table
    assertThat(schemas.createIfMissing(SaleMapper.INSTANCE.schema())).isFalse();
    assertThat(schemas.exists(SaleMapper.INSTANCE.schema())).isTrue();
    assertThat(schemas.differences(SaleMapper.INSTANCE.schema())).isEmpty();
    assertThat(schemas.differences(ReadingMapper.INSTANCE.schema())).isEmpty();
  }

  @Test
  void putGetReplaceDelete() {
    Sale sale = new Sale("carol", T0, "p9", new BigDecimal("12.50"), "gift");
    sales.put(sale);
    assertThat(sales.get("carol", T0)).contains(sale);

    // replace makes the row exactly the entity: the null note's cell goes
    Sale replaced = new Sale("carol", T0, "p9", new BigDecimal("13.00"), null);
    sales.replace(replaced);
    assertThat(sales.get("carol", T0)).contains(replaced);

    sales.delete("carol", T0);
    assertThat(sales.get("carol", T0)).isEmpty();
    assertThat(sales.exists("carol", T0)).isFalse();
  }

  @Test
  void aPrefixQueryPagesByTokenNewestFirst() {
    List<Sale> walked = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(10);
    int pages = 0;
    while (true) {
      Page<Sale> page = sales.query().userId("ann").page(request);
      walked.addAll(page.content());
      pages++;
      if (!page.hasNext()) {
        break;
      }
      // a web client gets the token and hands it back
      request = PageRequest.fromToken(page.next().toToken());
    }
    assertThat(pages).isEqualTo(3);
    assertThat(walked).hasSize(SALES_PER_USER).allMatch(s -> s.userId().equals("ann"))
        .isSortedAccordingTo(Comparator.comparing(Sale::time).reversed())
        .doesNotHaveDuplicates();
    assertThat(sales.query().userId("ann").timeBetween(T0.plusSeconds(5), T0.plusSeconds(8)).list())
        .extracting(Sale::note).containsExactly("n7", "n6", "n5");
  }

  @Test
  void aSaltedQueryMergesItsBucketsInKeyOrder() {
    List<Reading> all;
    // a range of hosts spans every bucket: one scan per bucket, merged
    try (Stream<Reading> stream = readings.query().hostBetween("host-", "host.").stream()) {
      all = stream.toList();
    }
    assertThat(all).hasSize(HOSTS * READINGS_PER_HOST)
        .isSortedAccordingTo(Comparator.comparing(Reading::host).thenComparing(Reading::time));
    assertThat(readings.query().hostBetween("host-", "host.").reversed().limit(3).list())
        .extracting(Reading::time).containsExactly(1_009L, 1_008L, 1_007L);
    assertThat(readings.query().host("host-3").list()).hasSize(READINGS_PER_HOST)
        .allMatch(r -> r.host().equals("host-3"));
  }

  @Test
  void anIndexLookupFindsTheRowsOfOneProduct() {
    assertThat(sales.findByProductId("p3").list())
        .hasSize(10) // 5 of each user's 25
        .allMatch(s -> s.productId().equals("p3"));
    assertThat(sales.findByProductId("none").list()).isEmpty();
  }

  @Test
  void aWideRowIsWrittenAndReadEntryByEntry() {
    follows.put(new Follows(7L, "dora", Map.of()));
    WideRow<Long, String> followed = follows.followed(7L);
    for (long user = 1; user <= 120; user++) {
      followed.put(user, "since-" + user);
    }
    assertThat(followed.get(42L)).contains("since-42");
    assertThat(followed.count()).isEqualTo(120);
    try (Stream<Map.Entry<Long, String>> entries = followed.batchSize(25).stream()) {
      assertThat(entries.map(Map.Entry::getKey).toList()).hasSize(120).isSorted();
    }
    Page<Map.Entry<Long, String>> first = followed.page(PageRequest.ofSize(50));
    assertThat(first.content()).hasSize(50);
    assertThat(followed.page(first.next()).content().get(0).getKey()).isEqualTo(51L);
    followed.remove(42L);
    assertThat(followed.contains(42L)).isFalse();
  }
}
