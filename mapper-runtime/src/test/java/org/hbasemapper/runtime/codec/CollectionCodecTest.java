package org.hbasemapper.runtime.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

/**
 * {@code List} and {@code Set} cells: a varint count, then per element a varint length and the
 * element's own cell encoding (docs/encoding.md, "Collections").
 */
class CollectionCodecTest {
  private static final ListValueCodec<String> STRINGS = new ListValueCodec<>(StringValueCodec.INSTANCE);
  private static final ListValueCodec<Integer> INTS = new ListValueCodec<>(IntValueCodec.INSTANCE);

  enum Color { RED, GREEN, BLUE }

  @Property
  void listsOfStringsRoundTripInOrder(@ForAll @Size(max = 40) List<String> values) {
    List<String> noNulls = values.stream().map(s -> s == null ? "" : s)
        .map(s -> s.chars().anyMatch(c -> Character.isSurrogate((char) c)) ? "x" : s).toList();
    List<String> back = ValueCodecPropertiesTest.roundTrip(STRINGS, noNulls);
    assertThat(back).containsExactlyElementsOf(noNulls).isInstanceOf(ArrayList.class);
  }

  @Property
  void listsOfLongsAndByteArraysRoundTrip(@ForAll List<Long> longs, @ForAll List<byte[]> arrays) {
    ListValueCodec<Long> longCodec = new ListValueCodec<>(LongValueCodec.INSTANCE);
    List<Long> l = longs.stream().map(v -> v == null ? 0L : v).toList();
    assertThat(ValueCodecPropertiesTest.roundTrip(longCodec, l)).isEqualTo(l);
    ListValueCodec<byte[]> bytesCodec = new ListValueCodec<>(BytesValueCodec.INSTANCE);
    List<byte[]> a = arrays.stream().map(v -> v == null ? new byte[0] : v).toList();
    List<byte[]> back = bytesCodec.decode(bytesCodec.encode(a));
    assertThat(back).hasSameSizeAs(a);
    for (int i = 0; i < a.size(); i++) {
      assertThat(back.get(i)).isEqualTo(a.get(i));
    }
  }

  @Example
  void bytesAreACountThenLengthPrefixedElements() {
    assertThat(STRINGS.encode(List.of())).containsExactly(0x00);
    assertThat(STRINGS.encode(List.of("ab", ""))).containsExactly(0x02, 0x02, 'a', 'b', 0x00);
    assertThat(INTS.encode(List.of(1))).containsExactly(0x01, 0x04, 0, 0, 0, 1);
    // a length of 300 takes two varint bytes: 0xAC 0x02
    byte[] long300 = STRINGS.encode(List.of("x".repeat(300)));
    assertThat(Arrays.copyOfRange(long300, 0, 3)).containsExactly(0x01, 0xAC, 0x02);
    assertThat(long300).hasSize(303);
  }

  @Example
  void setsAreStoredInTheOrderOfTheirEncodedElementsSoThatEqualSetsStoreEqualBytes() {
    SetValueCodec<String> codec = new SetValueCodec<>(StringValueCodec.INSTANCE);
    Set<String> a = new LinkedHashSet<>(List.of("pear", "apple", "fig"));
    Set<String> b = new LinkedHashSet<>(List.of("fig", "pear", "apple"));
    assertThat(codec.encode(a)).isEqualTo(codec.encode(b));
    Set<String> back = codec.decode(codec.encode(a));
    assertThat(back).isInstanceOf(LinkedHashSet.class).containsExactly("apple", "fig", "pear");
  }

  @Example
  void setsOfEnumsUuidsInstantsAndDecimals() {
    SetValueCodec<Color> colors = new SetValueCodec<>(new EnumValueCodec<>(Color.class));
    assertThat(ValueCodecPropertiesTest.roundTrip(colors, Set.of(Color.RED, Color.BLUE)))
        .containsExactlyInAnyOrder(Color.RED, Color.BLUE);
    UUID u = UUID.randomUUID();
    assertThat(new SetValueCodec<>(UuidValueCodec.INSTANCE).decode(
        new SetValueCodec<>(UuidValueCodec.INSTANCE).encode(Set.of(u)))).containsExactly(u);
    Instant fine = Instant.ofEpochSecond(5, 7);
    assertThat(new ListValueCodec<>(InstantValueCodec.INSTANCE).decode(
        new ListValueCodec<>(InstantValueCodec.INSTANCE).encode(List.of(fine, Instant.EPOCH))))
        .containsExactly(fine, Instant.EPOCH);
    List<BigDecimal> decimals = List.of(new BigDecimal("-1.50"), BigDecimal.ZERO);
    assertThat(new ListValueCodec<>(BigDecimalValueCodec.INSTANCE).decode(
        new ListValueCodec<>(BigDecimalValueCodec.INSTANCE).encode(decimals))).isEqualTo(decimals);
  }

  @Example
  void nullElementsAreRefusedNamingTheirPosition() {
    List<String> withNull = new ArrayList<>(Arrays.asList("a", null));
    assertThatThrownBy(() -> STRINGS.encode(withNull)).isInstanceOf(CodecException.class)
        .hasMessage("element 1 of 2 is null; a collection cell holds no nulls: leave it out");
  }

  @Example
  void bytesThatDoNotParseAreCodecExceptionsSayingWhy() {
    assertThatThrownBy(() -> STRINGS.decode(new byte[0])).isInstanceOf(CodecException.class)
        .hasMessage("collection cell of 0 bytes ends inside its element count");
    assertThatThrownBy(() -> STRINGS.decode(new byte[] {(byte) 0x80})).isInstanceOf(CodecException.class)
        .hasMessage("collection cell of 1 bytes ends inside its element count");
    assertThatThrownBy(() -> STRINGS.decode(new byte[] {0x03, 0x00})).isInstanceOf(CodecException.class)
        .hasMessage("collection cell of 2 bytes cannot hold the 3 elements it counts");
    assertThatThrownBy(() -> STRINGS.decode(new byte[] {0x01, 0x05, 'a'})).isInstanceOf(CodecException.class)
        .hasMessage("element 0 of 1 claims 5 bytes where 1 remain");
    assertThatThrownBy(() -> STRINGS.decode(new byte[] {0x01, 0x01, 'a', 'b'})).isInstanceOf(CodecException.class)
        .hasMessage("1 bytes follow the last of 1 elements");
    assertThatThrownBy(() -> INTS.decode(new byte[] {0x01, 0x02, 0, 1})).isInstanceOf(CodecException.class)
        .hasMessage("element 0 of 1: expected 4 bytes for int, found 2");
    assertThatThrownBy(() -> STRINGS.decode(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
        (byte) 0x7F})).isInstanceOf(CodecException.class)
        .hasMessage("collection cell of 5 bytes has an element count beyond 2147483647");
  }
}
