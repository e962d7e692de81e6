package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.util.Bytes;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated purchase repository against the cluster: every method of {@link PurchaseRepository} on rows with
 * negative prices and quantities, whose time is a descending key component. Users are this class's own
 * ({@code repo*}), so the other purchase tests sharing the table do not show up in the answers.
 */
@HBaseTest
class PurchaseRepositoryTest {
  static final Instant T0 = Instant.parse("2025-03-01T00:00:00Z");
  static final String A = "repoA";
  static final String B = "repoB";
  static final String NOBODY = "repoNone";
  static final List<String> PRODUCTS = List.of("ab1", "ab2", "cd1");
  /** The table's order: user, then newest first, then product. */
  static final Comparator<Purchase> KEY_ORDER = Comparator.comparing(Purchase::userId)
      .thenComparing(Purchase::time, Comparator.reverseOrder()).thenComparing(Purchase::productId);

  static PurchaseRepository repository;
  static PurchaseDao dao;
  static List<Purchase> loaded = new ArrayList<>();

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(PurchaseMapper.INSTANCE.schema());
    repository = new PurchaseRepositoryImpl(connection);
    dao = new PurchaseDao(connection);
    for (String user : List.of(A, B)) {
      for (int i = 0; i < 10; i++) {
        for (int j = 0; j < PRODUCTS.size(); j++) {
          loaded.add(new Purchase(user, at(i), PRODUCTS.get(j), BigDecimal.valueOf((i - 5) * 125L + j, 2), i - 5 + j));
        }
      }
    }
    repository.saveAll(loaded);
  }

  static Instant at(int minute) {
    return T0.plus(Duration.ofMinutes(minute));
  }

  static List<Purchase> of(String user, Predicate<Purchase> where) {
    return loaded.stream().filter(p -> p.userId().equals(user)).filter(where).sorted(KEY_ORDER).toList();
  }

  @Test
  void crudMethodsGoThroughTheDao() {
    Purchase one = new Purchase("repoCrud", at(1), "x", new BigDecimal("-1.50"), -3);
    Purchase two = new Purchase("repoCrud", at(2), "y", new BigDecimal("2.50"), 4);
    PurchaseMapper.Key oneKey = PurchaseMapper.INSTANCE.keyOf(one);
    PurchaseMapper.Key twoKey = PurchaseMapper.INSTANCE.keyOf(two);
    PurchaseMapper.Key missing = new PurchaseMapper.Key("repoCrud", at(3), "z");

    assertThat(repository.save(one)).isSameAs(one);
    assertThat(repository.findById(oneKey)).contains(one);
    assertThat(repository.existsById(oneKey)).isTrue();
    assertThat(repository.existsById(missing)).isFalse();
    assertThat(repository.findById(missing)).isEmpty();

    assertThat(repository.saveAll(List.of(two))).containsExactly(two);
    assertThat(repository.findAllById(List.of(twoKey, missing, oneKey))).containsExactly(two, one);

    repository.deleteById(oneKey);
    assertThat(repository.existsById(oneKey)).isFalse();
    repository.delete(two);
    assertThat(repository.findById(twoKey)).isEmpty();
    assertThat(repository.countByUserId("repoCrud")).isZero();
  }

  @Test
  void prefixScanSubjects() {
    List<Purchase> all = of(A, p -> true);

    assertThat(repository.findByUserId(A)).containsExactlyElementsOf(all);
    try (Stream<Purchase> rows = repository.streamByUserId(A)) {
      assertThat(rows).containsExactlyElementsOf(all);
    }
    assertThat(repository.countByUserId(A)).isEqualTo(30);
    assertThat(repository.existsByUserId(A)).isTrue();
    assertThat(repository.existsByUserId(NOBODY)).isFalse();
    assertThat(repository.findByUserId(NOBODY)).isEmpty();
    assertThat(repository.findFirstByUserId(A)).contains(all.get(0));
    assertThat(repository.findFirstByUserId(NOBODY)).isEmpty();
  }

  @Test
  void orderByFollowsOrReversesTheDescendingTime() {
    List<Purchase> all = of(A, p -> true);
    List<Purchase> reversed = new ArrayList<>(all);
    Collections.reverse(reversed);

    assertThat(repository.findByUserIdOrderByTimeDesc(A)).containsExactlyElementsOf(all);
    assertThat(repository.findTop5ByUserIdOrderByTimeAsc(A)).containsExactlyElementsOf(reversed.subList(0, 5));
    assertThat(repository.findTop5ByUserIdOrderByTimeAsc(A).get(0).time()).isEqualTo(at(0));
  }

  @Test
  void betweenOnTheDescendingTimeIncludesBothBounds() {
    List<Purchase> window = repository.findByUserIdAndTimeBetween(A, at(2), at(5));

    assertThat(window).containsExactlyElementsOf(of(A, p -> !p.time().isBefore(at(2)) && !p.time().isAfter(at(5))));
    assertThat(window).extracting(Purchase::time).contains(at(2), at(5)).hasSize(12);
    assertThat(repository.findByUserIdAndTimeBetween(A, at(4), at(4))).hasSize(3);
    // bounds the wrong way round are a mistake, said so rather than answered with nothing
    assertThatThrownBy(() -> repository.findByUserIdAndTimeBetween(A, at(5), at(4)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Purchase.time");
  }

  @Test
  void comparisonsOnTheDescendingTime() {
    Instant t = at(4);

    assertThat(repository.findByUserIdAndTimeBefore(A, t)).containsExactlyElementsOf(of(A, p -> p.time().isBefore(t)));
    assertThat(repository.findByUserIdAndTimeLessThan(A, t))
        .containsExactlyElementsOf(of(A, p -> p.time().isBefore(t)));
    assertThat(repository.findByUserIdAndTimeLessThanEqual(A, t))
        .containsExactlyElementsOf(of(A, p -> !p.time().isAfter(t))).hasSize(15);
    assertThat(repository.findByUserIdAndTimeAfter(A, t)).containsExactlyElementsOf(of(A, p -> p.time().isAfter(t)));
    assertThat(repository.findByUserIdAndTimeGreaterThan(A, t))
        .containsExactlyElementsOf(of(A, p -> p.time().isAfter(t)));
    assertThat(repository.findByUserIdAndTimeGreaterThanEqual(A, t))
        .containsExactlyElementsOf(of(A, p -> !p.time().isBefore(t))).hasSize(18);
    assertThat(repository.findByUserIdAndTimeBefore(A, at(0))).isEmpty();
    assertThat(repository.findByUserIdAndTimeAfter(A, at(9))).isEmpty();
  }

  @Test
  void comparisonsOnColumnsHoldForNegativeNumbers() {
    assertThat(repository.findByUserIdAndQuantityLessThan(A, -2))
        .containsExactlyElementsOf(of(A, p -> p.quantity() < -2)).isNotEmpty();
    assertThat(repository.findByUserIdAndQuantityLessThanEqual(A, -2))
        .containsExactlyElementsOf(of(A, p -> p.quantity() <= -2));
    assertThat(repository.findByUserIdAndQuantityGreaterThan(A, -2))
        .containsExactlyElementsOf(of(A, p -> p.quantity() > -2));
    assertThat(repository.findByUserIdAndQuantityBetween(A, -3, 1))
        .containsExactlyElementsOf(of(A, p -> p.quantity() >= -3 && p.quantity() <= 1))
        .extracting(Purchase::quantity).contains(-3, 1);

    BigDecimal minus = new BigDecimal("-2.49");
    assertThat(repository.findByUserIdAndPriceGreaterThan(A, minus))
        .containsExactlyElementsOf(of(A, p -> p.price().compareTo(minus) > 0));
    assertThat(repository.findByUserIdAndPriceGreaterThanEqual(A, minus))
        .containsExactlyElementsOf(of(A, p -> p.price().compareTo(minus) >= 0)).extracting(Purchase::price)
        .contains(minus);
    assertThat(repository.findByUserIdAndPriceLessThan(A, minus))
        .containsExactlyElementsOf(of(A, p -> p.price().compareTo(minus) < 0)).isNotEmpty();
    assertThat(repository.countByUserIdAndPriceLessThan(A, minus))
        .isEqualTo(of(A, p -> p.price().compareTo(minus) < 0).size());
    assertThat(repository.existsByUserIdAndQuantityLessThan(A, -4)).isTrue();
    assertThat(repository.existsByUserIdAndQuantityLessThan(A, -5)).isFalse();
    try (Stream<Purchase> rows = repository.streamByUserIdAndQuantityGreaterThanEqual(A, 3)) {
      assertThat(rows).containsExactlyElementsOf(of(A, p -> p.quantity() >= 3));
    }
  }

  @Test
  void rangeOnTheKeyAndBetweenOnAColumnTogether() {
    BigDecimal low = new BigDecimal("-3.74");
    BigDecimal high = new BigDecimal("1.25");

    assertThat(repository.findByUserIdAndTimeBetweenAndPriceBetween(A, at(1), at(7), low, high))
        .containsExactlyElementsOf(of(A, p -> !p.time().isBefore(at(1)) && !p.time().isAfter(at(7))
            && p.price().compareTo(low) >= 0 && p.price().compareTo(high) <= 0))
        .extracting(Purchase::price).contains(low, high);
  }

  @Test
  void inIsPrefixRangesOrAMultiGet() {
    assertThat(repository.findByUserIdIn(List.of(B, NOBODY, A)))
        .containsExactlyInAnyOrderElementsOf(both(p -> true))
        .hasSize(60);

    assertThat(repository.findByUserIdAndTimeAndProductIdIn(A, at(3), List.of("cd1", "zz", "ab1")))
        .containsExactly(loaded.get(3 * 3 + 2), loaded.get(3 * 3));
    List<Instant> times = List.of(at(8), at(2), at(5));
    assertThat(repository.findByUserIdAndTimeInAndQuantityGreaterThanEqual(A, times, 0))
        .containsExactlyInAnyOrderElementsOf(of(A, p -> times.contains(p.time()) && p.quantity() >= 0));
  }

  @Test
  void getAndStartingWith() {
    assertThat(repository.findByUserIdAndTimeAndProductId(A, at(3), "ab2")).isEqualTo(loaded.get(3 * 3 + 1));
    assertThat(repository.findByUserIdAndTimeAndProductId(A, at(3), "ab3")).isNull();
    assertThat(repository.findByUserIdAndTimeAndProductIdStartingWith(A, at(3), "ab"))
        .containsExactly(loaded.get(3 * 3), loaded.get(3 * 3 + 1));
    assertThat(repository.findByUserIdAndTimeAndProductIdStartingWith(A, at(3), "")).hasSize(3);
    assertThat(repository.findByUserIdAndTimeAndProductIdStartingWith(A, at(3), "x")).isEmpty();
  }

  @Test
  void pagesReturnEveryRowOnce() {
    List<Purchase> seen = new ArrayList<>();
    Page<Purchase> page = repository.findByUserId(A, PageRequest.ofSize(7));
    int pages = 1;
    seen.addAll(page.content());
    while (page.hasNext()) {
      assertThat(page.content()).hasSize(7);
      page = repository.findByUserId(A, page.next());
      seen.addAll(page.content());
      pages++;
    }

    assertThat(seen).containsExactlyElementsOf(of(A, p -> true));
    assertThat(pages).isBetween(5, 6);
    assertThat(repository.findByUserId(NOBODY, PageRequest.ofSize(7)).content()).isEmpty();
  }

  @Test
  void projectionReadsTheRecordsComponents() {
    assertThat(repository.findLinesByUserId(A)).containsExactlyElementsOf(
        of(A, p -> true).stream().map(p -> new PurchaseRepository.SaleLine(p.productId(), p.price())).toList());
    // productId comes from the row key: the only cell read is d:price
    assertThat(PurchaseRepository_SaleLineProjection.INSTANCE.columns())
        .extracting(column -> Bytes.toString(column[0]) + ":" + Bytes.toString(column[1])).containsExactly("d:price");
  }

  @Test
  void fullScansAreFiltered() {
    BigDecimal min = new BigDecimal("5.00");
    List<Purchase> scanned = repository.findByPriceGreaterThan(min);
    assertThat(scanned).allMatch(p -> p.price().compareTo(min) > 0);
    assertThat(mine(scanned)).containsExactlyElementsOf(both(p -> p.price().compareTo(min) > 0)).isNotEmpty();

    BigDecimal max = new BigDecimal("-5.00");
    List<Purchase> negative = repository.findByQuantityLessThanAndPriceLessThanEqual(-3, max);
    assertThat(negative).allMatch(p -> p.quantity() < -3 && p.price().compareTo(max) <= 0);
    assertThat(mine(negative)).containsExactlyElementsOf(both(p -> p.quantity() < -3 && p.price().compareTo(max) <= 0))
        .isNotEmpty();
  }

  /** The rows of both users of this class that match, in key order. */
  static List<Purchase> both(Predicate<Purchase> where) {
    return Stream.concat(of(A, where).stream(), of(B, where).stream()).toList();
  }

  static List<Purchase> mine(List<Purchase> rows) {
    return rows.stream().filter(p -> p.userId().equals(A) || p.userId().equals(B)).toList();
  }

  @Test
  void deletesRowByRow() {
    String user = "repoDel";
    List<Purchase> rows = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      rows.add(new Purchase(user, at(i), "p", BigDecimal.ONE, i));
    }
    repository.saveAll(rows);

    assertThat(repository.deleteByUserIdAndTimeBefore(user, at(2))).isEqualTo(2);
    assertThat(repository.findByUserId(user)).extracting(Purchase::time).containsExactly(at(5), at(4), at(3), at(2));
    repository.deleteByUserId(user);
    assertThat(repository.existsByUserId(user)).isFalse();
  }

  /**
   * A null where a method sets a row-key component, a bound included, is refused as the builder refuses it, naming
   * the method, the parameter and the component, before any I/O: never read as an open bound (a {@code Between}
   * with a null {@code to} returned the rows after {@code from}; a delete with a null bound deleted them).
   */
  @Test
  void nullKeyArgumentsAreRefusedBeforeAnyIo(Connection connection) {
    String user = "repoNull";
    repository.saveAll(List.of(new Purchase(user, at(1), "p", BigDecimal.ONE, 1),
        new Purchase(user, at(2), "p", BigDecimal.TEN, 2)));
    List<String> operations = new CopyOnWriteArrayList<>();
    PurchaseRepository watched = new PurchaseRepositoryImpl(connection, MapperOptions.defaults().withListener(info -> {
      operations.add(info.operation());
      return Operation.NONE;
    }));

    refusedKey(() -> watched.findByUserIdAndTimeBetween(user, at(1), null), "findByUserIdAndTimeBetween", "to",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeBetween(user, null, at(2)), "findByUserIdAndTimeBetween", "from",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeBetween(null, at(1), at(2)), "findByUserIdAndTimeBetween", "userId",
        "Purchase.userId");
    refusedKey(() -> watched.findByUserIdAndTimeBefore(user, null), "findByUserIdAndTimeBefore", "time",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeAfter(user, null), "findByUserIdAndTimeAfter", "time",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeLessThan(user, null), "findByUserIdAndTimeLessThan", "time",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeLessThanEqual(user, null), "findByUserIdAndTimeLessThanEqual", "time",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeGreaterThan(user, null), "findByUserIdAndTimeGreaterThan", "time",
        "Purchase.time");
    refusedKey(() -> watched.findByUserIdAndTimeGreaterThanEqual(user, null), "findByUserIdAndTimeGreaterThanEqual",
        "time", "Purchase.time");
    refusedKey(() -> watched.deleteByUserIdAndTimeBefore(user, null), "deleteByUserIdAndTimeBefore", "before",
        "Purchase.time");
    refusedKey(() -> watched.findByUserId(null), "findByUserId", "userId", "Purchase.userId");
    refusedKey(() -> watched.countByUserId(null), "countByUserId", "userId", "Purchase.userId");
    refusedKey(() -> watched.existsByUserId(null), "existsByUserId", "userId", "Purchase.userId");
    refusedKey(() -> watched.deleteByUserId(null), "deleteByUserId", "userId", "Purchase.userId");
    refusedKey(() -> watched.findByUserIdAndTimeAndProductId(user, at(1), null), "findByUserIdAndTimeAndProductId",
        "productId", "Purchase.productId");
    refusedKey(() -> watched.findByUserIdAndTimeAndProductIdStartingWith(user, at(1), null),
        "findByUserIdAndTimeAndProductIdStartingWith", "prefix", "Purchase.productId");
    refusedKey(() -> watched.findByUserIdAndProductId(user, null), "findByUserIdAndProductId", "productId",
        "Purchase.productId");
    refusedKey(() -> watched.findByUserIdIn(null), "findByUserIdIn", "userIds", "Purchase.userId");
    refusedKey(() -> watched.findByUserIdIn(Arrays.asList(user, null)), "findByUserIdIn", "userIds",
        "Purchase.userId");
    refusedKey(() -> watched.findByUserIdAndTimeAndProductIdIn(user, at(1), Arrays.asList("p", null)),
        "findByUserIdAndTimeAndProductIdIn", "productIds", "Purchase.productId");
    refusedKey(() -> watched.findByUserIdAndTimeInAndQuantityGreaterThanEqual(user, null, 0),
        "findByUserIdAndTimeInAndQuantityGreaterThanEqual", "times", "Purchase.time");
    assertThatThrownBy(() -> watched.findByUserId(user, null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("PurchaseRepository.findByUserId: argument 'page' is null");

    assertThat(operations).isEmpty();
    assertThat(repository.findByUserId(user)).hasSize(2);
  }

  private static void refusedKey(ThrowingCallable call, String method, String parameter, String component) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("PurchaseRepository." + method + ": argument '" + parameter + "' ")
        .hasMessageContaining("row-key component " + component + " (table shop:purchase)");
  }

  /**
   * A null compared with a column is refused too, naming the method, the parameter and the column: no cell holds
   * null, so {@code price = null} would match nothing and {@code price > null} has no meaning. Rows without the
   * cell are what {@code IsNull} asks for.
   */
  @Test
  void nullColumnArgumentsAreRefusedAndIsNullFindsRowsWithoutTheCell(Connection connection) {
    String user = "repoNulC";
    Purchase priced = new Purchase(user, at(1), "p", BigDecimal.ONE, 1);
    Purchase unpriced = new Purchase(user, at(2), "p", null, 2);
    repository.saveAll(List.of(priced, unpriced));
    List<String> operations = new CopyOnWriteArrayList<>();
    PurchaseRepository watched = new PurchaseRepositoryImpl(connection, MapperOptions.defaults().withListener(info -> {
      operations.add(info.operation());
      return Operation.NONE;
    }));

    refusedColumn(() -> watched.findByUserIdAndPrice(user, null), "findByUserIdAndPrice", "price");
    refusedColumn(() -> watched.findByUserIdAndPriceGreaterThan(user, null), "findByUserIdAndPriceGreaterThan", "min");
    refusedColumn(() -> watched.findByUserIdAndPriceLessThan(user, null), "findByUserIdAndPriceLessThan", "max");
    refusedColumn(() -> watched.findByPriceGreaterThan(null), "findByPriceGreaterThan", "min");
    refusedColumn(() -> watched.countByUserIdAndPriceLessThan(user, null), "countByUserIdAndPriceLessThan", "max");
    refusedColumn(() -> watched.findByUserIdAndTimeBetweenAndPriceBetween(user, at(1), at(2), BigDecimal.ZERO, null),
        "findByUserIdAndTimeBetweenAndPriceBetween", "maxPrice");
    assertThat(operations).isEmpty();

    assertThat(repository.findByUserIdAndPriceIsNull(user)).containsExactly(unpriced);
    assertThat(repository.findByUserIdAndPrice(user, new BigDecimal("1.00"))).containsExactly(priced);
  }

  private static void refusedColumn(ThrowingCallable call, String method, String parameter) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("PurchaseRepository." + method + ": argument '" + parameter + "' ")
        .hasMessageContaining("column Purchase.price").hasMessageContaining("PriceIsNull");
  }

  @Test
  void defaultMethodsComposeDerivedOnes() {
    BigDecimal expected = of(A, p -> !p.time().isBefore(at(6))).stream().map(Purchase::price)
        .reduce(BigDecimal.ZERO, BigDecimal::add);
    assertThat(repository.spentSince(A, at(6))).isEqualTo(expected);
  }

  /**
   * Random purchases and random bounds: each repository method returns what the hand-written builder plus a filter in
   * Java returns, for a hundred seeded cases.
   */
  @Test
  void repositoryMethodsEqualTheBuilderAndAJavaFilter() {
    String user = "repoProp";
    Random random = new Random(20250301L);
    Map<PurchaseMapper.Key, Purchase> rows = new LinkedHashMap<>();
    for (int i = 0; i < 120; i++) {
      Purchase p = new Purchase(user, T0.plusMillis(random.nextInt(50) * 1000L), "p" + random.nextInt(6),
          BigDecimal.valueOf(random.nextInt(20_001) - 10_000, 2), random.nextInt(201) - 100);
      rows.put(PurchaseMapper.INSTANCE.keyOf(p), p);
    }
    repository.saveAll(rows.values());
    List<Instant> times = rows.values().stream().map(Purchase::time).toList();

    for (int c = 0; c < 100; c++) {
      Instant t1 = randomBound(random, times);
      Instant t2 = randomBound(random, times);
      Instant from = t1.isBefore(t2) ? t1 : t2;
      Instant to = t1.isBefore(t2) ? t2 : t1;
      BigDecimal p1 = BigDecimal.valueOf(random.nextInt(22_001) - 11_000, 2);
      BigDecimal p2 = BigDecimal.valueOf(random.nextInt(22_001) - 11_000, 2);
      BigDecimal low = p1.min(p2);
      BigDecimal high = p1.max(p2);
      int q1 = random.nextInt(221) - 110;
      int q2 = random.nextInt(221) - 110;
      String seed = "case " + c + ": time [" + from + ", " + to + "], price [" + low + ", " + high + "], quantity "
          + q1 + ", " + q2;

      assertThat(repository.findByUserIdAndTimeBetween(user, from, to)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> !p.time().isBefore(from) && !p.time().isAfter(to)));
      assertThat(repository.findByUserIdAndTimeLessThan(user, from)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> p.time().isBefore(from)));
      assertThat(repository.findByUserIdAndTimeGreaterThanEqual(user, to)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> !p.time().isBefore(to)));
      assertThat(repository.findByUserIdAndPriceGreaterThan(user, low)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> p.price().compareTo(low) > 0));
      assertThat(repository.findByUserIdAndPriceLessThan(user, high)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> p.price().compareTo(high) < 0));
      assertThat(repository.findByUserIdAndQuantityBetween(user, Math.min(q1, q2), Math.max(q1, q2))).as(seed)
          .containsExactlyElementsOf(builder(user, p -> p.quantity() >= Math.min(q1, q2)
              && p.quantity() <= Math.max(q1, q2)));
      assertThat(repository.findByUserIdAndQuantityLessThanEqual(user, q1)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> p.quantity() <= q1));
      assertThat(repository.findByUserIdAndTimeBetweenAndPriceBetween(user, from, to, low, high)).as(seed)
          .containsExactlyElementsOf(builder(user, p -> !p.time().isBefore(from) && !p.time().isAfter(to)
              && p.price().compareTo(low) >= 0 && p.price().compareTo(high) <= 0));
    }
  }

  /** Half the time a stored row's time, so that bounds fall exactly on rows; else any time around them. */
  static Instant randomBound(Random random, List<Instant> times) {
    return random.nextBoolean() ? times.get(random.nextInt(times.size()))
        : T0.plusMillis(random.nextInt(52_000) - 1000);
  }

  /** The same selection through the DAO's builder: the user's prefix, filtered in Java. */
  static List<Purchase> builder(String user, Predicate<Purchase> where) {
    return dao.query().userId(user).list().stream().filter(where).toList();
  }
}
