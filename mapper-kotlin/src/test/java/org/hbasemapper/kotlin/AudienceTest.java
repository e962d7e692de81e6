package org.hbasemapper.kotlin;

import org.hbasemapper.buildrules.ApiSurface;
import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * mapper-kotlin's API is its top-level functions, in the classes Kotlin makes per file ({@code AsyncDaosKt}),
 * which no Java annotation can mark: their public functions are pinned in
 * {@code src/test/resources/api/mapper-kotlin.api} ({@code -Dapi.update=true} rewrites it), and any other
 * public type must declare its audience. docs/api.md says what each audience means.
 */
class AudienceTest {
  @Test
  void everyPublicTypeDeclaresOneAudience() {
    AudienceRules.everyPublicTypeDeclaresOneAudience();
  }

  @Test
  void theApiIsThePinnedOne() {
    ApiSurface.check("mapper-kotlin");
  }

  /** Of the project's other modules, this one uses only their API and what they limit to it. */
  @Test
  void usesOfOtherModulesStayInTheirAudience() {
    AudienceRules.usesOnlyWhatItsAudienceAllows("mapper-kotlin");
  }
}
