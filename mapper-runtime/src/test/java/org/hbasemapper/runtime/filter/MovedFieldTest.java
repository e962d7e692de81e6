package org.hbasemapper.runtime.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.apache.hadoop.hbase.shaded.protobuf.ProtobufUtil;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.junit.jupiter.api.Test;

/**
 * Conditions on a column that moved ({@code @Column(formerly = ...)}) decide by the value reads give
 * it: its own cell, else the first former one present. Every row made of an absent or present own
 * cell and two former cells (one sorting before the own qualifier, one after), against every
 * condition on a few values: the client test and the server filter (after a round trip through its
 * wire form, run as a region server runs it) agree with that value. The mapper-it differential test
 * does the same on region servers, with limits and pages.
 */
class MovedFieldTest {
  private static final byte[] ROW = Bytes.toBytes("r");
  private static final byte[] FAMILY = Bytes.toBytes("d");
  /** The own qualifier "n", formerly "z9" (sorting after it), before that "m0" (sorting before it). */
  private static final List<String> QUALIFIERS = List.of("n", "z9", "m0");
  private static final List<Integer> VALUES = List.of(-1, 0, 1);
  private static final OrderedField<Object, Integer> N = OrderedField.of("E", "n", "d", "n", List.of("z9", "m0"),
      IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  @Test
  void everyConditionDecidesByTheOwnCellElseTheFirstFormerOne() throws IOException {
    List<Integer[]> rows = rows();
    assertThat(rows).hasSize(64);
    for (Integer[] stored : rows) {
      for (int a : VALUES) {
        for (int b : VALUES) {
          check(N.equalTo(a), stored, v -> v != null && v == a);
          check(N.notEqualTo(a), stored, v -> v != null && v != a);
          check(N.lessThan(a), stored, v -> v != null && v < a);
          check(N.greaterThanOrEqual(a), stored, v -> v != null && v >= a);
          check(N.in(List.of(a, b)), stored, v -> v != null && (v == a || v == b));
          if (a <= b) {
            check(N.between(a, b), stored, v -> v != null && v >= a && v < b);
          }
          check(N.lessThan(a).and(N.greaterThan(b)), stored, v -> v != null && v < a && v > b);
        }
      }
      check(N.isNull(), stored, v -> v == null);
      check(N.isNotNull(), stored, v -> v != null);
    }
  }

  @Test
  void theConditionReadsTheFormerCellsToo() {
    assertThat(N.equalTo(1).columns()).extracting(c -> Bytes.toString(c[0]) + ":" + Bytes.toString(c[1]))
        .containsExactly("d:n", "d:z9", "d:m0");
    OrderedField<Object, Integer> unmoved = OrderedField.of("E", "n", "d", "n", IntValueCodec.INSTANCE,
        ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());
    assertThat(unmoved.equalTo(1).columns()).hasSize(1);
    // a column that never moved keeps its single filter
    assertThat(unmoved.equalTo(1).serverFilter()).isInstanceOf(SingleColumnValueFilter.class);
    assertThat(unmoved.isNull().serverFilter()).isInstanceOf(SingleColumnValueFilter.class);
  }

  @Test
  void anUnreadableFormerCellIsNamedInTheError() {
    OrderedField<Object, Instant> at = OrderedField.of("E", "at", "d", "at", List.of("when"),
        InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder());
    Result row = Result.create(List.of(new KeyValue(ROW, FAMILY, Bytes.toBytes("when"), 1L, new byte[] {1, 2, 3})));
    assertThatThrownBy(() -> at.lessThan(Instant.EPOCH).test(row, "t"))
        .isInstanceOf(MappingException.class).hasMessageContaining("column d:when");
  }

  /** The condition's test and its server filter say of the row {@code stored} what {@code expected} says of its value. */
  private static void check(Condition<Object> condition, Integer[] stored, Predicate<Integer> expected)
      throws IOException {
    Integer effective = stored[0] != null ? stored[0] : stored[1] != null ? stored[1] : stored[2];
    String what = condition + " on " + Arrays.toString(stored);
    List<Cell> cells = cells(stored);
    assertThat(condition.test(Result.create(cells))).as(what).isEqualTo(expected.test(effective));
    assertThat(condition.decidedOnServers()).as(what).isTrue();
    Filter overTheWire = ProtobufUtil.toFilter(ProtobufUtil.toFilter(condition.serverFilter()));
    assertThat(ConditionOrderPropertiesTest.passes(overTheWire, cells)).as("server filter of " + what)
        .isEqualTo(expected.test(effective));
  }

  /** Each qualifier absent or holding one of the values: 4 x 4 x 4 rows. */
  private static List<Integer[]> rows() {
    List<Integer> states = new ArrayList<>(VALUES);
    states.add(0, null);
    List<Integer[]> out = new ArrayList<>();
    for (Integer own : states) {
      for (Integer z9 : states) {
        for (Integer m0 : states) {
          out.add(new Integer[] {own, z9, m0});
        }
      }
    }
    return out;
  }

  /** The row's cells in the order HBase returns them (by qualifier), with one unrelated cell before and after. */
  private static List<Cell> cells(Integer[] stored) {
    List<Cell> cells = new ArrayList<>();
    cells.add(new KeyValue(ROW, FAMILY, Bytes.toBytes("a"), 1L, Bytes.toBytes("before")));
    for (String q : List.of("m0", "n", "z9")) {
      Integer value = stored[QUALIFIERS.indexOf(q)];
      if (value != null) {
        cells.add(new KeyValue(ROW, FAMILY, Bytes.toBytes(q), 1L, IntValueCodec.encodeInt(value)));
      }
    }
    cells.add(new KeyValue(ROW, FAMILY, Bytes.toBytes("zz"), 1L, Bytes.toBytes("after")));
    return cells;
  }
}
