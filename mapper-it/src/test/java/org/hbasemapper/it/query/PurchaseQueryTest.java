package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seeds' purchase records answer "the user's most recent N purchases", "purchases in a time
 * window" and pages of 50 through a user's history, through typed generated calls.
 */
@HBaseTest
class PurchaseQueryTest {
  static final Instant T0 = Instant.parse("2024-01-01T00:00:00Z");
  static final int PER_USER = 237;
  static PurchaseDao purchases;

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(PurchaseMapper.INSTANCE.schema());
    purchases = new PurchaseDao(connection);
    List<Purchase> all = new ArrayList<>();
    for (String user : List.of("u1", "u10", "u2")) {
      for (int i = 0; i < PER_USER; i++) {
        all.add(new Purchase(user, T0.plus(Duration.ofMinutes(i)), "p" + (i % 40), BigDecimal.valueOf(i, 2), i % 5));
      }
    }
    purchases.putAll(all);
  }

  static List<Purchase> historyOf(String user) {
    List<Purchase> out = new ArrayList<>();
    for (int i = 0; i < PER_USER; i++) {
      out.add(new Purchase(user, T0.plus(Duration.ofMinutes(i)), "p" + (i % 40), BigDecimal.valueOf(i, 2), i % 5));
    }
    out.sort(Comparator.comparing(Purchase::time).reversed());
    return out;
  }

  @Test
  void mostRecentPurchasesComeFirst() {
    List<Purchase> recent = purchases.query().userId("u1").limit(5).list();

    assertThat(recent).containsExactlyElementsOf(historyOf("u1").subList(0, 5));
    assertThat(recent.get(0).time()).isEqualTo(T0.plus(Duration.ofMinutes(PER_USER - 1)));
  }

  @Test
  void fixedWidthPrefixNeverLeaksTheNeighbouringUser() {
    assertThat(purchases.query().userId("u1").list()).hasSize(PER_USER).allMatch(p -> p.userId().equals("u1"));
    assertThat(purchases.query().userId("u1").count()).isEqualTo(PER_USER);
    assertThat(purchases.query().userId("u10").count()).isEqualTo(PER_USER);
    assertThat(purchases.query().userId("u").count()).isZero();
  }

  @Test
  void timeWindowIsHalfOpenInJavaOrderDespiteTheDescendingEncoding() {
    Instant from = T0.plus(Duration.ofMinutes(10));
    Instant to = T0.plus(Duration.ofMinutes(20));

    List<Purchase> window = purchases.query().userId("u1").timeBetween(from, to).list();

    assertThat(window).hasSize(10).extracting(Purchase::time)
        .containsExactlyElementsOf(historyOf("u1").stream().map(Purchase::time)
            .filter(t -> !t.isBefore(from) && t.isBefore(to)).toList());
    assertThat(purchases.query().userId("u1").timeFrom(to).count()).isEqualTo(PER_USER - 20);
    assertThat(purchases.query().userId("u1").timeBefore(from).count()).isEqualTo(10);
    assertThat(purchases.query().userId("u1").timeBetween(from, from).count()).as("empty range").isZero();
    assertThatThrownBy(() -> purchases.query().userId("u1").timeBetween(to, from)).as("inverted range")
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Purchase.time");
  }

  @Test
  void pagesOfFiftyThroughAHistoryEqualTheWholeHistory() {
    List<Purchase> seen = new ArrayList<>();
    Page<Purchase> page = purchases.query().userId("u1").page(PageRequest.ofSize(50));
    int pages = 1;
    while (true) {
      seen.addAll(page.content());
      if (!page.hasNext()) {
        break;
      }
      page = purchases.query().userId("u1").page(PageRequest.fromToken(page.next().toToken()));
      pages++;
    }
    assertThat(pages).isEqualTo(5);
    assertThat(seen).containsExactlyElementsOf(historyOf("u1"));
  }

  @Test
  void everyPagingModeOverSeveralSizesConcatenatesToTheFullResult() {
    List<Purchase> all = purchases.query().userId("u2").list();
    List<Purchase> oldestFirst = purchases.query().userId("u2").reversed().list();
    assertThat(oldestFirst).containsExactlyElementsOf(reversedCopy(all));
    for (int size : new int[] {1, 7, 50, 236, 237, 238, 1000}) {
      assertThat(cursorPages(false, size)).as("cursor pages of %d", size).containsExactlyElementsOf(all);
      assertThat(cursorPages(true, size)).as("reversed cursor pages of %d", size).containsExactlyElementsOf(oldestFirst);
      List<Purchase> byOffset = new ArrayList<>();
      for (long offset = 0; offset < PER_USER; offset += size) {
        byOffset.addAll(purchases.query().userId("u2").page(PageRequest.atOffset(offset, size)).content());
      }
      assertThat(byOffset).as("offset pages of %d", size).containsExactlyElementsOf(all);
    }
  }

  private static List<Purchase> cursorPages(boolean reversed, int size) {
    List<Purchase> out = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(size);
    while (true) {
      var query = purchases.query().userId("u2");
      Page<Purchase> page = reversed ? query.reversed().page(request) : query.page(request);
      out.addAll(page.content());
      assertThat(page.content().size()).isLessThanOrEqualTo(size);
      if (!page.hasNext()) {
        return out;
      }
      request = page.next();
    }
  }

  @Test
  void offsetLimitFirstAndCount() {
    List<Purchase> history = historyOf("u1");
    assertThat(purchases.query().userId("u1").offset(3).limit(4).list()).containsExactlyElementsOf(history.subList(3, 7));
    assertThat(purchases.query().userId("u1").first()).contains(history.get(0));
    assertThat(purchases.query().userId("u1").offset(230).count()).isEqualTo(7);
    assertThat(purchases.query().userId("u1").limit(9).count()).isEqualTo(9);
    assertThat(purchases.query().count()).isEqualTo(3L * PER_USER);
  }

  @Test
  void equalityOnTheLastVariableComponentIsExact() {
    Instant t = T0.plus(Duration.ofMinutes(3));
    assertThat(purchases.query().userId("u1").time(t).productId("p3").list()).hasSize(1);
    assertThat(purchases.query().userId("u1").time(t).productId("p").list()).as("not a prefix match").isEmpty();
    assertThat(purchases.query().userId("u1").time(t).productIdFrom("p").list()).hasSize(1);
  }

  @Test
  void cellTimeRangeAndFamilies(Connection connection) throws Exception {
    PurchaseDao dao = new PurchaseDao(connection);
    long before = System.currentTimeMillis() - 1;
    Thread.sleep(5);
    long cut = System.currentTimeMillis();
    Thread.sleep(5);
    dao.put(new Purchase("late", T0, "p1", BigDecimal.ONE, 1));
    dao.put(new Purchase("late", T0.plusSeconds(1), "p1", BigDecimal.ONE, 1));

    assertThat(dao.query().userId("late").cellTimeRange(cut, Long.MAX_VALUE).count()).isEqualTo(2);
    assertThat(dao.query().userId("u1").cellTimeRange(0, before).count()).isEqualTo(PER_USER);
    assertThat(dao.query().userId("u1").cellTimeRange(cut, Long.MAX_VALUE).count()).isZero();
    assertThat(dao.query().userId("late").families("d").list()).hasSize(2);
    assertThatThrownBy(() -> dao.query().families("nope"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has no family 'nope'");
  }

  @Test
  void streamsClosedEarlyOrExhaustedReleaseTheirScanners(EmbeddedHBase hbase) {
    int baseline = hbase.openScanners();
    try (Stream<Purchase> stream = purchases.query().userId("u1").batchSize(10).stream()) {
      assertThat(stream.limit(3).count()).isEqualTo(3);
      assertThat(hbase.openScanners()).as("scanner open while the stream is").isGreaterThan(baseline);
    }
    assertThat(hbase.openScanners()).as("closed with the stream").isEqualTo(baseline);

    Stream<Purchase> exhausted = purchases.query().userId("u2").batchSize(10).stream();
    assertThat(exhausted.count()).isEqualTo(PER_USER);
    assertThat(hbase.openScanners()).as("closed once exhausted, before close()").isEqualTo(baseline);
  }

  @Test
  void nullQueryArgumentNamesTheComponent() {
    assertThatThrownBy(() -> purchases.query().userId(null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Purchase.userId");
  }

  @Test
  void pageTokensAreUrlSafeAndRoundTrip() {
    Page<Purchase> page = purchases.query().userId("u1").page(PageRequest.ofSize(3));
    String token = page.next().toToken();
    assertThat(token).matches("[A-Za-z0-9_-]+");
    assertThat(PageRequest.fromToken(token)).isEqualTo(page.next());
    assertThat(new HashSet<>(purchases.query().userId("u1").page(PageRequest.fromToken(token)).content()))
        .doesNotContainAnyElementsOf(page.content());
  }

  static <T> List<T> reversedCopy(List<T> list) {
    List<T> out = new ArrayList<>(list);
    java.util.Collections.reverse(out);
    return out;
  }
}
