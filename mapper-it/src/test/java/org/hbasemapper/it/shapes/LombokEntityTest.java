package org.hbasemapper.it.shapes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Lombok classes on the mini cluster: a {@code @Value} class and an {@code @AllArgsConstructor} class
 * built through the constructor Lombok writes, and a class with Lombok's setters (the boolean
 * {@code isPinned} through {@code setPinned}).
 */
@HBaseTest
class LombokEntityTest {
  static StickerDao stickers;
  static PinDao pins;
  static LabelDao labels;

  @BeforeAll
  static void setUp(Connection c) throws Exception {
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(StickerMapper.INSTANCE.schema());
    schemas.createIfMissing(PinMapper.INSTANCE.schema());
    schemas.createIfMissing(LabelMapper.INSTANCE.schema());
    stickers = new StickerDao(c);
    pins = new PinDao(c);
    labels = new LabelDao(c);
  }

  @Test
  void aValueClassIsWrittenReadQueriedPagedAndLookedUpByIndex() {
    List<Sticker> all = List.of(new Sticker("cy", 1, "cat", true, 3), new Sticker("cy", 2, "dog", false, null),
        new Sticker("cy", 3, "cat", false, 5), new Sticker("dee", 1, "owl", true, 1));
    stickers.putAll(all);

    assertThat(stickers.get("cy", 2)).contains(all.get(1));
    assertThat(stickers.query().owner("cy").list()).containsExactly(all.get(0), all.get(1), all.get(2));
    assertThat(stickers.query().owner("cy").page(PageRequest.ofSize(2)).content())
        .containsExactly(all.get(0), all.get(1));
    assertThat(stickers.findByLabel("cat").list()).containsExactlyInAnyOrder(all.get(0), all.get(2));

    stickers.put(new Sticker("cy", 2, "dog", true, 7));
    assertThat(stickers.get("cy", 2)).contains(new Sticker("cy", 2, "dog", true, 7));
    stickers.delete("cy", 2);
    assertThat(stickers.get("cy", 2)).isEmpty();
  }

  @Test
  void anAllArgsConstructorClassIsBuiltThroughIt() {
    Label label = new Label(3, "urgent", true);
    labels.put(label);
    assertThat(labels.get(3L)).contains(label);
    labels.put(new Label(4, null, false));
    assertThat(labels.get(4L)).contains(new Label(4, null, false));
    labels.delete(3L);
    assertThat(labels.exists(3L)).isFalse();
  }

  @Test
  void settersInLomboksSpellingAreUsed() {
    Pin pin = new Pin(7, "note", true);
    pins.put(pin);
    assertThat(pins.get(7L)).contains(pin);
    pins.put(new Pin(7, "note", false));
    assertThat(pins.get(7L).orElseThrow().isPinned()).isFalse();
  }
}
