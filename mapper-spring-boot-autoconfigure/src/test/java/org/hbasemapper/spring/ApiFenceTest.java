package org.hbasemapper.spring;

import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * The auto-configuration is built on what applications have (the runtime's, mapper-test's and the
 * annotations' API) and on what another module limits to this one ({@code @LimitedPrivate} naming
 * {@code "mapper-spring-boot-autoconfigure"}), nothing else: a bean it registers behaves as the same
 * object built by hand.
 */
class ApiFenceTest {
  @Test
  void theModuleUsesOnlyTheApiAndWhatIsLimitedToIt() {
    AudienceRules.usesOnlyWhatItsAudienceAllows("mapper-spring-boot-autoconfigure");
  }
}
