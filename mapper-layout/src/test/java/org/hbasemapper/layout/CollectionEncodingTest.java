package org.hbasemapper.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The encodings of collection cells and embedded presence cells, as baselines write and compare them. */
class CollectionEncodingTest {

  @Test
  void aListOfEnumsReadsBackWithItsConstants() {
    Encoding colors = Encoding.collectionOf("list", Encoding.enumOf(List.of("BLUE", "RED")));
    assertThat(colors.toString()).isEqualTo("list(enum(BLUE,RED))");
    assertThat(Encoding.parse("list(enum(BLUE,RED))")).isEqualTo(colors);
    assertThat(Encoding.parse("set(codec(a.B))").element()).isEqualTo(Encoding.codec("a.B"));
    assertThat(Encoding.parse("enum(A,B)").args()).containsExactly("A", "B");
  }

  @Test
  void listAndSetStoreTheSameBytesAndElementsFollowTheirOwnRules() {
    Encoding strings = Encoding.collectionOf("list", Encoding.UTF8);
    assertThat(Encoding.collectionOf("set", Encoding.UTF8).problemReading(strings)).isNull();
    assertThat(Encoding.collectionOf("list", Encoding.BYTES).problemReading(strings)).isNull();
    assertThat(Encoding.collectionOf("list", Encoding.INT64).problemReading(Encoding.collectionOf("list",
        Encoding.INT32))).isEqualTo("collection elements: 4-byte values are stored where 8 bytes are read");
    assertThat(strings.problemReading(Encoding.UTF8)).isNotNull();
    assertThat(Encoding.PRESENCE.problemReading(Encoding.PRESENCE)).isNull();
  }
}
