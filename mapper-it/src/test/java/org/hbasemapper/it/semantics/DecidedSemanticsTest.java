package org.hbasemapper.it.semantics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What docs/queries.md and docs/indexes.md decide: enums order by name everywhere (key ranges, index
 * ranges and column conditions alike, since they are stored by name); an index lookup's
 * {@code Between} is half-open like the builder's; an {@code Instant} key component and its bounds
 * are kept to the millisecond, rounded down.
 */
@HBaseTest
class DecidedSemanticsTest {
  static final Instant T = Instant.parse("2024-03-01T10:00:00Z");
  static AlarmDao alarms;

  @BeforeAll
  static void load(Connection c) {
    new SchemaManager(c).createIfMissing(AlarmMapper.INSTANCE.schema());
    alarms = new AlarmDao(c);
    alarms.putAll(List.of(
        new Alarm("s1", T, Level.LOW, "a"),
        new Alarm("s1", T.plusMillis(1), Level.MEDIUM, "b"),
        new Alarm("s1", T.plusMillis(2), Level.HIGH, "c"),
        new Alarm("s1", T.plusNanos(3_700_000), null, "d")));   // stored at T + 3 ms
  }

  private static List<String> notes(List<Alarm> found) {
    return found.stream().map(Alarm::note).toList();
  }

  @Test
  void enumConditionsCompareByNameAsKeysAndIndexesDo() {
    assertThat(notes(alarms.query().site("s1").where(AlarmQuery.LEVEL.greaterThan(Level.LOW)).list()))
        .as("by name only MEDIUM is after LOW; in declaration order HIGH would be too").containsExactly("b");
    assertThat(notes(alarms.query().site("s1").where(AlarmQuery.LEVEL.lessThan(Level.LOW)).list()))
        .containsExactly("c");
    assertThat(notes(alarms.query().site("s1").where(AlarmQuery.LEVEL.between(Level.HIGH, Level.MEDIUM)).list()))
        .containsExactly("a", "c");
    assertThatThrownBy(() -> AlarmQuery.LEVEL.between(Level.MEDIUM, Level.HIGH))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after toExclusive");
    assertThat(notes(alarms.findByLevelBetween(Level.HIGH, Level.MEDIUM).list()))
        .as("index ranges follow the stored names too").containsExactlyInAnyOrder("a", "c");
  }

  @Test
  void anIndexLookupsBetweenIsHalfOpen() {
    assertThat(notes(alarms.findByLevelBetween(Level.LOW, Level.MEDIUM).list())).containsExactly("a");
    assertThat(notes(alarms.findByLevelBetween(Level.LOW, Level.LOW).list())).as("equal bounds: empty").isEmpty();
  }

  @Test
  void instantKeyBoundsAreKeptToTheMillisecondRoundedDown() {
    assertThat(alarms.get("s1", T.plusNanos(3_000_001))).as("a lookup within the stored millisecond finds it")
        .map(Alarm::at).contains(T.plusMillis(3));
    assertThat(notes(alarms.query().site("s1").atBetween(T.plusNanos(500_000), T.plusNanos(2_500_000)).list()))
        .as("[T+0.5ms, T+2.5ms) is [T, T+2ms) on the stored milliseconds").containsExactly("a", "b");
    assertThat(notes(alarms.query().site("s1").atFrom(T.plusNanos(3_900_000)).list()))
        .as("the row stored from T+3.7ms is at T+3ms, and so is the bound").containsExactly("d");
    assertThat(notes(alarms.query().site("s1").atBefore(T.plusNanos(999_999)).list()))
        .as("a bound below T+1ms is T").isEmpty();
  }
}
