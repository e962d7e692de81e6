package org.hbasemapper.jackson;

import org.hbasemapper.buildrules.ApiSurface;
import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * Every public type of mapper-jackson declares who may use it ({@code @Api}, {@code @LimitedPrivate} or
 * {@code @Internal}), and its {@code @Api} surface is the one pinned in
 * {@code src/test/resources/api/mapper-jackson.api}: a change of the API is a reviewed diff of that file
 * ({@code -Dapi.update=true} rewrites it). docs/api.md says what each audience means.
 */
class AudienceTest {
  @Test
  void everyPublicTypeDeclaresOneAudience() {
    AudienceRules.everyPublicTypeDeclaresOneAudience();
  }

  @Test
  void theApiIsThePinnedOne() {
    ApiSurface.check("mapper-jackson");
  }

  /** Of the project's other modules, this one uses only their API and what they limit to it. */
  @Test
  void usesOfOtherModulesStayInTheirAudience() {
    AudienceRules.usesOnlyWhatItsAudienceAllows("mapper-jackson");
  }
}
