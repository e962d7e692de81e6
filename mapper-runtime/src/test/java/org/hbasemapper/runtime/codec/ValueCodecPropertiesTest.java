package org.hbasemapper.runtime.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * Value codecs round-trip, write what HBase's {@code Bytes} writes (so the shell and other tools
 * read the cells), decode in place from an offset, and reject cells of the wrong length.
 */
class ValueCodecPropertiesTest {

  /** Round trip, also when the value sits inside a larger buffer. */
  static <T> T roundTrip(ValueCodec<T> codec, T value) {
    byte[] encoded = codec.encode(value);
    byte[] padded = new byte[encoded.length + 5];
    System.arraycopy(encoded, 0, padded, 3, encoded.length);
    T inPlace = codec.decode(padded, 3, encoded.length);
    T whole = codec.decode(encoded);
    assertThat(inPlace).isEqualTo(whole);
    return whole;
  }

  @Property
  void longsAreBytesToBytes(@ForAll long v) {
    assertThat(LongValueCodec.INSTANCE.encode(v)).isEqualTo(Bytes.toBytes(v));
    assertThat(roundTrip(LongValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Property
  void intsShortsAndBytes(@ForAll int i, @ForAll short s, @ForAll byte b) {
    assertThat(IntValueCodec.INSTANCE.encode(i)).isEqualTo(Bytes.toBytes(i));
    assertThat(roundTrip(IntValueCodec.INSTANCE, i)).isEqualTo(i);
    assertThat(ShortValueCodec.INSTANCE.encode(s)).isEqualTo(Bytes.toBytes(s));
    assertThat(roundTrip(ShortValueCodec.INSTANCE, s)).isEqualTo(s);
    assertThat(roundTrip(ByteValueCodec.INSTANCE, b)).isEqualTo(b);
  }

  @Property
  void floatingPointIncludingSpecialValues(@ForAll double d, @ForAll float f) {
    assertThat(DoubleValueCodec.INSTANCE.encode(d)).isEqualTo(Bytes.toBytes(d));
    assertThat(Double.compare(roundTrip(DoubleValueCodec.INSTANCE, d), d)).isZero();
    assertThat(Float.compare(roundTrip(FloatValueCodec.INSTANCE, f), f)).isZero();
  }

  @Example
  void nanAndNegativeZeroSurvive() {
    assertThat(roundTrip(DoubleValueCodec.INSTANCE, Double.NaN)).isNaN();
    assertThat(Double.doubleToRawLongBits(roundTrip(DoubleValueCodec.INSTANCE, -0.0)))
        .isEqualTo(Double.doubleToRawLongBits(-0.0));
  }

  @Property
  void booleansAreBytesToBytes(@ForAll boolean v) {
    assertThat(BooleanValueCodec.INSTANCE.encode(v)).isEqualTo(Bytes.toBytes(v));
    assertThat(roundTrip(BooleanValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Property
  void strings(@ForAll("text") String s) {
    assertThat(StringValueCodec.INSTANCE.encode(s)).isEqualTo(Bytes.toBytes(s));
    assertThat(roundTrip(StringValueCodec.INSTANCE, s)).isEqualTo(s);
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<String> text() {
    return new KeyCodecPropertiesTest().text();
  }

  @Property
  void byteArraysAreCopied(@ForAll byte[] v) {
    byte[] encoded = BytesValueCodec.INSTANCE.encode(v);
    assertThat(encoded).isEqualTo(v);
    assertThat(roundTrip(BytesValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Property
  void bigDecimalsKeepScaleAndPrecision(@ForAll BigInteger unscaled, @ForAll @IntRange(min = -50, max = 50) int scale) {
    BigDecimal v = new BigDecimal(unscaled, scale);
    assertThat(BigDecimalValueCodec.INSTANCE.encode(v)).isEqualTo(Bytes.toBytes(v));
    BigDecimal read = roundTrip(BigDecimalValueCodec.INSTANCE, v);
    assertThat(read.scale()).isEqualTo(v.scale());
    assertThat(read.unscaledValue()).isEqualTo(v.unscaledValue());
  }

  @Property
  void instantsAreMillisWhenWholeAndLosslessOtherwise(
      @ForAll @LongRange(min = -30_000_000_000L, max = 30_000_000_000L) long seconds,
      @ForAll @IntRange(min = 0, max = 999_999_999) int nanos) {
    Instant v = Instant.ofEpochSecond(seconds, nanos);
    byte[] encoded = InstantValueCodec.INSTANCE.encode(v);
    assertThat(encoded).hasSize(nanos % 1_000_000 == 0 ? 8 : 12);
    assertThat(roundTrip(InstantValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Example
  void wholeMillisecondInstantIsPlainBytesToBytesOfEpochMillis() {
    Instant v = Instant.ofEpochMilli(1_700_000_000_123L);
    assertThat(InstantValueCodec.INSTANCE.encode(v)).isEqualTo(Bytes.toBytes(1_700_000_000_123L));
  }

  @Property
  void datesAndLocalDates(@ForAll long millis, @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int day) {
    assertThat(roundTrip(DateValueCodec.INSTANCE, new Date(millis))).isEqualTo(new Date(millis));
    assertThat(roundTrip(LocalDateValueCodec.INSTANCE, LocalDate.ofEpochDay(day))).isEqualTo(LocalDate.ofEpochDay(day));
  }

  @Property
  void localDateTimes(@ForAll @LongRange(min = -30_000_000_000L, max = 30_000_000_000L) long seconds,
      @ForAll @IntRange(min = 0, max = 999_999_999) int nanos) {
    LocalDateTime v = LocalDateTime.ofEpochSecond(seconds, nanos, ZoneOffset.UTC);
    assertThat(roundTrip(LocalDateTimeValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Property
  void uuids(@ForAll long high, @ForAll long low) {
    UUID v = new UUID(high, low);
    assertThat(roundTrip(UuidValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  enum Size { S, M, L }

  @Property
  void enumsByName(@ForAll Size v) {
    assertThat(new EnumValueCodec<>(Size.class).encode(v)).isEqualTo(Bytes.toBytes(v.name()));
    assertThat(roundTrip(new EnumValueCodec<>(Size.class), v)).isEqualTo(v);
  }

  @Example
  void wrongLengthsAreCodecExceptionsThatSayWhatWasExpected() {
    assertThatThrownBy(() -> LongValueCodec.INSTANCE.decode(new byte[7]))
        .isInstanceOf(CodecException.class).hasMessage("expected 8 bytes for long, found 7");
    assertThatThrownBy(() -> IntValueCodec.INSTANCE.decode(new byte[5]))
        .isInstanceOf(CodecException.class).hasMessage("expected 4 bytes for int, found 5");
    assertThatThrownBy(() -> InstantValueCodec.INSTANCE.decode(new byte[9]))
        .isInstanceOf(CodecException.class).hasMessage("expected 8 or 12 bytes for Instant, found 9");
    assertThatThrownBy(() -> BigDecimalValueCodec.INSTANCE.decode(new byte[2]))
        .isInstanceOf(CodecException.class).hasMessage("expected at least 5 bytes for BigDecimal, found 2");
    assertThatThrownBy(() -> UuidValueCodec.INSTANCE.decode(new byte[15]))
        .isInstanceOf(CodecException.class).hasMessage("expected 16 bytes for UUID, found 15");
    assertThatThrownBy(() -> new EnumValueCodec<>(Size.class).decode(Bytes.toBytes("XL")))
        .isInstanceOf(CodecException.class).hasMessage("unknown constant 'XL' of enum Size (known: L, M, S)");
  }

  // --- the edges of each type: every value of the Java type is stored, or refused naming the range

  @Property
  void instantsOfTheWholeJavaRangeSurviveToTheNanosecond(@ForAll("anyInstant") Instant v) {
    assertThat(roundTrip(InstantValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Example
  void instantExtremesTakeTheTwelveByteForm() {
    for (Instant v : List.of(Instant.MIN, Instant.MAX, Instant.ofEpochMilli(Long.MIN_VALUE).minusMillis(1),
        Instant.ofEpochMilli(Long.MAX_VALUE).plusMillis(1))) {
      assertThat(InstantValueCodec.INSTANCE.encode(v)).as("%s", v).hasSize(12);
      assertThat(roundTrip(InstantValueCodec.INSTANCE, v)).isEqualTo(v);
    }
    // the last whole milliseconds a long holds keep the 8-byte form of Bytes.toBytes(long)
    assertThat(InstantValueCodec.INSTANCE.encode(Instant.ofEpochMilli(Long.MIN_VALUE)))
        .isEqualTo(Bytes.toBytes(Long.MIN_VALUE));
    assertThat(InstantValueCodec.INSTANCE.encode(Instant.ofEpochMilli(Long.MAX_VALUE)))
        .isEqualTo(Bytes.toBytes(Long.MAX_VALUE));
  }

  @Property
  void localDatesOfTheWholeJavaRangeAreStoredOrRefusedNamingTheRange(@ForAll("anyLocalDate") LocalDate v) {
    if (v.toEpochDay() == (int) v.toEpochDay()) {
      assertThat(roundTrip(LocalDateValueCodec.INSTANCE, v)).isEqualTo(v);
    } else {
      assertThatThrownBy(() -> LocalDateValueCodec.INSTANCE.encode(v)).isInstanceOf(CodecException.class)
          .hasMessage("LocalDate " + v + " is " + KeyCodecPropertiesTest.LOCAL_DATE_RANGE + "; use a value within it");
    }
  }

  @Example
  void localDateExtremes() {
    assertThatThrownBy(() -> LocalDateValueCodec.INSTANCE.encode(LocalDate.MAX)).isInstanceOf(CodecException.class)
        .hasMessageContaining(KeyCodecPropertiesTest.LOCAL_DATE_RANGE);
    assertThatThrownBy(() -> LocalDateValueCodec.INSTANCE.encode(LocalDate.MIN)).isInstanceOf(CodecException.class)
        .hasMessageContaining(KeyCodecPropertiesTest.LOCAL_DATE_RANGE);
    for (LocalDate v : List.of(LocalDate.ofEpochDay(Integer.MIN_VALUE), LocalDate.ofEpochDay(Integer.MAX_VALUE),
        LocalDate.of(0, 1, 1), LocalDate.of(-1, 12, 31))) {
      assertThat(roundTrip(LocalDateValueCodec.INSTANCE, v)).isEqualTo(v);
    }
  }

  @Property
  void localDateTimesOfTheWholeJavaRangeAreStored(@ForAll("anyLocalDateTime") LocalDateTime v) {
    assertThat(roundTrip(LocalDateTimeValueCodec.INSTANCE, v)).isEqualTo(v);
  }

  @Example
  void localDateTimeDateAndBigDecimalExtremes() {
    assertThat(roundTrip(LocalDateTimeValueCodec.INSTANCE, LocalDateTime.MIN)).isEqualTo(LocalDateTime.MIN);
    assertThat(roundTrip(LocalDateTimeValueCodec.INSTANCE, LocalDateTime.MAX)).isEqualTo(LocalDateTime.MAX);
    assertThat(roundTrip(DateValueCodec.INSTANCE, new Date(Long.MIN_VALUE))).isEqualTo(new Date(Long.MIN_VALUE));
    assertThat(roundTrip(DateValueCodec.INSTANCE, new Date(Long.MAX_VALUE))).isEqualTo(new Date(Long.MAX_VALUE));
    BigInteger huge = BigInteger.ONE.shiftLeft(100_000).subtract(BigInteger.ONE).negate();
    for (BigDecimal v : List.of(new BigDecimal(huge, Integer.MAX_VALUE), new BigDecimal(huge, Integer.MIN_VALUE),
        new BigDecimal(BigInteger.ONE, Integer.MIN_VALUE), new BigDecimal(BigInteger.ZERO, Integer.MAX_VALUE))) {
      BigDecimal read = roundTrip(BigDecimalValueCodec.INSTANCE, v);
      assertThat(read.scale()).isEqualTo(v.scale());
      assertThat(read.unscaledValue()).isEqualTo(v.unscaledValue());
    }
  }

  @Property
  void bigDecimalsOfEveryScale(@ForAll BigInteger unscaled, @ForAll int scale) {
    BigDecimal v = new BigDecimal(unscaled, scale);
    BigDecimal read = roundTrip(BigDecimalValueCodec.INSTANCE, v);
    assertThat(read.scale()).isEqualTo(scale);
    assertThat(read.unscaledValue()).isEqualTo(unscaled);
  }

  /** Any stored bytes (a cell written by hand) decode to a value or fail with a {@link CodecException}, never another. */
  static void decodesOrRefuses(ValueCodec<?> codec, byte[] stored) {
    try {
      codec.decode(stored);
    } catch (CodecException refused) {
      // the mapper turns it into a MappingException naming table, row and column
    }
  }

  @Property
  void storedBytesDecodeOrAreRefusedWithACodecException(@ForAll @net.jqwik.api.constraints.Size(max = 20) byte[] stored) {
    for (ValueCodec<?> codec : List.of(LongValueCodec.INSTANCE, IntValueCodec.INSTANCE, ShortValueCodec.INSTANCE,
        ByteValueCodec.INSTANCE, FloatValueCodec.INSTANCE, DoubleValueCodec.INSTANCE, BooleanValueCodec.INSTANCE,
        StringValueCodec.INSTANCE, BytesValueCodec.INSTANCE, BigDecimalValueCodec.INSTANCE, InstantValueCodec.INSTANCE,
        DateValueCodec.INSTANCE, LocalDateValueCodec.INSTANCE, LocalDateTimeValueCodec.INSTANCE,
        UuidValueCodec.INSTANCE, new EnumValueCodec<>(Size.class))) {
      decodesOrRefuses(codec, stored);
    }
  }

  @Property
  void storedTwelveByteInstantsAndLocalDateTimesReadExactlyOrAreRefused(@ForAll long seconds, @ForAll int nanos) {
    byte[] stored = Bytes.add(Bytes.toBytes(seconds), Bytes.toBytes(nanos));
    try {
      Instant read = InstantValueCodec.INSTANCE.decode(stored);
      assertThat(read.getEpochSecond()).isEqualTo(seconds);
      assertThat(read.getNano()).isEqualTo(nanos);
    } catch (CodecException refused) {
      assertThat(refused).hasMessageContaining("Instant");
    }
    try {
      LocalDateTime read = LocalDateTimeValueCodec.INSTANCE.decode(stored);
      assertThat(read.toEpochSecond(ZoneOffset.UTC)).isEqualTo(seconds);
      assertThat(read.getNano()).isEqualTo(nanos);
    } catch (CodecException refused) {
      assertThat(refused).hasMessageContaining("LocalDateTime");
    }
  }

  @Example
  void storedValuesBeyondTheJavaTypeAreRefused() {
    byte[] beyond = Bytes.add(Bytes.toBytes(Long.MAX_VALUE), Bytes.toBytes(0));
    assertThatThrownBy(() -> InstantValueCodec.INSTANCE.decode(beyond)).isInstanceOf(CodecException.class)
        .hasMessageStartingWith("stored Instant of epoch second 9223372036854775807 and nanosecond 0 is outside "
            + "what Instant holds");
    byte[] badNanos = Bytes.add(Bytes.toBytes(0L), Bytes.toBytes(1_000_000_000));
    assertThatThrownBy(() -> InstantValueCodec.INSTANCE.decode(badNanos)).isInstanceOf(CodecException.class);
    assertThatThrownBy(() -> LocalDateTimeValueCodec.INSTANCE.decode(beyond)).isInstanceOf(CodecException.class)
        .hasMessageStartingWith("stored LocalDateTime of epoch second 9223372036854775807 and nanosecond 0 is "
            + "outside what LocalDateTime holds");
  }

  @Example
  void invalidUtf8InACellIsReadWithTheReplacementCharacter() {
    assertThat(StringValueCodec.INSTANCE.decode(new byte[] {'p', (byte) 0xFF})).isEqualTo("p\uFFFD");
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<Instant> anyInstant() {
    return new KeyCodecPropertiesTest().anyInstant();
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<LocalDate> anyLocalDate() {
    return new KeyCodecPropertiesTest().anyLocalDate();
  }

  @net.jqwik.api.Provide
  net.jqwik.api.Arbitrary<LocalDateTime> anyLocalDateTime() {
    return new KeyCodecPropertiesTest().anyLocalDateTime();
  }

  @Example
  void userCodecsGetARangeDecodeForFree() {
    ValueCodec<String> upper = new ValueCodec<>() {
      @Override
      public byte[] encode(String value) {
        return Bytes.toBytes(value.toUpperCase());
      }

      @Override
      public String decode(byte[] value) {
        return Bytes.toString(value);
      }
    };
    byte[] buffer = Bytes.add(Bytes.toBytes("xx"), upper.encode("abc"));
    assertThat(upper.decode(buffer, 2, 3)).isEqualTo("ABC");
  }
}
