package org.hbasemapper.layout;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The article generated text puts before a type or entity name. */
class EnglishTest {

  @Test
  void vowelSoundsTakeAn() {
    assertThat(English.withArticle("Animal")).isEqualTo("an Animal");
    assertThat(English.withArticle("Event")).isEqualTo("an Event");
    assertThat(English.withArticle("Item")).isEqualTo("an Item");
    assertThat(English.withArticle("Order")).isEqualTo("an Order");
    assertThat(English.withArticle("int")).isEqualTo("an int");
    assertThat(English.withArticle("Instant")).isEqualTo("an Instant");
    assertThat(English.withArticle("Update")).isEqualTo("an Update");
    assertThat(English.withArticle("Hour")).isEqualTo("an Hour");
  }

  @Test
  void consonantSoundsTakeA() {
    assertThat(English.withArticle("Shop")).isEqualTo("a Shop");
    assertThat(English.withArticle("long")).isEqualTo("a long");
    assertThat(English.withArticle("Map<Long, String>")).isEqualTo("a Map<Long, String>");
    assertThat(English.withArticle("User")).isEqualTo("a User");
    assertThat(English.withArticle("Unique")).isEqualTo("a Unique");
    assertThat(English.withArticle("European")).isEqualTo("a European");
    assertThat(English.withArticle("OneTime")).isEqualTo("a OneTime");
  }

  @Test
  void acronymsAreSpelledOut() {
    assertThat(English.withArticle("UUID")).isEqualTo("a UUID");
    assertThat(English.withArticle("MD5Key")).isEqualTo("an MD5Key");
    assertThat(English.withArticle("HBaseRow")).isEqualTo("an HBaseRow");
    assertThat(English.withArticle("SQLDate")).isEqualTo("an SQLDate");
    assertThat(English.withArticle("BigDecimal")).isEqualTo("a BigDecimal");
    assertThat(English.withArticle("IPAddress")).isEqualTo("an IPAddress");
  }

  @Test
  void nothingToSayBeforeSymbolsTakesA() {
    assertThat(English.article("byte[]")).isEqualTo("a");
    assertThat(English.article("")).isEqualTo("a");
    assertThat(English.article("[B")).isEqualTo("a");
  }
}
