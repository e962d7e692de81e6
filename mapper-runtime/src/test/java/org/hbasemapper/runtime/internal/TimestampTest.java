package org.hbasemapper.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.apache.hadoop.hbase.HConstants;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.TableSchema;
import org.junit.jupiter.api.Test;

/**
 * A {@code @Timestamp} becomes the cell timestamp of a put: null or 0 is the server's time, a value
 * HBase cannot store (before the epoch, past the milliseconds of a long) is refused naming entity,
 * field and table, never overflowed.
 */
class TimestampTest {
  private static final TableSchema SCHEMA = TableSchema.builder("shop", "sale", "Sale")
      .family(FamilySchema.of("d")).keyPart("id", "long", 8, false).build();

  @Test
  void nullAndZeroAreTheServersTimeAndOthersAreTheirMilliseconds() {
    assertThat(MapperSupport.timestamp((Instant) null, SCHEMA, "written")).isEqualTo(HConstants.LATEST_TIMESTAMP);
    assertThat(MapperSupport.timestamp(Instant.EPOCH, SCHEMA, "written")).isEqualTo(HConstants.LATEST_TIMESTAMP);
    assertThat(MapperSupport.timestamp(0L, SCHEMA, "version")).isEqualTo(HConstants.LATEST_TIMESTAMP);
    assertThat(MapperSupport.timestamp((Long) null, SCHEMA, "version")).isEqualTo(HConstants.LATEST_TIMESTAMP);
    assertThat(MapperSupport.timestamp(Instant.ofEpochMilli(1_700_000_000_123L), SCHEMA, "written"))
        .isEqualTo(1_700_000_000_123L);
    assertThat(MapperSupport.timestamp(Instant.ofEpochMilli(Long.MAX_VALUE - 1), SCHEMA, "written"))
        .isEqualTo(Long.MAX_VALUE - 1);
  }

  @Test
  void instantsHBaseCannotStoreAreRefusedNamingTheField() {
    for (Instant refused : new Instant[] {Instant.MAX, Instant.MIN, Instant.ofEpochMilli(-1),
        Instant.ofEpochMilli(Long.MAX_VALUE)}) {
      assertThatThrownBy(() -> MapperSupport.timestamp(refused, SCHEMA, "written"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("Sale.written (table shop:sale): @Timestamp " + refused + " is outside the cell timestamps "
              + "HBase stores, 1970-01-01T00:00:00Z to +292278994-08-17T07:12:55.806Z (epoch milliseconds from 0 "
              + "to Long.MAX_VALUE - 1); use null for the server's time");
    }
    assertThatThrownBy(() -> MapperSupport.timestamp(-5L, SCHEMA, "version"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Sale.version (table shop:sale): @Timestamp -5 is outside the cell timestamps HBase stores, "
            + "epoch milliseconds from 0 to Long.MAX_VALUE - 1; use 0 for the server's time");
  }
}
