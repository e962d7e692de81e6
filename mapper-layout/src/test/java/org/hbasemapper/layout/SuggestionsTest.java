package org.hbasemapper.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "Did you mean" suggestions: close names only, same name in other case first, declaration order on ties. */
class SuggestionsTest {

  @Test
  void theSameNameInOtherCaseWins() {
    assertThat(Suggestions.closest("Fans", List.of("fan", "fans"))).isEqualTo("fans");
  }

  @Test
  void typosWithinTwoEditsAreSuggested() {
    assertThat(Suggestions.closest("cty", List.of("name", "city"))).isEqualTo("city");
    assertThat(Suggestions.closest("host", List.of("hostId", "time"))).isEqualTo("hostId");
    assertThat(Suggestions.closest("shop", List.of("shops"))).isEqualTo("shops");
    assertThat(Suggestions.closest("inof", List.of("d", "info"))).isEqualTo("info");
  }

  @Test
  void longNamesTolerateAThirdOfTheirLength() {
    assertThat(Suggestions.closest("conversationMembrs", List.of("conversationMembers"))).isNotNull();
    assertThat(Suggestions.closest("lastMessageAt", List.of("conversationMembers"))).isNull();
  }

  @Test
  void farNamesAndWholeReplacementsAreNotSuggested() {
    assertThat(Suggestions.closest("zone", List.of("hostId", "time"))).isNull();
    assertThat(Suggestions.closest("x", List.of("d"))).isNull();
    assertThat(Suggestions.closest("info", List.of("d"))).isNull();
    assertThat(Suggestions.closest("a", List.of())).isNull();
  }

  @Test
  void tiesGoToTheFirstDeclared() {
    assertThat(Suggestions.closest("ab", List.of("abc", "abd"))).isEqualTo("abc");
  }
}
