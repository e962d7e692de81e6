package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.OptionalLong;
import org.apache.hadoop.hbase.client.Durability;
import org.junit.jupiter.api.Test;

/** {@link WriteOptions}: what it holds, how a call's options combine with a DAO's, and what it refuses at once. */
class WriteOptionsTest {

  @Test
  void holdsWhatIsSetAndNothingElse() {
    WriteOptions o = WriteOptions.ttl(Duration.ofDays(7)).withDurability(Durability.SKIP_WAL).withTimestamp(42);
    assertThat(o.timeToLive()).contains(Duration.ofDays(7));
    assertThat(o.durabilityLevel()).contains(Durability.SKIP_WAL);
    assertThat(o.cellTimestamp()).isEqualTo(OptionalLong.of(42));
    assertThat(o.isDefault()).isFalse();
    assertThat(o).hasToString("WriteOptions{ttl=PT168H, durability=SKIP_WAL, timestamp=42}");

    WriteOptions none = WriteOptions.defaults();
    assertThat(none.isDefault()).isTrue();
    assertThat(none.timeToLive()).isEmpty();
    assertThat(none.durabilityLevel()).isEmpty();
    assertThat(none.cellTimestamp()).isEmpty();
    assertThat(none).hasToString("WriteOptions{}");
    assertThat(WriteOptions.durability(Durability.ASYNC_WAL)).hasToString("WriteOptions{durability=ASYNC_WAL}");
  }

  @Test
  void equalWhenTheyHoldTheSame() {
    assertThat(WriteOptions.ttl(Duration.ofSeconds(60)))
        .isEqualTo(WriteOptions.defaults().withTtl(Duration.ofMinutes(1)))
        .hasSameHashCodeAs(WriteOptions.defaults().withTtl(Duration.ofMinutes(1)))
        .isNotEqualTo(WriteOptions.ttl(Duration.ofSeconds(61)))
        .isNotEqualTo(WriteOptions.ttl(Duration.ofSeconds(60)).withDurability(Durability.SKIP_WAL));
    assertThat(WriteOptions.timestamp(5)).isEqualTo(WriteOptions.timestamp(5)).isNotEqualTo(WriteOptions.timestamp(6));
  }

  @Test
  void aCallsOptionsOverrideTheDefaultFieldByField() {
    WriteOptions dao = WriteOptions.ttl(Duration.ofDays(1)).withDurability(Durability.ASYNC_WAL);
    WriteOptions call = WriteOptions.durability(Durability.SKIP_WAL).withTimestamp(7);
    assertThat(call.orElse(dao))
        .isEqualTo(WriteOptions.ttl(Duration.ofDays(1)).withDurability(Durability.SKIP_WAL).withTimestamp(7));
    assertThat(WriteOptions.defaults().orElse(dao)).isEqualTo(dao);
    assertThat(dao.orElse(WriteOptions.defaults())).isEqualTo(dao);
  }

  @Test
  void aTtlOfZeroOrBelowIsRefused() {
    assertThatThrownBy(() -> WriteOptions.ttl(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("WriteOptions: a TTL of PT0S would store cells that are expired already; give a TTL above zero");
    assertThatThrownBy(() -> WriteOptions.defaults().withTtl(Duration.ofSeconds(-1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("WriteOptions: a TTL of PT-1S would store cells that are expired already; give a TTL above zero");
  }

  @Test
  void aTtlThatIsNotWholeMillisecondsIsRefused() {
    assertThatThrownBy(() -> WriteOptions.ttl(Duration.ofNanos(500_000))).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("WriteOptions: a TTL of PT0.0005S is not a whole number of milliseconds, the unit of HBase's "
            + "cell TTL; round it to milliseconds");
    assertThatThrownBy(() -> WriteOptions.ttl(Duration.ofSeconds(1).plusNanos(1)))
        .hasMessageContaining("is not a whole number of milliseconds");
    assertThat(WriteOptions.ttl(Duration.ofMillis(1)).timeToLive()).contains(Duration.ofMillis(1));
  }

  @Test
  void aTtlBeyondALongOfMillisecondsIsRefused() {
    assertThatThrownBy(() -> WriteOptions.ttl(Duration.ofSeconds(Long.MAX_VALUE)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("WriteOptions: a TTL of PT")
        .hasMessageEndingWith("is beyond Long.MAX_VALUE milliseconds; leave the TTL unset for cells that never expire");
  }

  @Test
  void aTimestampHBaseCannotStoreIsRefused() {
    assertThatThrownBy(() -> WriteOptions.timestamp(-1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("WriteOptions: timestamp -1 is outside the cell timestamps HBase stores, epoch milliseconds from "
            + "0 to Long.MAX_VALUE - 1");
    assertThatThrownBy(() -> WriteOptions.timestamp(Long.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class);
    assertThat(WriteOptions.timestamp(0).cellTimestamp()).isEqualTo(OptionalLong.of(0));
  }

  @Test
  void nullsAreRefused() {
    assertThatThrownBy(() -> WriteOptions.ttl(null)).isInstanceOf(NullPointerException.class).hasMessage("ttl");
    assertThatThrownBy(() -> WriteOptions.durability(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("durability");
    assertThatThrownBy(() -> MapperOptions.defaults().withWriteOptions(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("writeOptions");
  }

  @Test
  void mapperOptionsCarryTheDefault() {
    WriteOptions ttl = WriteOptions.ttl(Duration.ofHours(1));
    MapperOptions options = MapperOptions.defaults().withWriteOptions(ttl).withNamespace("a", "b");
    assertThat(options.writeOptions()).isEqualTo(ttl);
    assertThat(MapperOptions.defaults().writeOptions()).isEqualTo(WriteOptions.defaults());
    assertThat(options.toString()).contains("writeOptions=WriteOptions{ttl=PT1H}");
  }
}
