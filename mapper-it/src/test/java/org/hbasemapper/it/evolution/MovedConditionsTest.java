package org.hbasemapper.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Conditions on columns that moved to a new qualifier ({@link Moved}) select exactly the rows whose
 * value, as reads give it, matches: the column's own cell, else the first former one the row has.
 * Random rows hold, per moved column, no cell, the new one only, a former one only, two former ones,
 * or new and former with different values; random conditions (and pairs of them) are compared with
 * an in-memory model of those values: the client test on raw rows, a raw scan with the server filter
 * alone, the query's list, its first {@code limit} rows, its pages and its count. The seed is in every
 * failure message; rerun one with {@code -Dmoved.seed=...}.
 */
@HBaseTest
class MovedConditionsTest {
  static final long SEED = Long.getLong("moved.seed", System.nanoTime());
  static final int ROWS = 240;
  static final int CASES = 160;
  static final byte[] D = Bytes.toBytes("d");

  static Connection connection;
  static MovedDao moved;
  /** The rows as reads should give them: id to the effective values. */
  static List<Moved> model;
  static List<Result> raw;

  /**
   * A moved field: its query constant, how the model reads it, its Java order, its codec, its own and
   * former qualifiers (newest first), and random values from a small pool (so that values repeat).
   */
  record Field<T>(OrderedField<Moved, T> field, Function<Moved, T> get, Comparator<? super T> order,
      ValueCodec<T> codec, String qualifier, List<String> formerly, Function<Random, T> random) {}

  static final List<Field<?>> FIELDS = List.of(
      new Field<>(MovedQuery.TAG, Moved::tag, MovedConditionsTest::codePoints, StringValueCodec.INSTANCE, "tag",
          List.of("tz", "t0"), r -> List.of("", "a", "ab", "b", "\u00E9", "\uD83D\uDE00").get(r.nextInt(6))),
      new Field<>(MovedQuery.N, Moved::n, Integer::compare, IntValueCodec.INSTANCE, "n", List.of("m"),
          r -> List.of(Integer.MIN_VALUE, -2, -1, 0, 1, 2, Integer.MAX_VALUE).get(r.nextInt(7))),
      new Field<>(MovedQuery.SCORE, Moved::score, Double::compare, DoubleValueCodec.INSTANCE, "score",
          List.of("score_v1"), r -> List.of(Double.NEGATIVE_INFINITY, -1.5, -0.0, 0.0, 1.5, Double.NaN,
              Double.POSITIVE_INFINITY).get(r.nextInt(7))),
      new Field<>(MovedQuery.AT, Moved::at, Comparator.naturalOrder(), InstantValueCodec.INSTANCE, "at",
          List.of("when"), r -> Instant.ofEpochSecond(r.nextInt(5) - 2, r.nextInt(3) * 500_000_000L)));

  @BeforeAll
  static void load(Connection c) throws IOException {
    connection = c;
    new SchemaManager(c).createIfMissing(MovedMapper.INSTANCE.schema());
    moved = new MovedDao(c);
    Random r = new Random(SEED);
    model = new ArrayList<>();
    List<Put> puts = new ArrayList<>();
    for (long id = 0; id < ROWS; id++) {
      Put put = new Put(MovedMapper.INSTANCE.encodeKey(new MovedMapper.Key(id)));
      Object[] values = new Object[FIELDS.size()];
      for (int f = 0; f < FIELDS.size(); f++) {
        values[f] = store(FIELDS.get(f), r, put);
      }
      String plain = r.nextBoolean() ? "p" + id : null;
      if (plain != null) {
        put.addColumn(D, Bytes.toBytes("plain"), StringValueCodec.INSTANCE.encode(plain));
      } else if (put.isEmpty()) {
        put.addColumn(D, Bytes.toBytes("plain"), StringValueCodec.INSTANCE.encode(plain = "only"));
      }
      puts.add(put);
      model.add(new Moved(id, (String) values[0], (Integer) values[1], (Double) values[2], (Instant) values[3],
          plain));
    }
    try (Table table = c.getTable(MovedMapper.INSTANCE.schema().tableName())) {
      table.put(puts);
    }
    raw = new ArrayList<>();
    try (Table table = c.getTable(MovedMapper.INSTANCE.schema().tableName());
        ResultScanner scanner = table.getScanner(new Scan())) {
      scanner.forEach(raw::add);
    }
    assertThat(raw).hasSize(ROWS);
  }

  /**
   * Adds the cells of one moved field to {@code put} as some version of the entity left them, and
   * returns the value reads should give: the new cell's, else the first former one's, else null.
   */
  static <T> T store(Field<T> f, Random r, Put put) {
    T own = r.nextInt(3) == 0 ? f.random().apply(r) : null;
    List<T> former = new ArrayList<>();
    for (int i = 0; i < f.formerly().size(); i++) {
      former.add(r.nextInt(3) == 0 ? f.random().apply(r) : null);
    }
    if (own != null) {
      put.addColumn(D, Bytes.toBytes(f.qualifier()), f.codec().encode(own));
    }
    T effective = own;
    for (int i = 0; i < former.size(); i++) {
      if (former.get(i) != null) {
        put.addColumn(D, Bytes.toBytes(f.formerly().get(i)), f.codec().encode(former.get(i)));
        effective = effective != null ? effective : former.get(i);
      }
    }
    return effective;
  }

  @Test
  void readsGiveTheOwnCellElseTheFirstFormerOne() {
    assertThat(moved.query().list()).containsExactlyElementsOf(model);
    assertThat(moved.get(model.get(7).id())).contains(model.get(7));
  }

  @Test
  void conditionsSelectTheRowsTheModelSelects() throws IOException {
    Random r = new Random(SEED + 1);
    for (int n = 0; n < CASES; n++) {
      Case c = randomCase(r);
      if (r.nextInt(3) == 0) {
        Case other = randomCase(r);
        c = new Case(c.condition.and(other.condition), c.expected.and(other.expected),
            c.description + " and " + other.description);
      }
      check(n, c, r);
    }
  }

  /** A condition, the rows the model selects for it, and what it was made of (values included). */
  record Case(Condition<Moved> condition, Predicate<Moved> expected, String description) {}

  static Case randomCase(Random r) {
    return randomCase(FIELDS.get(r.nextInt(FIELDS.size())), r);
  }

  static <T> Case randomCase(Field<T> k, Random r) {
    T a = k.random().apply(r);
    T b = k.random().apply(r);
    Comparator<? super T> o = k.order();
    OrderedField<Moved, T> f = k.field();
    Function<Moved, T> v = k.get();
    Predicate<Moved> present = m -> v.apply(m) != null;
    String what = f + " a=" + a + " b=" + b + ": ";
    return switch (r.nextInt(10)) {
      case 0 -> new Case(f.lessThan(a), present.and(m -> o.compare(v.apply(m), a) < 0), what + "<");
      case 1 -> new Case(f.lessThanOrEqual(a), present.and(m -> o.compare(v.apply(m), a) <= 0), what + "<=");
      case 2 -> new Case(f.greaterThan(a), present.and(m -> o.compare(v.apply(m), a) > 0), what + ">");
      case 3 -> new Case(f.greaterThanOrEqual(a), present.and(m -> o.compare(v.apply(m), a) >= 0), what + ">=");
      case 4 -> new Case(f.equalTo(a), present.and(m -> o.compare(v.apply(m), a) == 0), what + "=");
      case 5 -> new Case(f.notEqualTo(a), present.and(m -> o.compare(v.apply(m), a) != 0), what + "<>");
      case 6 -> {
        T lo = o.compare(a, b) <= 0 ? a : b;
        T hi = o.compare(a, b) <= 0 ? b : a;
        yield new Case(f.between(lo, hi),
            present.and(m -> o.compare(v.apply(m), lo) >= 0 && o.compare(v.apply(m), hi) < 0), what + "between");
      }
      case 7 -> new Case(f.in(List.of(a, b)),
          present.and(m -> o.compare(v.apply(m), a) == 0 || o.compare(v.apply(m), b) == 0), what + "in");
      case 8 -> new Case(f.isNull(), present.negate(), what + "is null");
      default -> new Case(f.isNotNull(), present, what + "is not null");
    };
  }

  private static void check(int n, Case c, Random r) throws IOException {
    String what = "seed " + SEED + ", case " + n + ": " + c.description + " (" + c.condition + ")";
    List<Moved> expected = model.stream().filter(c.expected).toList();
    List<Long> ids = expected.stream().map(Moved::id).toList();

    List<Long> client = raw.stream().filter(c.condition::test).map(MovedConditionsTest::id).toList();
    assertThat(client).as("client test, " + what).isEqualTo(ids);
    if (c.condition.decidedOnServers()) {
      List<Long> server = new ArrayList<>();
      try (Table table = connection.getTable(MovedMapper.INSTANCE.schema().tableName());
          ResultScanner scanner = table.getScanner(new Scan().setFilter(c.condition.serverFilter()))) {
        scanner.forEach(result -> server.add(id(result)));
      }
      assertThat(server).as("server filter, " + what).isEqualTo(ids);
    }
    assertThat(moved.query().where(c.condition).list()).as("query, " + what).isEqualTo(expected);
    int limit = 1 + r.nextInt(12);
    assertThat(moved.query().where(c.condition).limit(limit).list()).as("limit " + limit + ", " + what)
        .isEqualTo(expected.subList(0, Math.min(limit, expected.size())));
    if (n % 4 == 0) {
      assertThat(moved.query().where(c.condition).count()).as("count, " + what).isEqualTo(expected.size());
      int size = 1 + r.nextInt(40);
      assertThat(pages(c.condition, size)).as("pages of " + size + ", " + what).isEqualTo(expected);
      List<Moved> newestFirst = new ArrayList<>(expected);
      java.util.Collections.reverse(newestFirst);
      assertThat(moved.query().where(c.condition).reversed().limit(limit).list()).as("reversed, " + what)
          .isEqualTo(newestFirst.subList(0, Math.min(limit, newestFirst.size())));
    }
  }

  private static List<Moved> pages(Condition<Moved> condition, int size) {
    List<Moved> out = new ArrayList<>();
    Page<Moved> page = moved.query().where(condition).page(PageRequest.ofSize(size));
    while (true) {
      assertThat(page.content().size()).isLessThanOrEqualTo(size);
      out.addAll(page.content());
      if (!page.hasNext()) {
        return out;
      }
      page = moved.query().where(condition).page(page.next());
    }
  }

  private static long id(Result result) {
    return MovedMapper.INSTANCE.decodeKey(result.getRow()).id();
  }

  static int codePoints(String a, String b) {
    return java.util.Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }

  @Test
  void theModelHoldsEveryShapeOfRow() {
    // no cell, the own cell, a former cell alone, both: each shape is met for every moved field
    for (Field<?> f : FIELDS) {
      long own = raw.stream().filter(row -> row.containsColumn(D, Bytes.toBytes(f.qualifier()))).count();
      long formerOnly = raw.stream().filter(row -> !row.containsColumn(D, Bytes.toBytes(f.qualifier()))
          && f.formerly().stream().anyMatch(q -> row.containsColumn(D, Bytes.toBytes(q)))).count();
      long both = raw.stream().filter(row -> row.containsColumn(D, Bytes.toBytes(f.qualifier()))
          && f.formerly().stream().anyMatch(q -> row.containsColumn(D, Bytes.toBytes(q)))).count();
      long none = model.stream().filter(m -> f.get().apply(m) == null).count();
      assertThat(List.of(own, formerOnly, both, none)).as(f.qualifier() + ", seed " + SEED).allMatch(x -> x > 0);
    }
    assertThat(Objects.requireNonNull(MovedMapper.INSTANCE.schema().describe())).contains("formerly");
  }
}
