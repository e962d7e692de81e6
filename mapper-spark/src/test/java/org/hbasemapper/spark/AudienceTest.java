package org.hbasemapper.spark;

import org.hbasemapper.buildrules.ApiSurface;
import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * Every public type of mapper-spark declares who may use it ({@code @Api}, {@code @LimitedPrivate} or
 * {@code @Internal}), and its {@code @Api} surface is the one pinned in
 * {@code src/test/resources/api/mapper-spark.api}: a change of the API is a reviewed diff of that file
 * ({@code -Dapi.update=true} rewrites it). docs/api.md says what each audience means.
 */
class AudienceTest {
  @Test
  void everyPublicTypeDeclaresOneAudience() {
    AudienceRules.everyPublicTypeDeclaresOneAudience();
  }

  @Test
  void theApiIsThePinnedOne() {
    ApiSurface.check("mapper-spark");
  }
}
