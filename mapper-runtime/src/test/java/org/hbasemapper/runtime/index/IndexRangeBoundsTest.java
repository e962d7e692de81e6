package org.hbasemapper.runtime.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.io.TableIo;
import org.junit.jupiter.api.Test;

/**
 * An index lookup's range takes a bound beyond what an index key holds as key queries do: open when
 * every indexed value lies on its near side, empty when they all lie on the other. Lookups are only
 * planned here, never run.
 */
class IndexRangeBoundsTest {
  private static final TableSchema SCHEMA = TableSchema.builder("default", "t", "Log")
      .family(FamilySchema.of("d")).keyPart("id", "long", 8, false).column("d", "at", "at", "Instant")
      .index("by_at", false, "at").build();
  private static final InstantKeyCodec AT = InstantKeyCodec.INSTANCE;
  private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

  private static IndexQuery.State<Object> start() {
    EntityMapper<Object, Object> mapper = new EntityMapper<>() {
      @Override
      public Put toPut(Object entity) {
        throw new AssertionError();
      }

      @Override
      public Object fromResult(Result result) {
        throw new AssertionError();
      }

      @Override
      public byte[] encodeKey(Object key) {
        throw new AssertionError();
      }

      @Override
      public Object decodeKey(byte[] row) {
        throw new AssertionError();
      }

      @Override
      public Object keyOf(Object entity) {
        throw new AssertionError();
      }

      @Override
      public TableSchema schema() {
        return SCHEMA;
      }
    };
    return IndexQuery.start(new IndexMaintainer<>(TableIo.blocking(null), mapper, row -> null), null, "by_at");
  }

  /** Whether the lookup reads the whole index: from its first row to the end of the table. */
  private static boolean readsAll(IndexQuery.State<?> s) {
    return s.lo.length == 0 && s.hi == null;
  }

  @Test
  void boundsBeyondTheIndexKeysRangeAreOpen() {
    assertThat(readsAll(start().from(AT, Instant.MIN))).isTrue();
    assertThat(readsAll(start().before(AT, Instant.MAX))).isTrue();
    assertThat(readsAll(start().between(AT, Instant.MIN, Instant.MAX))).isTrue();
    assertThat(readsAll(start().range(AT, Instant.MIN, false, Instant.MAX, true))).isTrue();
    IndexQuery.State<Object> from = start().between(AT, T, Instant.MAX);
    assertThat(from.lo).isEqualTo(AT.encode(T));
    assertThat(from.hi).isNull();
  }

  @Test
  void boundsOnTheFarSideReadNothingAndSwappedBoundsAreRefused() {
    assertThat(IndexLookup.entryScan(start().from(AT, Instant.MAX), null)).isNull();
    assertThat(IndexLookup.entryScan(start().before(AT, Instant.MIN), null)).isNull();
    assertThat(IndexLookup.entryScan(start().from(AT, T), null)).isNotNull();
    assertThatThrownBy(() -> start().between(AT, Instant.MAX, Instant.MIN)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("range on index by_at of Log: from is after to; swap the bounds");
    assertThatThrownBy(() -> start().equal(AT, Instant.MAX)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("lookup on index by_at of Log (table t): indexed value cannot be encoded: Instant "
            + Instant.MAX + " is outside the storable range");
  }
}
