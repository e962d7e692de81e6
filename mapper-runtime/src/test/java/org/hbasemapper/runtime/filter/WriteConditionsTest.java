package org.hbasemapper.runtime.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.junit.jupiter.api.Test;

/**
 * What a conditional write is guarded by: the exact server filter of a condition on the entity's own
 * columns; every other condition refused before any I/O, naming entity, table, operation and condition.
 */
class WriteConditionsTest {
  private static final TableSchema STOCK = TableSchema.builder("shop", "stock", "Stock")
      .family(FamilySchema.of("d"))
      .keyPart("sku", "String", 0, false)
      .column("d", "quantity", "quantity", "int")
      .column("d", "warehouse", "warehouse", "String")
      .column("d", "price", "price", "BigDecimal")
      .build();
  private static final OrderedField<Object, Integer> QUANTITY = OrderedField.of("Stock", "quantity", "d", "quantity",
      IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());
  private static final OrderedField<Object, String> WAREHOUSE = OrderedField.of("Stock", "warehouse", "d",
      "warehouse", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());
  private static final OrderedField<Object, BigDecimal> PRICE = OrderedField.of("Stock", "price", "d", "price",
      BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder());
  private static final ColumnField<Object, String> OTHER_OWNER = ColumnField.of("Ticket", "owner", "d", "warehouse",
      StringValueCodec.INSTANCE);
  private static final ColumnField<Object, String> UNMAPPED = ColumnField.of("Stock", "note", "d", "note",
      StringValueCodec.INSTANCE);

  @Test
  void anExactConditionOnOwnColumnsIsItsServerFilter() {
    Filter equal = WriteConditions.filter(WAREHOUSE.equalTo("w1"), STOCK, "delete");
    assertThat(equal).isInstanceOf(SingleColumnValueFilter.class);
    assertThat(((SingleColumnValueFilter) equal).getFilterIfMissing()).isTrue();

    Filter both = WriteConditions.filter(QUANTITY.greaterThan(0).and(WAREHOUSE.isNull()), STOCK, "put");
    assertThat(both).isInstanceOf(FilterList.class);
    assertThat(((FilterList) both).getOperator()).isEqualTo(FilterList.Operator.MUST_PASS_ALL);
  }

  @Test
  void aConditionOnAnotherEntityIsRefused() {
    assertThatThrownBy(() -> WriteConditions.filter(OTHER_OWNER.equalTo("ann"), STOCK, "put"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: the condition 'owner = ?' tests fields of Ticket, not of Stock (table shop:stock); "
            + "build it from the constants of StockQuery; nothing was written");
    // and-ed with a condition of its own entity, too
    assertThatThrownBy(() -> WriteConditions.filter(QUANTITY.greaterThan(0).and(OTHER_OWNER.equalTo("ann")), STOCK,
        "replace")).hasMessageStartingWith("replace: the condition 'quantity > ? and owner = ?' tests fields of Ticket");
  }

  @Test
  void aConditionOnAColumnTheEntityDoesNotMapIsRefused() {
    assertThatThrownBy(() -> WriteConditions.filter(UNMAPPED.isNull(), STOCK, "delete"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("delete: the condition 'note is null' tests column d:note, which Stock does not map "
            + "(table shop:stock); build it from the constants of StockQuery; nothing was written");
  }

  @Test
  void aConditionOnlyTheClientDecidesIsRefused() {
    assertThatThrownBy(() -> WriteConditions.filter(PRICE.greaterThan(BigDecimal.ONE), STOCK, "put"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: the condition 'price > ?' on Stock, table shop:stock is decided partly in this JVM, "
            + "not by HBase alone, so it cannot guard a write in the same call; use conditions HBase decides "
            + "(equalTo, notEqualTo, in, isNull, isNotNull, and ranges of fields whose stored bytes sort like their "
            + "values), or a @Version; nothing was written");
    // a superset filter and-ed with a client test is not exact either
    assertThatThrownBy(() -> WriteConditions.filter(QUANTITY.equalTo(1).and(PRICE.equalTo(BigDecimal.TEN)), STOCK,
        "put")).hasMessageContaining("is decided partly in this JVM");
    assertThatThrownBy(() -> WriteConditions.filter(Condition.client("sku = ?", r -> true, List.of()), STOCK, "put"))
        .hasMessageContaining("'sku = ?' on Stock, table shop:stock is decided partly in this JVM");
  }

  @Test
  void aNullConditionIsRefused() {
    assertThatThrownBy(() -> WriteConditions.filter(null, STOCK, "put"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: the condition is null (Stock, table shop:stock); pass a condition, or call put without one");
  }
}
