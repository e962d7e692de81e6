package org.hbasemapper.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hbasemapper.runtime.codec.CodecException;
import org.junit.jupiter.api.Test;

/** JSON cells: the three ways to name the stored type, the bytes written, and bytes that are no JSON of it. */
class JsonCodecTest {
  public record Address(String street, String city, int zip) {}

  public record Prefs(String theme, Map<String, Integer> weights) {}

  /** The documented pattern for a generic type. */
  public static final class Addresses extends JsonCodec<List<Address>> {}

  @Test
  void aRecordRoundTripsAsJsonText() {
    JsonCodec<Address> codec = new JsonCodec<>(Address.class);
    Address a = new Address("1 rue A", "Paris", 75001);
    byte[] bytes = codec.encode(a);
    assertThat(new String(bytes, StandardCharsets.UTF_8))
        .isEqualTo("{\"street\":\"1 rue A\",\"city\":\"Paris\",\"zip\":75001}");
    assertThat(codec.decode(bytes)).isEqualTo(a);
    byte[] padded = new byte[bytes.length + 4];
    System.arraycopy(bytes, 0, padded, 2, bytes.length);
    assertThat(codec.decode(padded, 2, bytes.length)).isEqualTo(a);
  }

  @Test
  void aSubclassNamesAGenericType() {
    List<Address> list = List.of(new Address("a", "b", 1), new Address("c", "d", 2));
    Addresses codec = new Addresses();
    assertThat(codec.decode(codec.encode(list))).isEqualTo(list);
    JsonCodec<List<Address>> byReference = new JsonCodec<>(new TypeReference<List<Address>>() {});
    assertThat(byReference.decode(codec.encode(list))).isEqualTo(list);
  }

  @Test
  void equalValuesStoreEqualBytesAndUnknownPropertiesAreIgnored() {
    JsonCodec<Prefs> codec = new JsonCodec<>(Prefs.class);
    Map<String, Integer> a = new java.util.LinkedHashMap<>();
    a.put("z", 1);
    a.put("a", 2);
    assertThat(codec.encode(new Prefs("dark", a))).isEqualTo(codec.encode(new Prefs("dark", new TreeMap<>(a))));
    assertThat(codec.decode("{\"theme\":\"light\",\"gone\":true}".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(new Prefs("light", null));
  }

  @Test
  void bytesThatAreNoJsonOfTheTypeAreACodecException() {
    JsonCodec<Address> codec = new JsonCodec<>(Address.class);
    assertThatThrownBy(() -> codec.decode("{\"zip\":\"x\"".getBytes(StandardCharsets.UTF_8)))
        .isInstanceOf(CodecException.class)
        .hasMessageStartingWith("not JSON of org.hbasemapper.jackson.JsonCodecTest$Address: ");
  }

  @SuppressWarnings({"rawtypes", "unchecked"})
  @Test
  void aSubclassThatNamesNoTypeIsRefusedSayingHow() {
    class Raw extends JsonCodec {}
    assertThatThrownBy(Raw::new).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("must name the stored type: extend JsonCodec<YourType>");
  }
}
