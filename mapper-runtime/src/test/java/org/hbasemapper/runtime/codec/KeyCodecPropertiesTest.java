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
