package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.apache.hadoop.hbase.filter.ColumnRangeFilter;
import org.apache.hadoop.hbase.filter.Filter;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.io.TableIo;
import org.junit.jupiter.api.Test;

/**
 * A wide row's key range takes a bound beyond what a qualifier holds as key queries do: open when
 * every stored key lies on its near side, empty when they all lie on the other. Only the reads'
 * filters are built here; nothing is sent.
 */
class WideRowBoundsTest {
  private static final TableSchema SCHEMA = TableSchema.builder("default", "t", "Log")
      .family(FamilySchema.of("e")).keyPart("id", "long", 8, false).dynamicColumns("e", "entries", "Map").build();
  private static final WideRow<Instant, String> ENTRIES = WideRow.of(TableIo.blocking(null), SCHEMA, "entries", "e",
      new byte[] {1}, InstantKeyCodec.INSTANCE, StringValueCodec.INSTANCE);
  private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

  private static Filter readFilter(WideRow<?, ?> row) {
    return row.ops().scan(false).getFilter();
  }

  @Test
  void boundsBeyondTheKeysRangeAreOpen() {
    assertThat(readFilter(ENTRIES.between(Instant.MIN, Instant.MAX))).isNull();
    ColumnRangeFilter from = (ColumnRangeFilter) readFilter(ENTRIES.between(T, Instant.MAX));
    assertThat(from.getMinColumn()).isEqualTo(InstantKeyCodec.INSTANCE.encode(T));
    assertThat(from.getMaxColumn()).isNull();
    ColumnRangeFilter before = (ColumnRangeFilter) readFilter(ENTRIES.between(Instant.MIN, T));
    assertThat(before.getMinColumn()).isNull();
    assertThat(before.getMaxColumn()).isEqualTo(InstantKeyCodec.INSTANCE.encode(T));
  }

  @Test
  void boundsOnTheFarSideSelectNothingAndSwappedBoundsAreRefused() {
    ColumnRangeFilter none = (ColumnRangeFilter) readFilter(ENTRIES.between(Instant.MAX, null));
    assertThat(none.getMinColumn()).isEmpty();
    assertThat(none.getMaxColumn()).isEmpty();
    ColumnRangeFilter noneBelow = (ColumnRangeFilter) readFilter(ENTRIES.between(null, Instant.MIN));
    assertThat(noneBelow.getMinColumn()).isEmpty();
    assertThat(noneBelow.getMaxColumn()).isEmpty();
    assertThatThrownBy(() -> ENTRIES.between(Instant.MAX, Instant.MIN)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("range on Log.entries: from is after to; swap the bounds");
  }

  @Test
  void writingAnEntryUnderAKeyBeyondTheRangeIsRefusedNamingTheField() {
    assertThatThrownBy(() -> ENTRIES.put(Instant.MAX, "x")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Log.entries (table t), key " + Instant.MAX + ": Instant " + Instant.MAX
            + " is outside the storable range -292275055-05-16T16:47:04.192Z to +292278994-08-17T07:12:55.807Z "
            + "(epoch milliseconds in a long); use a value within it");
  }

  /** A wide row names its row in the one hex form of every message ({@code 0x..}), not the shell's escapes. */
  @Test
  void itsDescriptionNamesTheRowInTheHexOfEveryMessage() {
    assertThat(ENTRIES.toString()).isEqualTo("WideRow[Log.entries of row 0x01]");
  }
}
