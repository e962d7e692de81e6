package org.hbasemapper.runtime.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * The row ranges queries scan are exactly the rows whose components satisfy the query, in Java
 * order, whatever the encoding: checked for random values, ascending and descending, with random
 * bytes after the component (later key components).
 */
class QueryRangePropertiesTest {
  private static final KeyComponent<Long> ASC = new KeyComponent<>("t", "E", "a", LongKeyCodec.INSTANCE, 0, false);
  private static final KeyComponent<Long> DESC = new KeyComponent<>("t", "E", "d", LongKeyCodec.INSTANCE, 0, true);
  private static final KeyComponent<String> LAST = new KeyComponent<>("t", "E", "s", StringKeyCodec.INSTANCE, 0, false);

  /** A context over a schema of {@code components} key parts; queries are only planned, never run. */
  private static QueryContext<Object> context(int components) {
    TableSchema.Builder b = TableSchema.builder("default", "t", "E").family(FamilySchema.of("d"));
    for (int i = 0; i < components; i++) {
      b.keyPart("c" + i, "long", 8, false);
    }
    TableSchema schema = b.build();
    EntityMapper<Object, Object> mapper = new EntityMapper<>() {
      @Override
      public Put toPut(Object entity) {
        throw new AssertionError();
      }

      @Override
      public Object fromResult(Result result) {
        throw new AssertionError();
      }

      @Override
      public byte[] encodeKey(Object key) {
        throw new AssertionError();
      }

      @Override
      public Object decodeKey(byte[] row) {
        throw new AssertionError();
      }

      @Override
      public Object keyOf(Object entity) {
        throw new AssertionError();
      }

      @Override
      public TableSchema schema() {
        return schema;
      }
    };
    return new QueryContext<>(null, mapper);
  }

  private static final KeyComponent<String> DESC_LAST =
      new KeyComponent<>("t", "E", "s", StringKeyCodec.INSTANCE, 0, true);
  private static final KeyComponent<String> PADDED =
      new KeyComponent<>("t", "E", "p", StringKeyCodec.INSTANCE, 4, false);
  private static final KeyComponent<String> PADDED_DESC =
      new KeyComponent<>("t", "E", "p", StringKeyCodec.INSTANCE, 4, true);

  /** Whether one of the query's key ranges holds {@code row}; the ranges must be sorted and disjoint. */
  private static boolean selects(QueryState<?> s, byte[] row) {
    boolean in = false;
    byte[] previousHi = null;
    for (QueryState.Branch b : s.branches) {
      assertThat(previousHi == null || previousHi.length > 0 && Arrays.compareUnsigned(previousHi, b.lo()) <= 0)
          .as("ranges sorted and disjoint").isTrue();
      previousHi = b.hi();
      in |= Arrays.compareUnsigned(row, b.lo()) >= 0 && (b.hi().length == 0 || Arrays.compareUnsigned(row, b.hi()) < 0);
    }
    return in;
  }

  private static <T> byte[] row(KeyComponent<T> c, T value, byte[] tail) {
    byte[] out = new byte[c.length(value)];
    c.write(value, out, 0);
    return KeyRanges.concat(out, tail);
  }

  @Property
  void prefixStopBoundsExactlyTheRowsStartingWithThePrefix(@ForAll("edgy") byte[] prefix, @ForAll("edgy") byte[] row) {
    byte[] stop = KeyRanges.prefixStop(prefix);
    boolean inRange = Arrays.compareUnsigned(row, prefix) >= 0 && (stop.length == 0 || Arrays.compareUnsigned(row, stop) < 0);
    boolean startsWith = row.length >= prefix.length && Arrays.equals(row, 0, prefix.length, prefix, 0, prefix.length);
    assertThat(inRange).isEqualTo(startsWith);
  }

  @Example
  void prefixStopIncrementsTheLastByteThatIsNotFf() {
    assertThat(KeyRanges.prefixStop(new byte[] {1, 2})).containsExactly(1, 3);
    assertThat(KeyRanges.prefixStop(new byte[] {1, (byte) 0xFF})).containsExactly(2);
    assertThat(KeyRanges.prefixStop(new byte[] {(byte) 0xFF, (byte) 0xFF})).isEmpty();
    assertThat(KeyRanges.prefixStop(new byte[0])).isEmpty();
  }

  @Property
  void betweenSelectsHalfOpenJavaRanges(@ForAll long from, @ForAll long to, @ForAll long v, @ForAll("edgy") byte[] tail) {
    if (from > to) {
      // an inverted range is a mistake to report, not an empty result to hide it
      assertThatThrownBy(() -> QueryState.start(context(2)).between(ASC, from, to))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after toExclusive");
      assertThatThrownBy(() -> QueryState.start(context(2)).between(DESC, from, to))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after toExclusive");
      return;
    }
    boolean expected = from <= v && v < to;
    assertThat(selects(QueryState.start(context(2)).between(ASC, from, to), row(ASC, v, tail))).isEqualTo(expected);
    assertThat(selects(QueryState.start(context(2)).between(DESC, from, to), row(DESC, v, tail))).isEqualTo(expected);
  }

  @Property
  void fromAndBefore(@ForAll long bound, @ForAll long v, @ForAll("edgy") byte[] tail) {
    assertThat(selects(QueryState.start(context(2)).from(ASC, bound), row(ASC, v, tail))).isEqualTo(v >= bound);
    assertThat(selects(QueryState.start(context(2)).from(DESC, bound), row(DESC, v, tail))).isEqualTo(v >= bound);
    assertThat(selects(QueryState.start(context(2)).before(ASC, bound), row(ASC, v, tail))).isEqualTo(v < bound);
    assertThat(selects(QueryState.start(context(2)).before(DESC, bound), row(DESC, v, tail))).isEqualTo(v < bound);
  }

  @Property
  void equalityThenRangeStaysInsideThePrefix(@ForAll long fixed, @ForAll long other, @ForAll long from, @ForAll long to,
      @ForAll long v) {
    if (from > to) {
      assertThatThrownBy(() -> QueryState.start(context(2)).equal(DESC, fixed).between(ASC, from, to))
          .isInstanceOf(IllegalArgumentException.class);
      return;
    }
    QueryState<Object> s = QueryState.start(context(2)).equal(DESC, fixed).between(ASC, from, to);
    byte[] matching = KeyRanges.concat(row(DESC, fixed, new byte[0]), row(ASC, v, new byte[0]));
    byte[] neighbour = KeyRanges.concat(row(DESC, other, new byte[0]), row(ASC, v, new byte[0]));
    assertThat(selects(s, matching)).isEqualTo(from <= v && v < to);
    if (other != fixed) {
      assertThat(selects(s, neighbour)).isFalse();
    }
  }

  @Property
  void equalityOnTheLastVariableComponentIsExactNotAPrefix(@ForAll("text") String value, @ForAll("text") String other) {
    QueryState<Object> s = QueryState.start(context(1)).equal(LAST, value);
    assertThat(selects(s, row(LAST, other, new byte[0]))).isEqualTo(other.equals(value));
  }

  @Property
  void rangesWithInclusiveExclusiveAndOpenBounds(@ForAll long from, @ForAll boolean fromInclusive,
      @ForAll boolean fromOpen, @ForAll long to, @ForAll boolean toInclusive, @ForAll boolean toOpen, @ForAll long v,
      @ForAll("edgy") byte[] tail) {
    Long lo = fromOpen ? null : from;
    Long hi = toOpen ? null : to;
    for (KeyComponent<Long> c : List.of(ASC, DESC)) {
      if (lo != null && hi != null && lo > hi) {
        assertThatThrownBy(() -> QueryState.start(context(2)).range(c, lo, fromInclusive, hi, toInclusive))
            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after");
        continue;
      }
      boolean expected = (lo == null || (fromInclusive ? v >= lo : v > lo))
          && (hi == null || (toInclusive ? v <= hi : v < hi));
      QueryState<Object> s = QueryState.start(context(2)).range(c, lo, fromInclusive, hi, toInclusive);
      assertThat(selects(s, row(c, v, tail))).as(c.field() + " " + lo + ".." + hi).isEqualTo(expected);
    }
  }

  @Property
  void stringRangesOnVariableDescendingAndPaddedComponents(@ForAll("text") String from, @ForAll boolean fromInclusive,
      @ForAll("text") String to, @ForAll boolean toInclusive, @ForAll("text") String v, @ForAll("edgy") byte[] tail) {
    if (compareCodePoints(from, to) > 0) {
      return;
    }
    boolean expected = (fromInclusive ? compareCodePoints(v, from) >= 0 : compareCodePoints(v, from) > 0)
        && (toInclusive ? compareCodePoints(v, to) <= 0 : compareCodePoints(v, to) < 0);
    for (KeyComponent<String> last : List.of(LAST, DESC_LAST)) {
      QueryState<Object> s = QueryState.start(context(1)).range(last, from, fromInclusive, to, toInclusive);
      assertThat(selects(s, row(last, v, new byte[0]))).as(last.field() + last.descending()).isEqualTo(expected);
    }
    if (fits(from) && fits(to) && fits(v)) {
      for (KeyComponent<String> padded : List.of(PADDED, PADDED_DESC)) {
        QueryState<Object> s = QueryState.start(context(2)).range(padded, from, fromInclusive, to, toInclusive);
        assertThat(selects(s, row(padded, v, tail))).as("padded " + padded.descending()).isEqualTo(expected);
      }
    }
  }

  @Property
  void startingWithSelectsExactlyTheValuesWithThePrefix(@ForAll("text") String prefix, @ForAll("text") String v,
      @ForAll("edgy") byte[] tail) {
    boolean expected = v.startsWith(prefix);
    for (KeyComponent<String> last : List.of(LAST, DESC_LAST)) {
      QueryState<Object> s = QueryState.start(context(1)).startingWith(last, prefix);
      assertThat(selects(s, row(last, v, new byte[0]))).as(last.field() + last.descending()).isEqualTo(expected);
    }
    if (fits(v) && !prefix.endsWith("\u0000")) {
      for (KeyComponent<String> padded : List.of(PADDED, PADDED_DESC)) {
        QueryState<Object> s = QueryState.start(context(2)).startingWith(padded, prefix);
        assertThat(selects(s, row(padded, v, tail))).as("padded " + padded.descending()).isEqualTo(expected);
      }
    }
  }

  @Example
  void aPrefixLongerThanTheWidthSelectsNothingAndOneEndingInNulIsRefused() {
    assertThat(QueryState.start(context(2)).startingWith(PADDED, "abcde").branches).isEmpty();
    assertThatThrownBy(() -> QueryState.start(context(2)).startingWith(PADDED, "a\u0000"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("padding");
  }

  @Property
  void inSelectsOneRangePerValueThenNarrowsEach(@ForAll("someLongs") List<Long> values, @ForAll long v,
      @ForAll long from, @ForAll long to, @ForAll long next, @ForAll("edgy") byte[] tail) {
    for (KeyComponent<Long> c : List.of(ASC, DESC)) {
      QueryState<Object> s = QueryState.start(context(2)).in(c, values);
      assertThat(selects(s, row(c, v, tail))).isEqualTo(values.contains(v));
      assertThat(s.branches).hasSize((int) values.stream().distinct().count());
      if (from <= to) {
        QueryState<Object> narrowed = s.between(ASC, from, to);
        byte[] row = KeyRanges.concat(row(c, v, new byte[0]), row(ASC, next, tail));
        assertThat(selects(narrowed, row)).isEqualTo(values.contains(v) && from <= next && next < to);
      }
    }
  }

  private static final KeyComponent<Instant> AT =
      new KeyComponent<>("t", "E", "at", InstantKeyCodec.INSTANCE, 0, false);
  private static final KeyComponent<Instant> AT_DESC =
      new KeyComponent<>("t", "E", "at", InstantKeyCodec.INSTANCE, 0, true);

  /**
   * A bound beyond the instants a key holds is a legitimate "from the beginning" or "to the end":
   * the range selects exactly the stored values that lie between the bounds in Java order, and never
   * fails for a bound's sake. Values stored are whole milliseconds within the range.
   */
  @Property
  void boundsBeyondWhatTheKeyHoldsAreOpenOrSelectNothing(@ForAll("anyInstant") Instant from,
      @ForAll boolean fromInclusive, @ForAll boolean fromOpen, @ForAll("anyInstant") Instant to,
      @ForAll boolean toInclusive, @ForAll boolean toOpen, @ForAll("storedInstant") Instant v,
      @ForAll("edgy") byte[] tail) {
    Instant lo = fromOpen ? null : from;
    Instant hi = toOpen ? null : to;
    for (KeyComponent<Instant> c : List.of(AT, AT_DESC)) {
      if (lo != null && hi != null && milli(lo).isAfter(milli(hi))) {
        assertThatThrownBy(() -> QueryState.start(context(2)).range(c, lo, fromInclusive, hi, toInclusive))
            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after");
        continue;
      }
      if (lo != null && hi != null && lo.isAfter(hi)) {
        continue; // inverted within one millisecond, which the key cannot tell apart
      }
      // a stored key holds the millisecond: a finer bound compares as its millisecond does
      Instant loKept = lo == null ? null : milli(lo);
      Instant hiKept = hi == null ? null : milli(hi);
      boolean expected = (loKept == null || (fromInclusive ? !v.isBefore(loKept) : v.isAfter(loKept)))
          && (hiKept == null || (toInclusive ? !v.isAfter(hiKept) : v.isBefore(hiKept)));
      QueryState<Object> s = QueryState.start(context(2)).range(c, lo, fromInclusive, hi, toInclusive);
      assertThat(selects(s, row(c, v, tail))).as(c.field() + c.descending() + " " + lo + ".." + hi)
          .isEqualTo(expected);
      if (lo != null && hi != null && fromInclusive && !toInclusive) {
        assertThat(selects(QueryState.start(context(2)).between(c, lo, hi), row(c, v, tail))).isEqualTo(expected);
      }
      if (lo != null && fromInclusive) {
        assertThat(selects(QueryState.start(context(2)).from(c, lo), row(c, v, tail)))
            .isEqualTo(!v.isBefore(loKept));
      }
      if (hi != null && !toInclusive) {
        assertThat(selects(QueryState.start(context(2)).before(c, hi), row(c, v, tail)))
            .isEqualTo(v.isBefore(hiKept));
      }
    }
  }

  @Example
  void extremeInstantsAreOpenBoundsButNoValueForAnEquality() {
    Instant stored = Instant.parse("2026-01-01T00:00:00Z");
    for (KeyComponent<Instant> c : List.of(AT, AT_DESC)) {
      assertThat(selects(QueryState.start(context(2)).from(c, Instant.MIN), row(c, stored, new byte[0]))).isTrue();
      assertThat(selects(QueryState.start(context(2)).before(c, Instant.MAX), row(c, stored, new byte[0]))).isTrue();
      assertThat(selects(QueryState.start(context(2)).between(c, Instant.MIN, Instant.MAX), row(c, stored,
          new byte[0]))).isTrue();
      assertThat(QueryState.start(context(2)).from(c, Instant.MAX).branches).isEmpty();
      assertThat(QueryState.start(context(2)).before(c, Instant.MIN).branches).isEmpty();
      assertThatThrownBy(() -> QueryState.start(context(2)).between(c, Instant.MAX, Instant.MIN))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after to");
      assertThatThrownBy(() -> QueryState.start(context(2)).equal(c, Instant.MAX))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("row-key component E.at (table t): Instant +1000000000-12-31T23:59:59.999999999Z is outside "
              + "the storable range -292275055-05-16T16:47:04.192Z to +292278994-08-17T07:12:55.807Z (epoch "
              + "milliseconds in a long); use a value within it");
      assertThatThrownBy(() -> QueryState.start(context(2)).in(c, List.of(stored, Instant.MIN)))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("outside the storable range");
    }
  }

  @Example
  void cellTimeRangesBeyondTheTimestampsACellHasAreOpen() {
    RangeQuery<Object> query = new RangeQuery<>(QueryState.start(context(1)));
    QueryState<Object> all = query.cellTimeRange(Instant.MIN, Instant.MAX).state();
    assertThat(all.timeFrom).isZero();
    assertThat(all.timeTo).isEqualTo(Long.MAX_VALUE);
    QueryState<Object> since = query.cellTimeRange(Instant.ofEpochMilli(5), Instant.MAX).state();
    assertThat(since.timeFrom).isEqualTo(5);
    assertThat(since.timeTo).isEqualTo(Long.MAX_VALUE);
    QueryState<Object> beforeTheEpoch = query.cellTimeRange(Instant.MIN, Instant.ofEpochMilli(-1)).state();
    assertThat(beforeTheEpoch.timeTo).as("no cell is older than the epoch").isEqualTo(beforeTheEpoch.timeFrom);
  }

  private static Instant milli(Instant value) {
    return Instant.ofEpochSecond(value.getEpochSecond(), value.getNano() / 1_000_000 * 1_000_000);
  }

  @Provide
  Arbitrary<Instant> anyInstant() {
    Instant first = Instant.ofEpochMilli(Long.MIN_VALUE);
    Instant last = Instant.ofEpochMilli(Long.MAX_VALUE);
    Arbitrary<Long> seconds = Arbitraries.oneOf(
        Arbitraries.longs().between(Instant.MIN.getEpochSecond(), Instant.MAX.getEpochSecond()),
        Arbitraries.longs().between(first.getEpochSecond() - 1, first.getEpochSecond() + 1),
        Arbitraries.longs().between(last.getEpochSecond() - 1, last.getEpochSecond() + 1),
        Arbitraries.longs().between(-3, 3));
    return net.jqwik.api.Combinators.combine(seconds, Arbitraries.integers().between(0, 999_999_999))
        .as(Instant::ofEpochSecond);
  }

  @Provide
  Arbitrary<Instant> storedInstant() {
    return Arbitraries.oneOf(Arbitraries.longs(), Arbitraries.longs().between(-3_000, 3_000))
        .map(Instant::ofEpochMilli);
  }

  @Example
  void anEmptyInSelectsNothing() {
    assertThat(QueryState.start(context(2)).in(ASC, List.of()).branches).isEmpty();
  }

  private static boolean fits(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length <= 4 && !s.endsWith("\u0000");
  }

  private static int compareCodePoints(String a, String b) {
    return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }

  @Provide
  Arbitrary<List<Long>> someLongs() {
    return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, Arbitraries.longs()),
        net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(-2, 2))).list().ofMaxSize(4);
  }

  @Provide
  Arbitrary<byte[]> edgy() {
    return Arbitraries.of((byte) 0, (byte) 1, (byte) 0x7F, (byte) 0x80, (byte) 0xFE, (byte) 0xFF)
        .array(byte[].class).ofMaxSize(4);
  }

  @Provide
  Arbitrary<String> text() {
    return Arbitraries.strings().withChars("ab\u00e9\u0000").ofMaxLength(3);
  }
}
