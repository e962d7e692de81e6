package org.hbasemapper.dynamic.arch;

import org.hbasemapper.buildrules.ApiSurface;
import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * Every public type of mapper-dynamic declares who may use it ({@code @Api}, {@code @LimitedPrivate} or
 * {@code @Internal}), and its {@code @Api} surface is the one pinned in
 * {@code src/test/resources/api/mapper-dynamic.api}: a change of the API is a reviewed diff of that file
 * ({@code -Dapi.update=true} rewrites it). docs/api.md says what each audience means.
 */
class AudienceTest {
  @Test
  void everyPublicTypeDeclaresOneAudience() {
    AudienceRules.everyPublicTypeDeclaresOneAudience();
  }

  @Test
  void theApiIsThePinnedOne() {
    ApiSurface.check("mapper-dynamic");
  }

  /**
   * Runtime mappers stand on the runtime's API and on what the runtime limits to this module (the key
   * components, codecs and checks generated mappers call, the schema builder, the query state), so that a
   * runtime mapper writes the bytes a generated one writes by calling the same code, never a copy of it.
   */
  @Test
  void usesOfOtherModulesStayInTheirAudience() {
    AudienceRules.usesOnlyWhatItsAudienceAllows("mapper-dynamic");
  }
}
