package org.hbasemapper.spark;

import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * The Spark module is built on the runtime's API and on what the runtime limits to it
 * ({@code @LimitedPrivate("mapper-spark")}: the query plan a read runs, the namespace-mapped mapper), and
 * on the API of mapper-mapreduce, nothing else: what generated code alone may call and the
 * implementations behind the DAOs stay out of reach, so that a Dataset holds the rows the mapper and
 * its schema describe, not what a DAO happens to do.
 */
class ApiFenceTest {
  @Test
  void theModuleUsesOnlyTheApiAndWhatIsLimitedToIt() {
    AudienceRules.usesOnlyWhatItsAudienceAllows("mapper-spark");
  }
}
