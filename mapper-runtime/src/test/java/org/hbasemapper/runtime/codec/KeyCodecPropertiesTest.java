package org.hbasemapper.runtime.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * Every key codec round-trips, and the unsigned byte order of encodings equals the Java order of
 * the values: the property prefix and range scans depend on.
 */
class KeyCodecPropertiesTest {

  /** Round-trip and order for one pair of values. */
  static <T> void check(KeyCodec<T> codec, T a, T b, Comparator<T> order) {
    byte[] ea = codec.encode(a);
    byte[] eb = codec.encode(b);
    assertThat(order.compare(codec.decode(ea), a)).as("round trip of %s", a).isZero();
    assertThat(Integer.signum(Bytes.compareTo(ea, eb)))
        .as("byte order of %s vs %s", a, b)
        .isEqualTo(Integer.signum(order.compare(a, b)));
    if (codec.width() > 0) {
      assertThat(ea).hasSize(codec.width());
      // a descending component stores the encoding inverted; read it in place, inside a larger row
      byte[] row = new byte[ea.length + 5];
      for (int i = 0; i < ea.length; i++) {
        row[3 + i] = (byte) ~ea[i];
      }
      assertThat(order.compare(codec.readInverted(row, 3, ea.length), a)).as("inverted read of %s", a).isZero();
      byte[] written = new byte[ea.length + 5];
      assertThat(codec.writeInverted(a, written, 3)).isEqualTo(3 + ea.length);
      assertThat(written).as("inverted write of %s", a).isEqualTo(row);
    }
  }

  @Property
  void longs(@ForAll long a, @ForAll long b) {
    check(LongKeyCodec.INSTANCE, a, b, Comparator.naturalOrder());
  }

  @Property
  void ints(@ForAll int a, @ForAll int b) {
    check(IntKeyCodec.INSTANCE, a, b, Comparator.naturalOrder());
  }

  @Property
  void shorts(@ForAll short a, @ForAll short b) {
    check(ShortKeyCodec.INSTANCE, a, b, Comparator.naturalOrder());
  }

  @Property
  void bytes(@ForAll byte a, @ForAll byte b) {
    check(ByteKeyCodec.INSTANCE, a, b, Comparator.naturalOrder());
  }

  @Property
  void doubles(@ForAll("doubles") double a, @ForAll("doubles") double b) {
    check(DoubleKeyCodec.INSTANCE, a, b, Double::compare);
  }

  @Property
  void floats(@ForAll("floats") float a, @ForAll("floats") float b) {
    check(FloatKeyCodec.INSTANCE, a, b, Float::compare);
  }

  @Example
  void signedExtremesAndZeroSortInJavaOrder() {
    List<Long> values = List.of(Long.MIN_VALUE, -1L, 0L, 1L, Long.MAX_VALUE);
    for (int i = 0; i + 1 < values.size(); i++) {
      check(LongKeyCodec.INSTANCE, values.get(i), values.get(i + 1), Comparator.naturalOrder());
    }
    List<Double> doubles = List.of(Double.NEGATIVE_INFINITY, -Double.MAX_VALUE, -1.0, -Double.MIN_VALUE, -0.0, 0.0,
        Double.MIN_VALUE, 1.0, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN);
    for (int i = 0; i + 1 < doubles.size(); i++) {
      check(DoubleKeyCodec.INSTANCE, doubles.get(i), doubles.get(i + 1), Double::compare);
    }
  }

  @Example
  void plainTwosComplementWouldSortNegativesLast() {
    assertThat(Bytes.compareTo(Bytes.toBytes(-1L), Bytes.toBytes(1L))).isPositive();
    assertThat(Bytes.compareTo(LongKeyCodec.INSTANCE.encode(-1L), LongKeyCodec.INSTANCE.encode(1L))).isNegative();
  }

  @Property
  void booleans(@ForAll boolean a, @ForAll boolean b) {
    check(BooleanKeyCodec.INSTANCE, a, b, Comparator.naturalOrder());
  }

  @Property
  void strings(@ForAll("text") String a, @ForAll("text") String b) {
    check(StringKeyCodec.INSTANCE, a, b, KeyCodecPropertiesTest::compareCodePoints);
  }

  @Property
  void byteArrays(@ForAll byte[] a, @ForAll byte[] b) {
    check(BytesKeyCodec.INSTANCE, a, b, Arrays::compareUnsigned);
  }

  @Property
  void uuidsSortAsUnsigned128BitNumbers(@ForAll long aHigh, @ForAll long aLow, @ForAll long bHigh, @ForAll long bLow) {
    Comparator<UUID> unsigned = Comparator.<UUID>comparingLong(u -> u.getMostSignificantBits() ^ Long.MIN_VALUE)
        .thenComparingLong(u -> u.getLeastSignificantBits() ^ Long.MIN_VALUE);
    check(UuidKeyCodec.INSTANCE, new UUID(aHigh, aLow), new UUID(bHigh, bLow), unsigned);
  }

  @Property
  void instants(@ForAll @LongRange(min = -8_000_000_000_000L, max = 8_000_000_000_000L) long a,
      @ForAll @LongRange(min = -8_000_000_000_000L, max = 8_000_000_000_000L) long b) {
    check(InstantKeyCodec.INSTANCE, Instant.ofEpochMilli(a), Instant.ofEpochMilli(b), Comparator.naturalOrder());
  }

  @Property
  void dates(@ForAll long a, @ForAll long b) {
    check(DateKeyCodec.INSTANCE, new Date(a), new Date(b), Comparator.naturalOrder());
  }

  @Property
  void localDates(@ForAll @IntRange(min = -100_000_000, max = 100_000_000) int a,
      @ForAll @IntRange(min = -100_000_000, max = 100_000_000) int b) {
    check(LocalDateKeyCodec.INSTANCE, LocalDate.ofEpochDay(a), LocalDate.ofEpochDay(b), Comparator.naturalOrder());
  }

  @Property
  void localDateTimes(@ForAll @LongRange(min = -30_000_000_000L, max = 30_000_000_000L) long aSeconds,
      @ForAll @IntRange(min = 0, max = 999_999_999) int aNanos,
      @ForAll @LongRange(min = -30_000_000_000L, max = 30_000_000_000L) long bSeconds,
      @ForAll @IntRange(min = 0, max = 999_999_999) int bNanos) {
    check(LocalDateTimeKeyCodec.INSTANCE, LocalDateTime.ofEpochSecond(aSeconds, aNanos, ZoneOffset.UTC),
        LocalDateTime.ofEpochSecond(bSeconds, bNanos, ZoneOffset.UTC), Comparator.naturalOrder());
  }

  enum Color { RED, GREEN, BLUE }

  @Property
  void enumsSortByNameSoReorderingConstantsCannotCorruptKeys(@ForAll Color a, @ForAll Color b) {
    check(new EnumKeyCodec<>(Color.class), a, b, Comparator.comparing(Enum::name));
  }

  @Example
  void unknownEnumNameIsAnErrorNamingTheKnownConstants() {
    assertThatThrownBy(() -> new EnumKeyCodec<>(Color.class).decode(Bytes.toBytes("PINK")))
        .isInstanceOf(CodecException.class)
        .hasMessage("unknown constant 'PINK' of enum Color (known: BLUE, GREEN, RED)");
  }

  @Example
  void unpairedSurrogateIsRejectedInsteadOfBecomingAQuestionMark() {
    assertThatThrownBy(() -> StringKeyCodec.INSTANCE.encode("a\uD800b"))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("unpaired surrogate at index 1");
    // the same-length case: a lone surrogate would become a '?' of one byte
    assertThatThrownBy(() -> StringKeyCodec.INSTANCE.encode("\uD800")).isInstanceOf(CodecException.class)
        .hasMessageContaining("unpaired surrogate at index 0");
    assertThatThrownBy(() -> StringValueCodec.INSTANCE.encode("é\uDC00")).isInstanceOf(CodecException.class)
        .hasMessageContaining("unpaired surrogate at index 1");
    assertThat(StringKeyCodec.INSTANCE.encode("a?b")).isEqualTo(new byte[] {'a', '?', 'b'});
  }

  @Example
  void emptyAndNonAsciiStrings() {
    check(StringKeyCodec.INSTANCE, "", "a", KeyCodecPropertiesTest::compareCodePoints);
    check(StringKeyCodec.INSTANCE, "z", "é", KeyCodecPropertiesTest::compareCodePoints);
    check(StringKeyCodec.INSTANCE, "\uFFFF", "😀", KeyCodecPropertiesTest::compareCodePoints);
    assertThat(StringKeyCodec.INSTANCE.encode("中文")).isEqualTo("中文".getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Example
  void wrongWidthIsACodecException() {
    assertThatThrownBy(() -> LongKeyCodec.INSTANCE.read(new byte[3], 0, 3))
        .isInstanceOf(CodecException.class).hasMessage("expected 8 bytes for long, found 3");
  }

  // --- the edges of each type: every value of the Java type is either stored or refused naming the range

  static final Instant FIRST_MILLI = Instant.ofEpochMilli(Long.MIN_VALUE);
  static final Instant LAST_MILLI = Instant.ofEpochMilli(Long.MAX_VALUE);
  static final String INSTANT_RANGE = "outside the storable range -292275055-05-16T16:47:04.192Z to "
      + "+292278994-08-17T07:12:55.807Z (epoch milliseconds in a long)";
  static final String LOCAL_DATE_RANGE = "outside the storable range -5877641-06-23 to +5881580-07-11 "
      + "(epoch day in an int)";

  /** {@code value} kept to its millisecond, as a key stores it (the floor: nanos are never negative). */
  static Instant milli(Instant value) {
    return Instant.ofEpochSecond(value.getEpochSecond(), value.getNano() / 1_000_000 * 1_000_000);
  }

  /** -1, 0 or 1: below, inside or above the instants a key holds. */
  static int side(Instant value) {
    Instant kept = milli(value);
    return kept.isBefore(FIRST_MILLI) ? -1 : kept.isAfter(LAST_MILLI) ? 1 : 0;
  }

  /** Encoding {@code value}, ascending or descending, fails with a {@link CodecException} naming the range. */
  static <T> void assertRefused(KeyCodec<T> codec, T value, String range) {
    assertThatThrownBy(() -> codec.encode(value)).isInstanceOf(CodecException.class)
        .hasMessage(value.getClass().getSimpleName() + " " + value + " is " + range + "; use a value within it");
    assertThatThrownBy(() -> codec.writeInverted(value, new byte[codec.width()], 0))
        .isInstanceOf(CodecException.class).hasMessageContaining(range);
  }

  @Property
  void instantsOfTheWholeJavaRangeAreStoredToTheMillisecondOrRefusedNamingTheRange(
      @ForAll("anyInstant") Instant a, @ForAll("anyInstant") Instant b) {
    InstantKeyCodec codec = InstantKeyCodec.INSTANCE;
    assertThat(Integer.signum(codec.compareToRange(a))).isEqualTo(side(a));
    if (side(a) != 0) {
      assertRefused(codec, a, INSTANT_RANGE);
    } else if (side(b) == 0) {
      assertThat(codec.encode(a)).isEqualTo(codec.encode(milli(a)));
      check(codec, milli(a), milli(b), Comparator.naturalOrder());
    }
  }

  @Example
  void instantExtremes() {
    InstantKeyCodec codec = InstantKeyCodec.INSTANCE;
    for (Instant refused : List.of(Instant.MIN, Instant.MAX, FIRST_MILLI.minusNanos(1), LAST_MILLI.plusMillis(1))) {
      assertRefused(codec, refused, INSTANT_RANGE);
    }
    assertThat(codec.compareToRange(Instant.MIN)).isNegative();
    assertThat(codec.compareToRange(Instant.MAX)).isPositive();
    check(codec, FIRST_MILLI, LAST_MILLI, Comparator.naturalOrder());
    assertThat(codec.encode(LAST_MILLI.plusNanos(999_999))).isEqualTo(codec.encode(LAST_MILLI));
    assertThat(codec.compareToRange(LAST_MILLI.plusNanos(999_999))).isZero();
  }

  @Property
  void localDatesOfTheWholeJavaRangeAreStoredOrRefusedNamingTheRange(
      @ForAll("anyLocalDate") LocalDate a, @ForAll("anyLocalDate") LocalDate b) {
    LocalDateKeyCodec codec = LocalDateKeyCodec.INSTANCE;
    int side = a.toEpochDay() < Integer.MIN_VALUE ? -1 : a.toEpochDay() > Integer.MAX_VALUE ? 1 : 0;
    assertThat(Integer.signum(codec.compareToRange(a))).isEqualTo(side);
    if (side != 0) {
      assertRefused(codec, a, LOCAL_DATE_RANGE);
    } else if (codec.compareToRange(b) == 0) {
      check(codec, a, b, Comparator.naturalOrder());
    }
  }

  @Example
  void localDateExtremes() {
    LocalDateKeyCodec codec = LocalDateKeyCodec.INSTANCE;
    assertRefused(codec, LocalDate.MIN, LOCAL_DATE_RANGE);
    assertRefused(codec, LocalDate.MAX, LOCAL_DATE_RANGE);
    assertRefused(codec, LocalDate.ofEpochDay(Integer.MAX_VALUE + 1L), LOCAL_DATE_RANGE);
    check(codec, LocalDate.ofEpochDay(Integer.MIN_VALUE), LocalDate.ofEpochDay(Integer.MAX_VALUE),
        Comparator.naturalOrder());
    check(codec, LocalDate.of(-1, 12, 31), LocalDate.of(0, 1, 1), Comparator.naturalOrder());
  }

  @Property
  void localDateTimesOfTheWholeJavaRangeAreStored(@ForAll("anyLocalDateTime") LocalDateTime a,
      @ForAll("anyLocalDateTime") LocalDateTime b) {
    assertThat(LocalDateTimeKeyCodec.INSTANCE.compareToRange(a)).isZero();
    check(LocalDateTimeKeyCodec.INSTANCE, a, b, Comparator.naturalOrder());
  }

  @Example
  void localDateTimeAndDateExtremes() {
    check(LocalDateTimeKeyCodec.INSTANCE, LocalDateTime.MIN, LocalDateTime.MAX, Comparator.naturalOrder());
    check(LocalDateTimeKeyCodec.INSTANCE, LocalDateTime.of(-1, 12, 31, 23, 59, 59, 999_999_999),
        LocalDateTime.of(0, 1, 1, 0, 0), Comparator.naturalOrder());
    check(DateKeyCodec.INSTANCE, new Date(Long.MIN_VALUE), new Date(Long.MAX_VALUE), Comparator.naturalOrder());
    check(LongKeyCodec.INSTANCE, Long.MIN_VALUE, Long.MAX_VALUE, Comparator.naturalOrder());
  }

  /**
   * Bytes no write produced (a row written by hand) are read back exactly, so that the value finds its
   * row again, or refused: a value the Java type cannot hold, invalid UTF-8, a NaN other than the
   * canonical one. Never a lossy value, never another exception.
   */
  static <T> void readsExactlyOrRefuses(KeyCodec<T> codec, byte[] stored) {
    T value;
    try {
      value = codec.decode(stored);
    } catch (CodecException refused) {
      return;
    }
    assertThat(codec.encode(value)).as("re-encoding of %s read from %s", value, Bytes.toStringBinary(stored))
        .isEqualTo(stored);
  }

  @Property
  void storedBytesOfFixedWidthKeysReadExactlyOrAreRefused(@ForAll("eightBytes") byte[] eight,
      @ForAll("twelveBytes") byte[] twelve) {
    byte[] four = Arrays.copyOf(eight, 4);
    readsExactlyOrRefuses(LongKeyCodec.INSTANCE, eight);
    readsExactlyOrRefuses(DoubleKeyCodec.INSTANCE, eight);
    readsExactlyOrRefuses(InstantKeyCodec.INSTANCE, eight);
    readsExactlyOrRefuses(DateKeyCodec.INSTANCE, eight);
    readsExactlyOrRefuses(IntKeyCodec.INSTANCE, four);
    readsExactlyOrRefuses(FloatKeyCodec.INSTANCE, four);
    readsExactlyOrRefuses(LocalDateKeyCodec.INSTANCE, four);
    readsExactlyOrRefuses(LocalDateTimeKeyCodec.INSTANCE, twelve);
    readsExactlyOrRefuses(BooleanKeyCodec.INSTANCE, Arrays.copyOf(eight, 1));
  }

  @Property
  void storedBytesOfStringKeysReadExactlyOrAreRefused(@ForAll("utf8ish") byte[] stored) {
    readsExactlyOrRefuses(StringKeyCodec.INSTANCE, stored);
    readsExactlyOrRefuses(new EnumKeyCodec<>(Color.class), stored);
  }

  @Example
  void invalidUtf8InAKeyIsRefusedNotReplaced() {
    assertThatThrownBy(() -> StringKeyCodec.INSTANCE.decode(new byte[] {'p', (byte) 0xFF}))
        .isInstanceOf(CodecException.class)
        .hasMessage("invalid UTF-8 at byte 1 of 0x70ff: a key must decode to exactly the bytes stored, "
            + "so it is never read with a replacement character");
    // a stored U+FFFD is a character like any other
    check(StringKeyCodec.INSTANCE, "p\uFFFD", "q", KeyCodecPropertiesTest::compareCodePoints);
  }

  @Example
  void storedKeysBeyondTheJavaTypeAreRefused() {
    byte[] beyond = new byte[12];
    LongKeyCodec.writeLong(Long.MAX_VALUE, beyond, 0);
    assertThatThrownBy(() -> LocalDateTimeKeyCodec.INSTANCE.decode(beyond)).isInstanceOf(CodecException.class)
        .hasMessageStartingWith("stored LocalDateTime of epoch second 9223372036854775807 and nanosecond "
            + "-2147483648 is outside what LocalDateTime holds");
    byte[] nan = new byte[8];
    LongKeyCodec.writeLong(0x7ff0_0000_0000_0001L, nan, 0); // a NaN, but not the canonical one a key stores
    assertThatThrownBy(() -> DoubleKeyCodec.INSTANCE.decode(nan)).isInstanceOf(CodecException.class)
        .hasMessageContaining("NaN");
  }

  @Provide
  Arbitrary<Instant> anyInstant() {
    Arbitrary<Long> seconds = Arbitraries.oneOf(
        Arbitraries.longs().between(Instant.MIN.getEpochSecond(), Instant.MAX.getEpochSecond()),
        Arbitraries.longs().between(FIRST_MILLI.getEpochSecond() - 1, FIRST_MILLI.getEpochSecond() + 1),
        Arbitraries.longs().between(LAST_MILLI.getEpochSecond() - 1, LAST_MILLI.getEpochSecond() + 1),
        Arbitraries.longs().between(-100_000_000_000L, 100_000_000_000L));
    Arbitrary<Integer> nanos = Arbitraries.integers().between(0, 999_999_999)
        .edgeCases(c -> c.add(FIRST_MILLI.getNano(), FIRST_MILLI.getNano() - 1, LAST_MILLI.getNano() + 999_999,
            LAST_MILLI.getNano() + 1_000_000));
    return net.jqwik.api.Combinators.combine(seconds, nanos).as(Instant::ofEpochSecond);
  }

  @Provide
  Arbitrary<LocalDate> anyLocalDate() {
    return Arbitraries.oneOf(
            Arbitraries.longs().between(LocalDate.MIN.toEpochDay(), LocalDate.MAX.toEpochDay()),
            Arbitraries.longs().between(Integer.MIN_VALUE - 2L, Integer.MIN_VALUE + 2L),
            Arbitraries.longs().between(Integer.MAX_VALUE - 2L, Integer.MAX_VALUE + 2L),
            Arbitraries.longs().between(-1_000_000L, 1_000_000L))
        .map(LocalDate::ofEpochDay);
  }

  @Provide
  Arbitrary<LocalDateTime> anyLocalDateTime() {
    long min = LocalDateTime.MIN.toEpochSecond(ZoneOffset.UTC);
    long max = LocalDateTime.MAX.toEpochSecond(ZoneOffset.UTC);
    return net.jqwik.api.Combinators.combine(Arbitraries.longs().between(min, max),
        Arbitraries.integers().between(0, 999_999_999)).as((s, n) -> LocalDateTime.ofEpochSecond(s, n, ZoneOffset.UTC));
  }

  @Provide
  Arbitrary<byte[]> eightBytes() {
    return Arbitraries.bytes().array(byte[].class).ofSize(8);
  }

  @Provide
  Arbitrary<byte[]> twelveBytes() {
    return Arbitraries.bytes().array(byte[].class).ofSize(12);
  }

  /** Mostly well-formed UTF-8 with some bytes changed, so that both readings come up. */
  @Provide
  Arbitrary<byte[]> utf8ish() {
    Arbitrary<byte[]> wellFormed = text().map(s -> s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    return Arbitraries.oneOf(wellFormed, Arbitraries.bytes().array(byte[].class).ofMaxSize(8),
        net.jqwik.api.Combinators.combine(wellFormed, Arbitraries.integers().between(0, 7),
            Arbitraries.bytes()).as((b, i, x) -> {
              byte[] out = b.clone();
              if (out.length > 0) {
                out[i % out.length] = x;
              }
              return out;
            }));
  }

  @Provide
  Arbitrary<Double> doubles() {
    return Arbitraries.doubles().withStandardSpecialValues().withSpecialValue(-0.0).withSpecialValue(Double.NaN);
  }

  @Provide
  Arbitrary<Float> floats() {
    return Arbitraries.floats().withStandardSpecialValues().withSpecialValue(-0.0f).withSpecialValue(Float.NaN);
  }

  @Provide
  Arbitrary<String> text() {
    Arbitrary<Integer> codePoints = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(5, Arbitraries.integers().between(0, 0x7F)),
        net.jqwik.api.Tuple.of(2, Arbitraries.integers().between(0x80, 0xD7FF)),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0xE000, 0xFFFF)),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0x10000, 0x10FFFF)));
    return codePoints.list().ofMaxSize(12)
        .map(cps -> new String(cps.stream().mapToInt(Integer::intValue).toArray(), 0, cps.size()));
  }

  static int compareCodePoints(String a, String b) {
    return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }
}
