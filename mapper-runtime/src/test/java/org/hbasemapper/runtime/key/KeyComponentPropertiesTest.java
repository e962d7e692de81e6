package org.hbasemapper.runtime.key;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Comparator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.codec.BytesKeyCodec;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.codec.LocalDateKeyCodec;
import org.hbasemapper.runtime.codec.LocalDateTimeKeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;

/** Key layout on top of the codecs: fixed widths, padding, descending order and escaping. */
class KeyComponentPropertiesTest {
  private static final KeyComponent<String> USER = new KeyComponent<>("t", "Sale", "userId", StringKeyCodec.INSTANCE, 8, false);
  private static final KeyComponent<Long> TIME_DESC = new KeyComponent<>("t", "Sale", "time", LongKeyCodec.INSTANCE, 0, true);
  private static final KeyComponent<byte[]> TAIL_DESC = new KeyComponent<>("t", "Sale", "tail", BytesKeyCodec.INSTANCE, 0, true);
  private static final KeyComponent<String> NAME_DESC = new KeyComponent<>("t", "Sale", "name", StringKeyCodec.INSTANCE, 0, true);

  /** The component's bytes, checking that encoding once (as generated mappers do) gives the same. */
  static <T> byte[] encode(KeyComponent<T> c, T value) {
    byte[] out = new byte[c.length(value)];
    assertThat(c.write(value, out, 0)).isEqualTo(out.length);
    byte[] plain = c.encode(value);
    byte[] once = new byte[c.encodedLength(plain)];
    assertThat(c.writeEncoded(plain, once, 0)).isEqualTo(once.length);
    assertThat(once).as("encoded once").isEqualTo(out);
    return out;
  }

  @Property
  void paddedStringsKeepOrderAndRoundTrip(@ForAll("ascii8") String a, @ForAll("ascii8") String b) {
    byte[] ea = encode(USER, a);
    byte[] eb = encode(USER, b);
    assertThat(ea).hasSize(8);
    assertThat(USER.read(ea, 0, 8)).isEqualTo(a);
    assertThat(Integer.signum(Bytes.compareTo(ea, eb))).isEqualTo(Integer.signum(a.compareTo(b)));
  }

  @Example
  void fixedWidthPrefixesNeverLeakIntoNeighbours() {
    // "u1" padded is 75 31 00 .. and "u10" is 75 31 30 ..: a scan of u1's rows cannot reach u10's
    byte[] u1 = encode(USER, "u1");
    byte[] u10 = encode(USER, "u10");
    assertThat(Bytes.compareTo(u1, u10)).isNegative();
    assertThat(Bytes.startsWith(u10, u1)).isFalse();
  }

  @Property
  void descendingLongsSortLargestFirstLikeMaxValueMinusX(@ForAll long a, @ForAll long b) {
    byte[] ea = encode(TIME_DESC, a);
    byte[] eb = encode(TIME_DESC, b);
    assertThat(TIME_DESC.read(ea, 0, 8)).isEqualTo(a);
    assertThat(Integer.signum(Bytes.compareTo(ea, eb))).isEqualTo(-Integer.signum(Long.compare(a, b)));
    if (a >= 0 && b >= 0) {
      // for non-negative values: the classic Long.MAX_VALUE - x layout orders the same way
      assertThat(Integer.signum(Bytes.compareTo(ea, eb)))
          .isEqualTo(Integer.signum(Bytes.compareTo(Bytes.toBytes(Long.MAX_VALUE - a), Bytes.toBytes(Long.MAX_VALUE - b))));
    }
  }

  @Property
  void descendingVariableWidthBytesSortInReverseEvenForPrefixesAndZeros(
      @ForAll("edgyBytes") byte[] a, @ForAll("edgyBytes") byte[] b) {
    byte[] ea = encode(TAIL_DESC, a);
    byte[] eb = encode(TAIL_DESC, b);
    assertThat(TAIL_DESC.read(ea, 0, ea.length)).isEqualTo(a);
    assertThat(Integer.signum(Bytes.compareTo(ea, eb))).isEqualTo(-Integer.signum(Arrays.compareUnsigned(a, b)));
  }

  @Example
  void descendingVariableWidthStringSortsAfterItsExtensions() {
    assertThat(Bytes.compareTo(encode(NAME_DESC, "abc"), encode(NAME_DESC, "ab"))).isNegative();
    assertThat(Bytes.compareTo(encode(NAME_DESC, "ab"), encode(NAME_DESC, ""))).isNegative();
  }

  @Property
  void compositeKeyOrderIsTupleOrder(@ForAll("ascii8") String userA, @ForAll long timeA,
      @ForAll("ascii8") String userB, @ForAll long timeB) {
    byte[] a = Bytes.add(encode(USER, userA), encode(TIME_DESC, timeA));
    byte[] b = Bytes.add(encode(USER, userB), encode(TIME_DESC, timeB));
    Comparator<Object[]> tuple = Comparator.<Object[], String>comparing(t -> (String) t[0])
        .thenComparing(t -> (Long) t[1], Comparator.reverseOrder());
    assertThat(Integer.signum(Bytes.compareTo(a, b)))
        .isEqualTo(Integer.signum(tuple.compare(new Object[] {userA, timeA}, new Object[] {userB, timeB})));
  }

  @Example
  void tooLongValueIsRejectedNamingEntityFieldTableAndWidth() {
    assertThatThrownBy(() -> USER.length("user-0001"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Sale.userId (table t) is 9 bytes long but its @RowKey width is 8; "
            + "values are never truncated: shorten the value or widen the key");
  }

  @Example
  void encodingOnceRejectsWhatLengthRejects() {
    assertThatThrownBy(() -> USER.encode("user-0001")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Sale.userId (table t) is 9 bytes long but its @RowKey width is 8");
    assertThatThrownBy(() -> USER.encode(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is null");
    assertThatThrownBy(() -> USER.encode("ab\0")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("ends with a 0x00 byte");
    assertThatThrownBy(() -> NAME_DESC.encode("a\uD800b")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unpaired surrogate at index 1");
  }

  @Example
  void nullIsRejected() {
    assertThatThrownBy(() -> USER.length(null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Sale.userId (table t) is null; every row-key component needs a value");
  }

  @Example
  void trailingZeroByteCannotSurvivePaddingSoItIsRejected() {
    assertThatThrownBy(() -> encode(USER, "ab\0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("ends with a 0x00 byte");
  }

  @Example
  void unterminatedDescendingComponentIsAMappingException() {
    byte[] broken = {(byte) 0x9E, (byte) 0x9D};
    assertThatThrownBy(() -> TAIL_DESC.read(broken, 0, 2))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("row key 0x9e9d in table t is not a key of Sale")
        .hasMessageContaining("not terminated");
  }

  @Example
  void valuesBeyondTheCodecsRangeAreRefusedNamingEntityFieldTableAndRange() {
    KeyComponent<Instant> at = new KeyComponent<>("shop:sale", "Sale", "at", InstantKeyCodec.INSTANCE, 0, false);
    KeyComponent<Instant> atDesc = new KeyComponent<>("shop:sale", "Sale", "at", InstantKeyCodec.INSTANCE, 0, true);
    KeyComponent<LocalDate> day = new KeyComponent<>("shop:sale", "Sale", "day", LocalDateKeyCodec.INSTANCE, 0, false);
    String instantRange = "is outside the storable range -292275055-05-16T16:47:04.192Z to "
        + "+292278994-08-17T07:12:55.807Z (epoch milliseconds in a long); use a value within it";
    for (KeyComponent<Instant> c : java.util.List.of(at, atDesc)) {
      assertThatThrownBy(() -> encode(c, Instant.MIN)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("row-key component Sale.at (table shop:sale): Instant " + Instant.MIN + " " + instantRange);
      assertThatThrownBy(() -> c.write(Instant.MAX, new byte[8], 0)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("row-key component Sale.at (table shop:sale): Instant " + Instant.MAX + " " + instantRange);
      assertThat(c.compareToRange(Instant.MIN)).isNegative();
      assertThat(c.compareToRange(Instant.MAX)).isPositive();
      assertThat(c.compareToRange(Instant.EPOCH)).isZero();
    }
    assertThatThrownBy(() -> encode(day, LocalDate.MAX)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Sale.day (table shop:sale): LocalDate +999999999-12-31 is outside the "
            + "storable range -5877641-06-23 to +5881580-07-11 (epoch day in an int); use a value within it");
  }

  @Example
  void aStoredKeyThatCannotBeReadExactlyIsAMappingExceptionNamingTableRowAndComponent() {
    KeyComponent<String> product = new KeyComponent<>("shop:sale", "Sale", "productId", StringKeyCodec.INSTANCE, 0,
        false);
    byte[] row = {'u', '1', 'p', (byte) 0xFF};
    assertThatThrownBy(() -> product.read(row, 2, 4)).isInstanceOf(MappingException.class)
        .hasMessage("row key 0x753170ff in table shop:sale is not a key of Sale: component productId: invalid "
            + "UTF-8 at byte 1 of 0x70ff: a key must decode to exactly the bytes stored, so it is never read with "
            + "a replacement character");
    KeyComponent<LocalDateTime> at = new KeyComponent<>("shop:sale", "Sale", "at", LocalDateTimeKeyCodec.INSTANCE,
        0, false);
    byte[] beyond = new byte[12];
    LongKeyCodec.writeLong(Long.MAX_VALUE, beyond, 0);
    assertThatThrownBy(() -> at.read(beyond, 0, 12)).isInstanceOf(MappingException.class)
        .hasMessageContaining("component at: stored LocalDateTime of epoch second 9223372036854775807");
  }

  @Example
  void readBeyondTheKeyIsAMappingException() {
    assertThatThrownBy(() -> TIME_DESC.read(new byte[4], 0, 8))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("component time needs bytes 0..8 but the key has 4");
  }

  @Provide
  Arbitrary<String> ascii8() {
    return Arbitraries.strings().withCharRange('0', 'z').ofMaxLength(8);
  }

  @Provide
  Arbitrary<byte[]> edgyBytes() {
    return Arbitraries.of((byte) 0, (byte) 1, (byte) 2, (byte) 0xFE, (byte) 0xFF).array(byte[].class).ofMaxSize(5);
  }
}
