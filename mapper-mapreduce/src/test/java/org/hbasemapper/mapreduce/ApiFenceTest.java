package org.hbasemapper.mapreduce;

import org.hbasemapper.buildrules.AudienceRules;
import org.junit.jupiter.api.Test;

/**
 * The bulk loader and the migrations are built on the runtime's API and on what the runtime limits to
 * this module ({@code @LimitedPrivate("mapper-mapreduce")}: the query plan a job input runs, the codecs and
 * key components a stored row is read with, the hex of row keys, ...), nothing else: what generated code
 * alone may call and the implementations behind the DAOs stay out of reach, so that the loader writes the
 * rows the mapper and schemas describe, not what a DAO happens to do.
 */
class ApiFenceTest {
  @Test
  void theModuleUsesOnlyTheApiAndWhatIsLimitedToIt() {
    AudienceRules.usesOnlyWhatItsAudienceAllows("mapper-mapreduce");
  }
}
