package org.hbasemapper.runtime.dao;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Increment;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.junit.jupiter.api.Test;

/**
 * The one row mutation a partial update sends, built without a cluster: its put, delete and
 * increment, and the cells every update adds (the version bump, the presence marker).
 */
class RowChangesTest {
  private static final byte[] ROW = {1, 2};
  private static final TableSchema SCHEMA = TableSchema.builder("t", "stock", "Stock")
      .family(FamilySchema.of("d"))
      .keyPart("id", "long", 8, false)
      .column("d", "name", "name", "String", List.of("n_old"))
      .column("d", "total", "total", "Long")
      .counter("d", "hits", "hits")
      .version("d", "v", "version")
      .presenceMarker("d", "_")
      .build();
  private static final ColumnField<Object, String> NAME = ColumnField.of("Stock", "name", "d", "name",
      List.of("n_old"), StringValueCodec.INSTANCE);
  private static final OrderedField<Object, Long> TOTAL = OrderedField.of("Stock", "total", "d", "total",
      LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());
  private static final OrderedField<Object, Long> HITS = OrderedField.of("Stock", "hits", "d", "hits",
      LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  @Test
  void oneMutationWithThePutTheDeleteAndTheIncrementAndTheCellsEveryUpdateAdds() {
    RowChanges<Object> changes = new RowChanges<>(SCHEMA, ROW);
    changes.set(TOTAL, 7L);
    changes.remove(NAME);
    changes.increment(HITS, 3);

    RowMutations mutations = changes.mutations();

    List<Mutation> parts = mutations.getMutations();
    assertThat(parts).hasSize(3);
    Put put = (Put) parts.get(0);
    assertThat(cells(put)).containsExactlyInAnyOrder("d:total=" + Bytes.toStringBinary(Bytes.toBytes(7L)),
        "d:_=\\x01");
    Delete delete = (Delete) parts.get(1);
    assertThat(cells(delete)).as("the column and its former qualifier")
        .containsExactlyInAnyOrder("d:name=", "d:n_old=");
    Increment increment = (Increment) parts.get(2);
    assertThat(increment.getFamilyMapOfLongs().get(Bytes.toBytes("d")))
        .containsEntry(Bytes.toBytes("hits"), 3L).containsEntry(Bytes.toBytes("v"), 1L);
  }

  @Test
  void anUpdateThatChangesNothingIsRefusedOnApply() {
    RowChanges<Object> changes = new RowChanges<>(SCHEMA, ROW);
    assertThatThrownBy(changes::startApply).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("update of Stock (table t:stock, row 0x0102) changes nothing; set, remove or increment a field "
            + "before apply()");
  }

  private static List<String> cells(Mutation m) {
    return m.getFamilyCellMap().values().stream().flatMap(List::stream)
        .map(c -> Bytes.toString(CellUtil.cloneFamily(c)) + ":" + Bytes.toString(CellUtil.cloneQualifier(c)) + "="
            + Bytes.toStringBinary(CellUtil.cloneValue(c)))
        .toList();
  }
}
