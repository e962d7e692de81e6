package org.hbasemapper.it.filter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.ByteValueCodec;
import org.hbasemapper.runtime.codec.DateValueCodec;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.FloatValueCodec;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.LocalDateValueCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.ShortValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server filter of every condition, its client-side test and the Java comparison of the values
 * select the same rows, on region servers: a table of rows holding random values of every type
 * (negatives, zero, extremes, -0.0, NaN of both signs, infinities, empty and supplementary-plane
 * strings, missing cells), then several hundred random conditions, each checked four ways: Java's
 * order on the entities, the client test on the raw rows, a raw scan with only the server filter, and
 * the query. The seed is in every failure message; rerun one with {@code -Dfilter.seed=...}.
 */
@HBaseTest
class ServerFilterOrderTest {
  static final long SEED = Long.getLong("filter.seed", System.nanoTime());
  static final int ROWS = 300;
  static final int CASES = 400;

  static SampleDao samples;
  static Connection connection;
  static List<Sample> stored;
  static List<Result> raw;

  /** A field with its Java order, how to read it from the entity, and how to make random values. */
  record Kind<T>(OrderedField<Sample, T> field, Function<Sample, T> get, Comparator<? super T> order,
      Function<Random, T> random) {}

  static <T> Kind<T> kind(String name, ValueCodec<T> codec, ValueOrder order, Comparator<? super T> c,
      Function<Sample, T> get, Function<Random, T> random) {
    return new Kind<>(OrderedField.of("Sample", name, "d", name, codec, order, c), get, c, random);
  }

  static final List<Kind<?>> KINDS = List.of(
      kind("i", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare, Sample::i,
          r -> (int) integral(r, Integer.MIN_VALUE, Integer.MAX_VALUE)),
      kind("l", LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Long::compare, Sample::l,
          r -> integral(r, Long.MIN_VALUE, Long.MAX_VALUE)),
      kind("s", ShortValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Short::compare, Sample::s,
          r -> (short) integral(r, Short.MIN_VALUE, Short.MAX_VALUE)),
      kind("b", ByteValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Byte::compare, Sample::b,
          r -> (byte) integral(r, Byte.MIN_VALUE, Byte.MAX_VALUE)),
      kind("d", DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Double::compare, Sample::d,
          ServerFilterOrderTest::aDouble),
      kind("f", FloatValueCodec.INSTANCE, ValueOrder.IEEE_754, Float::compare, Sample::f,
          r -> aDouble(r).floatValue()),
      kind("text", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, ServerFilterOrderTest::codePoints,
          Sample::text, ServerFilterOrderTest::text),
      kind("flag", BooleanValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Boolean::compare, Sample::flag,
          Random::nextBoolean),
      kind("amount", BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder(),
          Sample::amount, r -> BigDecimal.valueOf(integral(r, -1_000_000, 1_000_000), r.nextInt(5) - 1)),
      kind("at", InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder(), Sample::at,
          r -> Instant.ofEpochMilli(integral(r, -4_000_000_000_000L, 4_000_000_000_000L))
              .plusNanos(r.nextInt(4) == 0 ? r.nextInt(1_000_000) : 0)),
      kind("day", LocalDateValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder(), Sample::day,
          r -> LocalDate.ofEpochDay(integral(r, -3_000_000, 3_000_000))),
      kind("date", DateValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder(), Sample::date,
          r -> new Date(integral(r, Long.MIN_VALUE, Long.MAX_VALUE))));

  @BeforeAll
  static void load(Connection c) throws IOException {
    connection = c;
    new SchemaManager(c).createIfMissing(SampleMapper.INSTANCE.schema());
    samples = new SampleDao(c);
    Random r = new Random(SEED);
    stored = new ArrayList<>();
    for (long id = 0; id < ROWS; id++) {
      stored.add(new Sample(id, (Integer) value(r, 0), (Long) value(r, 1), (Short) value(r, 2), (Byte) value(r, 3),
          (Double) value(r, 4), (Float) value(r, 5), (String) value(r, 6), (Boolean) value(r, 7),
          (BigDecimal) value(r, 8), (Instant) value(r, 9), (LocalDate) value(r, 10), (Date) value(r, 11),
          r.nextBoolean() ? "o" + id : null));
    }
    samples.putAll(stored);
    raw = new ArrayList<>();
    try (Table table = c.getTable(SampleMapper.INSTANCE.schema().tableName());
        ResultScanner scanner = table.getScanner(new Scan())) {
      scanner.forEach(raw::add);
    }
    assertThat(raw).hasSize(ROWS);
  }

  /** A random value of kind {@code k}, or null (no cell) one time in eight. */
  static Object value(Random r, int k) {
    return r.nextInt(8) == 0 ? null : KINDS.get(k).random().apply(r);
  }

  @Test
  void serverFilterClientTestAndJavaOrderSelectTheSameRows() throws IOException {
    Random r = new Random(SEED + 1);
    for (int n = 0; n < CASES; n++) {
      Case c = randomCase(r);
      if (r.nextInt(4) == 0) {
        Case other = randomCase(r);
        c = new Case(c.condition.and(other.condition), c.expected.and(other.expected),
            c.description + " and " + other.description);
      }
      check(n, c, n % 10 == 0);
    }
  }

  /** A condition, the rows Java selects for it, and what it was made of (values included, for failures). */
  record Case(Condition<Sample> condition, Predicate<Sample> expected, String description) {}

  static Case randomCase(Random r) {
    return randomCase(KINDS.get(r.nextInt(KINDS.size())), r);
  }

  static <T> Case randomCase(Kind<T> k, Random r) {
    // bounds are stored values half of the time, so that equal values and edges are met
    T a = bound(k, r);
    T b = bound(k, r);
    Comparator<? super T> o = k.order();
    OrderedField<Sample, T> f = k.field();
    Function<Sample, T> v = k.get();
    String what = f + " a=" + text(a) + " b=" + text(b) + ": ";
    return switch (r.nextInt(10)) {
      case 0 -> new Case(f.lessThan(a), s -> v.apply(s) != null && o.compare(v.apply(s), a) < 0, what + "<");
      case 1 -> new Case(f.lessThanOrEqual(a), s -> v.apply(s) != null && o.compare(v.apply(s), a) <= 0, what + "<=");
      case 2 -> new Case(f.greaterThan(a), s -> v.apply(s) != null && o.compare(v.apply(s), a) > 0, what + ">");
      case 3 -> new Case(f.greaterThanOrEqual(a), s -> v.apply(s) != null && o.compare(v.apply(s), a) >= 0,
          what + ">=");
      case 4 -> new Case(f.equalTo(a), s -> v.apply(s) != null && o.compare(v.apply(s), a) == 0, what + "=");
      case 5 -> new Case(f.notEqualTo(a), s -> v.apply(s) != null && o.compare(v.apply(s), a) != 0, what + "<>");
      case 6 -> {
        T lo = o.compare(a, b) <= 0 ? a : b;
        T hi = o.compare(a, b) <= 0 ? b : a;
        yield new Case(f.between(lo, hi),
            s -> v.apply(s) != null && o.compare(v.apply(s), lo) >= 0 && o.compare(v.apply(s), hi) < 0,
            what + "between");
      }
      case 7 -> new Case(f.in(List.of(a, b)),
          s -> v.apply(s) != null && (o.compare(v.apply(s), a) == 0 || o.compare(v.apply(s), b) == 0), what + "in");
      case 8 -> new Case(f.isNull(), s -> v.apply(s) == null, what + "is null");
      default -> new Case(f.isNotNull(), s -> v.apply(s) != null, what + "is not null");
    };
  }

  static <T> T bound(Kind<T> k, Random r) {
    if (r.nextBoolean()) {
      T fromTable = k.get().apply(stored.get(r.nextInt(stored.size())));
      if (fromTable != null) {
        return fromTable;
      }
    }
    return k.random().apply(r);
  }

  private static void check(int n, Case c, boolean count) throws IOException {
    String what = "seed " + SEED + ", case " + n + ": " + c.description + " (" + c.condition + ")";
    List<Long> java = stored.stream().filter(c.expected).map(Sample::id).sorted().toList();
    List<Long> client = raw.stream().filter(c.condition::test).map(ServerFilterOrderTest::id).sorted().toList();
    assertThat(client).as("client test, " + what).isEqualTo(java);
    if (c.condition.decidedOnServers()) {
      List<Long> server = new ArrayList<>();
      try (Table table = connection.getTable(SampleMapper.INSTANCE.schema().tableName());
          ResultScanner scanner = table.getScanner(new Scan().setFilter(c.condition.serverFilter()))) {
        scanner.forEach(result -> server.add(id(result)));
      }
      assertThat(server.stream().sorted().toList()).as("server filter, " + what).isEqualTo(java);
    }
    List<Long> queried = samples.query().where(c.condition).list().stream().map(Sample::id).sorted().toList();
    assertThat(queried).as("query, " + what).isEqualTo(java);
    if (count) {
      assertThat(samples.query().where(c.condition).count()).as("count, " + what).isEqualTo(java.size());
    }
  }

  private static long id(Result result) {
    return SampleMapper.INSTANCE.decodeKey(result.getRow()).id();
  }

  /** Extremes, values near zero (so that equal values meet), or anything in range. */
  static long integral(Random r, long min, long max) {
    return switch (r.nextInt(4)) {
      case 0 -> new long[] {min, max, -1, 0, 1, min + 1, max - 1}[r.nextInt(7)];
      case 1 -> r.nextInt(7) - 3;
      default -> min + (long) (r.nextDouble() * ((double) max - (double) min));
    };
  }

  static Double aDouble(Random r) {
    return switch (r.nextInt(4)) {
      case 0 -> new double[] {0.0, -0.0, Double.NaN, Double.longBitsToDouble(0xFFF8_0000_0000_0000L),
          Double.longBitsToDouble(0x7FF0_0000_0000_0001L), Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
          Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE}[r.nextInt(11)];
      case 1 -> (r.nextInt(7) - 3) / 2.0;
      default -> Double.longBitsToDouble(r.nextLong());
    };
  }

  static String text(Random r) {
    int[] pool = {'a', 'b', 'c', 'z', 0x7F, 0xE9, 0x4E2D, 0xFFFD, 0x1F600, 0x10FFFF, 0x00};
    int length = r.nextInt(4);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < length; i++) {
      out.appendCodePoint(pool[r.nextInt(pool.length)]);
    }
    return out.toString();
  }

  static int codePoints(String a, String b) {
    return java.util.Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }

  private static String text(Object value) {
    if (value instanceof Double d) {
      return d + "(0x" + Long.toHexString(Double.doubleToRawLongBits(d)) + ")";
    }
    if (value instanceof Float f) {
      return f + "(0x" + Integer.toHexString(Float.floatToRawIntBits(f)) + ")";
    }
    if (value instanceof String s) {
      return "\"" + s.codePoints().mapToObj(Integer::toHexString).toList() + "\"";
    }
    return String.valueOf(value);
  }
}
