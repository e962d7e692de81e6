package org.hbasemapper.runtime.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

/**
 * An {@code Instant} key component is kept to the millisecond (docs/encoding.md, "Supported types"): a finer
 * value reads back truncated, and encodes exactly as its millisecond does, so a lookup with the value
 * the entity was written with finds its row. Columns keep every nanosecond.
 */
class InstantKeyPrecisionTest {
  private static final Instant FINE = Instant.parse("2024-03-01T10:15:30.123456789Z");

  @Test
  void aKeyKeepsTheMillisecondAndALookupWithTheFineValueFindsTheRow() {
    byte[] stored = InstantKeyCodec.INSTANCE.encode(FINE);
    assertThat(InstantKeyCodec.INSTANCE.read(stored, 0, stored.length))
        .isEqualTo(FINE.truncatedTo(ChronoUnit.MILLIS));
    assertThat(InstantKeyCodec.INSTANCE.encode(FINE.truncatedTo(ChronoUnit.MILLIS))).isEqualTo(stored);
  }

  @Test
  void aColumnKeepsEveryNanosecond() {
    byte[] stored = InstantValueCodec.INSTANCE.encode(FINE);
    assertThat(InstantValueCodec.INSTANCE.decode(stored)).isEqualTo(FINE);
  }
}
