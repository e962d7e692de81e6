package org.hbasemapper.runtime.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.Filter.ReturnCode;
import org.apache.hadoop.hbase.shaded.protobuf.ProtobufUtil;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
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

/**
 * Every condition's client-side test agrees with the Java comparison of the values, for random values
 * of every value order (negatives, zero, extremes, -0.0, NaN of either sign, infinities, empty and
 * non-ASCII strings with supplementary characters), and its server filter, run here on the same row
 * after a round trip through its wire form, agrees with the test. The mini-cluster test in mapper-it
 * checks the same on region servers.
 */
class ConditionOrderPropertiesTest {
  private static final byte[] ROW = Bytes.toBytes("row");
  private static final byte[] FAMILY = Bytes.toBytes("d");
  private static final byte[] QUALIFIER = Bytes.toBytes("v");

  private static <T> OrderedField<Object, T> field(ValueCodec<T> codec, ValueOrder order, Comparator<? super T> c) {
    return OrderedField.of("Sample", "v", "d", "v", codec, order, c);
  }

  @Property(tries = 400)
  void ints(@ForAll("ints") int x, @ForAll("ints") int a, @ForAll("ints") int b) {
    agree(field(IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare), x, a, b);
  }

  @Property(tries = 400)
  void longs(@ForAll("longs") long x, @ForAll("longs") long a, @ForAll("longs") long b) {
    agree(field(LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Long::compare), x, a, b);
  }

  @Property(tries = 300)
  void shortsAndBytes(@ForAll short x, @ForAll short a, @ForAll short b) {
    agree(field(ShortValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Short::compare), x, a, b);
    agree(field(ByteValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Byte::compare), (byte) x, (byte) a, (byte) b);
  }

  @Property(tries = 300)
  void datesAndLocalDates(@ForAll("longs") long x, @ForAll("longs") long a, @ForAll("longs") long b) {
    agree(field(DateValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder()), new Date(x),
        new Date(a), new Date(b));
    agree(field(LocalDateValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder()), day(x), day(a),
        day(b));
  }

  @Property(tries = 600)
  void doubles(@ForAll("doubles") double x, @ForAll("doubles") double a, @ForAll("doubles") double b) {
    agree(field(DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Double::compare), x, a, b);
  }

  @Property(tries = 600)
  void floats(@ForAll("floats") float x, @ForAll("floats") float a, @ForAll("floats") float b) {
    agree(field(FloatValueCodec.INSTANCE, ValueOrder.IEEE_754, Float::compare), x, a, b);
  }

  @Property(tries = 400)
  void strings(@ForAll("text") String x, @ForAll("text") String a, @ForAll("text") String b) {
    agree(field(StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, ConditionOrderPropertiesTest::codePoints), x,
        a, b);
  }

  @Property(tries = 50)
  void booleans(@ForAll boolean x, @ForAll boolean a, @ForAll boolean b) {
    agree(field(BooleanValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Boolean::compare), x, a, b);
  }

  @Property(tries = 300)
  void bigDecimals(@ForAll("decimals") BigDecimal x, @ForAll("decimals") BigDecimal a,
      @ForAll("decimals") BigDecimal b) {
    agree(field(BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder()), x, a, b);
  }

  @Property(tries = 300)
  void instantsDecoded(@ForAll("longs") long x, @ForAll("longs") long a, @ForAll int nanos) {
    Instant ix = Instant.ofEpochMilli(x % 100_000_000_000L);
    Instant ia = Instant.ofEpochMilli(a % 100_000_000_000L).plusNanos(Math.floorMod(nanos, 3) * 1_000);
    agree(field(InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder()), ix, ia, ix);
  }

  @Example
  void negativeNaNIsAboveEverythingAndEqualToNaN() {
    OrderedField<Object, Double> f = field(DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Double::compare);
    Result negativeNaN = row(Bytes.toBytes(0xFFF8_0000_0000_0000L));
    assertThat(f.greaterThan(Double.POSITIVE_INFINITY).test(negativeNaN)).isTrue();
    assertThat(f.equalTo(Double.NaN).test(negativeNaN)).isTrue();
    assertThat(f.lessThan(0.0).test(negativeNaN)).isFalse();
    assertThat(f.notEqualTo(Double.NaN).test(negativeNaN)).isFalse();
  }

  @Example
  void negativeZeroIsBelowZero() {
    OrderedField<Object, Double> f = field(DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Double::compare);
    assertThat(f.lessThan(0.0).test(row(Bytes.toBytes(-0.0)))).isTrue();
    assertThat(f.greaterThan(-0.0).test(row(Bytes.toBytes(0.0)))).isTrue();
    assertThat(f.equalTo(0.0).test(row(Bytes.toBytes(-0.0)))).isFalse();
  }

  /**
   * Generated constants give a {@code String} field {@code Comparator.naturalOrder()}, whose UTF-16 order
   * puts U+FF5A after U+1F600; stored UTF-8 bytes, and so the conditions, put it before.
   */
  @Example
  void stringBoundsAreInCodePointOrderWhateverTheFieldsComparator() {
    OrderedField<Object, String> f =
        field(StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());
    check(f.between("\uFF5A", "\uD83D\uDE00"), Bytes.toBytes("\uFF5A"), true);
    assertThatThrownBy(() -> f.between("\uD83D\uDE00", "\uFF5A")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("between on Sample.v: from is after toExclusive; swap the bounds");
  }

  @Example
  void bigDecimalsCompareByValueNotScale() {
    OrderedField<Object, BigDecimal> f =
        field(BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder());
    assertThat(f.equalTo(new BigDecimal("10")).test(row(Bytes.toBytes(new BigDecimal("10.00"))))).isTrue();
    assertThat(f.greaterThan(new BigDecimal("-1")).test(row(Bytes.toBytes(new BigDecimal("-0.5"))))).isTrue();
    assertThat(f.greaterThan(BigDecimal.ONE).serverFilter()).isNull();
  }

  @Example
  void aCellOfTheWrongLengthNeverBreaksAServerFilterAndTestAndFilterAgree() throws IOException {
    OrderedField<Object, Long> f = field(LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Long::compare);
    for (byte[] odd : List.of(new byte[0], new byte[] {5}, new byte[] {(byte) 0x80, 0, 0}, new byte[12])) {
      for (Condition<Object> c : List.of(f.greaterThan(-3L), f.lessThan(7L), f.between(-5L, 5L), f.equalTo(0L))) {
        assertThat(passes(c.serverFilter(), cells(odd))).as(c + " on " + Arrays.toString(odd))
            .isEqualTo(c.test(row(odd)));
      }
    }
  }

  @Example
  void aDecodedConditionOnAnUnreadableCellNamesTheColumnAndRow() {
    OrderedField<Object, Instant> f =
        field(InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder());
    assertThatThrownBy(() -> f.greaterThan(Instant.EPOCH).test(row(new byte[3]), "ns:sample"))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("Sample.v").hasMessageContaining("ns:sample").hasMessageContaining("0x726f77")
        .hasMessageContaining("d:v").hasMessageContaining("expected 8 or 12 bytes");
  }

  @Example
  void descriptionsNameFieldsAndOperatorsButNoValues() {
    OrderedField<Object, String> f = field(StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES,
        ConditionOrderPropertiesTest::codePoints);
    Condition<Object> c = f.greaterThan("secret").and(f.in(List.of("a", "b"))).and(f.isNotNull());
    assertThat(c.toString()).isEqualTo("v > ? and v in (?) and v is not null").doesNotContain("secret");
  }

  @Example
  void invertedBoundsAndNullValuesAreRefused() {
    OrderedField<Object, Integer> f = field(IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare);
    assertThatThrownBy(() -> f.between(5, -5)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Sample.v").hasMessageContaining("swap");
    assertThatThrownBy(() -> f.greaterThan(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("isNull()");
  }

  @Example
  void anEmptyInMatchesNothing() throws IOException {
    OrderedField<Object, Integer> f = field(IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare);
    Condition<Object> none = f.in(List.of());
    assertThat(none.test(row(Bytes.toBytes(1)))).isFalse();
    assertThat(passes(none.serverFilter(), cells(Bytes.toBytes(1)))).isFalse();
    assertThat(passes(none.serverFilter(), cells(null))).isFalse();
  }

  /** Every operator on stored {@code x} against bounds {@code a} and {@code b}, in {@code field}'s order. */
  private static <T> void agree(OrderedField<Object, T> field, T x, T a, T b) {
    Comparator<? super T> order = field.comparator;
    ValueCodec<T> codec = field.codec;
    byte[] stored = codec.encode(x);
    int xa = order.compare(x, a);
    int xb = order.compare(x, b);
    check(field.lessThan(a), stored, xa < 0);
    check(field.lessThanOrEqual(a), stored, xa <= 0);
    check(field.greaterThan(a), stored, xa > 0);
    check(field.greaterThanOrEqual(a), stored, xa >= 0);
    check(field.equalTo(a), stored, xa == 0);
    check(field.notEqualTo(a), stored, xa != 0);
    check(field.in(List.of(a, b)), stored, xa == 0 || xb == 0);
    check(field.isNotNull(), stored, true);
    check(field.isNull(), stored, false);
    check(field.greaterThan(a).and(field.lessThan(b)), stored, xa > 0 && xb < 0);
    if (order.compare(a, b) <= 0) {
      check(field.between(a, b), stored, xa >= 0 && xb < 0);
    } else {
      assertThatThrownBy(() -> field.between(a, b)).isInstanceOf(IllegalArgumentException.class);
    }
    // a row without the cell matches no comparison, only isNull
    check(field.lessThan(a), null, false);
    check(field.greaterThanOrEqual(a), null, false);
    check(field.notEqualTo(a), null, false);
    check(field.isNull(), null, true);
  }

  /** The condition's test, and its server filter where it decides alone, say {@code expected} of the row. */
  private static void check(Condition<Object> condition, byte[] stored, boolean expected) {
    Result row = stored == null ? Result.create(cells(null)) : row(stored);
    String what = condition + " on " + (stored == null ? "a row without the cell" : Bytes.toStringBinary(stored));
    assertThat(condition.test(row)).as(what).isEqualTo(expected);
    if (condition.decidedOnServers()) {
      try {
        Filter overTheWire = ProtobufUtil.toFilter(ProtobufUtil.toFilter(condition.serverFilter()));
        assertThat(passes(overTheWire, cells(stored))).as("server filter of " + what).isEqualTo(expected);
      } catch (IOException e) {
        throw new AssertionError(e);
      }
    } else if (condition.serverFilter() != null) {
      try {
        if (expected) {
          assertThat(passes(condition.serverFilter(), cells(stored))).as("superset filter of " + what).isTrue();
        }
      } catch (IOException e) {
        throw new AssertionError(e);
      }
    }
  }

  /** A row with a cell before and after the column, and the column holding {@code stored} unless null. */
  private static List<Cell> cells(byte[] stored) {
    List<Cell> cells = new ArrayList<>();
    cells.add(new KeyValue(ROW, FAMILY, Bytes.toBytes("a"), 1L, Bytes.toBytes("before")));
    if (stored != null) {
      cells.add(new KeyValue(ROW, FAMILY, QUALIFIER, 1L, stored));
    }
    cells.add(new KeyValue(ROW, FAMILY, Bytes.toBytes("z"), 1L, Bytes.toBytes("after")));
    return cells;
  }

  private static Result row(byte[] stored) {
    return Result.create(cells(stored));
  }

  /** A filter applied to one row as a region server applies it: row key, each cell, then the row. */
  static boolean passes(Filter f, List<Cell> cells) throws IOException {
    f.reset();
    if (f.filterAllRemaining() || f.filterRowKey(cells.get(0))) {
      return false;
    }
    List<Cell> kept = new ArrayList<>();
    for (Cell cell : cells) {
      ReturnCode rc = f.filterCell(cell);
      if (rc == ReturnCode.INCLUDE || rc == ReturnCode.INCLUDE_AND_NEXT_COL
          || rc == ReturnCode.INCLUDE_AND_SEEK_NEXT_ROW) {
        kept.add(cell);
      }
      if (rc == ReturnCode.NEXT_ROW || rc == ReturnCode.INCLUDE_AND_SEEK_NEXT_ROW) {
        break;
      }
    }
    f.filterRowCells(kept);
    return !(f.hasFilterRow() && f.filterRow()) && !kept.isEmpty();
  }

  private static LocalDate day(long n) {
    return LocalDate.ofEpochDay(n % 300_000_000L);
  }

  static int codePoints(String a, String b) {
    return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }

  @Provide
  Arbitrary<Integer> ints() {
    return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.integers()),
        Tuple.of(3, Arbitraries.integers().between(-3, 3)),
        Tuple.of(1, Arbitraries.of(Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0, 1)));
  }

  @Provide
  Arbitrary<Long> longs() {
    return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.longs()), Tuple.of(3, Arbitraries.longs().between(-3, 3)),
        Tuple.of(1, Arbitraries.of(Long.MIN_VALUE, Long.MAX_VALUE, -1L, 0L, 1L)));
  }

  @Provide
  Arbitrary<Double> doubles() {
    return Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.longs().map(Double::longBitsToDouble)),
        Tuple.of(2, Arbitraries.integers().between(-3, 3).map(i -> i / 2.0)),
        Tuple.of(3, Arbitraries.of(0.0, -0.0, Double.NaN, Double.longBitsToDouble(0xFFF8_0000_0000_0000L),
            Double.longBitsToDouble(0x7FF0_0000_0000_0001L), Double.longBitsToDouble(0xFFFF_FFFF_FFFF_FFFFL),
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
            Double.MAX_VALUE, -Double.MAX_VALUE)));
  }

  @Provide
  Arbitrary<Float> floats() {
    return Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.integers().map(Float::intBitsToFloat)),
        Tuple.of(2, Arbitraries.integers().between(-3, 3).map(i -> i / 2.0f)),
        Tuple.of(3, Arbitraries.of(0.0f, -0.0f, Float.NaN, Float.intBitsToFloat(0xFFC0_0000),
            Float.intBitsToFloat(0x7F80_0001), Float.intBitsToFloat(0xFFFF_FFFF), Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE)));
  }

  @Provide
  Arbitrary<BigDecimal> decimals() {
    return Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.bigIntegers().between(BigInteger.valueOf(-1_000_000), BigInteger.valueOf(1_000_000))
            .flatMap(u -> Arbitraries.integers().between(-3, 6).map(s -> new BigDecimal(u, s)))),
        Tuple.of(2, Arbitraries.of(new BigDecimal("10"), new BigDecimal("10.00"), new BigDecimal("-10.0"),
            BigDecimal.ZERO, new BigDecimal("0.000"), new BigDecimal("-0.5"))));
  }

  @Provide
  Arbitrary<String> text() {
    Arbitrary<Integer> codePoints = Arbitraries.frequencyOf(
        Tuple.of(5, Arbitraries.integers().between(0x61, 0x63)),
        Tuple.of(2, Arbitraries.integers().between(0, 0x7F)),
        Tuple.of(2, Arbitraries.integers().between(0x80, 0xD7FF)),
        Tuple.of(2, Arbitraries.integers().between(0xE000, 0xFFFF)),
        Tuple.of(2, Arbitraries.integers().between(0x10000, 0x10FFFF)));
    return codePoints.list().ofMaxSize(4)
        .map(cps -> new String(cps.stream().mapToInt(Integer::intValue).toArray(), 0, cps.size()));
  }
}
