package org.hbasemapper.it.recordtypes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The HBase reference guide's customer/order case written with record types: headers, shipping
 * locations and line items of many customers in one table, each order's rows under
 * {@code [customer][order]}, read together by one scan of the group and apart by each type's own
 * queries.
 */
@HBaseTest
class OrdersTest {
  static final int CUSTOMERS = 30;
  static final int ORDERS = 4;
  static OrderRowDao orderRows;
  static OrderHeaderDao headers;
  static ShippingLocationDao locations;
  static LineItemDao items;
  static Connection connection;

  @BeforeAll
  static void create(Connection c) {
    connection = c;
    new SchemaManager(c).createIfMissing(OrderRowDao.GROUP.schema());
    orderRows = new OrderRowDao(c);
    headers = new OrderHeaderDao(c);
    locations = new ShippingLocationDao(c);
    items = new LineItemDao(c);
    List<OrderRow> all = new ArrayList<>();
    for (int i = 0; i < CUSTOMERS; i++) {
      for (long o = 1; o <= ORDERS; o++) {
        all.addAll(order(customer(i), o));
      }
    }
    orderRows.putAll(all);
  }

  static String customer(int i) {
    return String.format("c%04d", i);
  }

  /** The rows of one order, in key order: header, 1 or 2 locations, then 3 + (order % 4) items (20 for order 3). */
  static List<OrderRow> order(String customer, long order) {
    List<OrderRow> rows = new ArrayList<>();
    rows.add(new OrderHeader(customer, order, Instant.ofEpochMilli(1_700_000_000_000L + order), "placed"));
    for (int l = 1; l <= 1 + order % 2; l++) {
      rows.add(new ShippingLocation(customer, order, l, "home " + l, customer + " street " + l));
    }
    int lines = order == 3 ? 20 : 3 + (int) (order % 4);
    for (int n = 1; n <= lines; n++) {
      rows.add(new LineItem(customer, order, n, "sku-" + (n % 5), n, new BigDecimal(n + ".50")));
    }
    return rows;
  }

  @Test
  void oneScanOfTheGroupReadsExactlyTheOrdersRowsInKeyOrder() {
    assertThat(orderRows.query().customer(customer(7)).order(3).list()).isEqualTo(order(customer(7), 3));
    assertThat(orderRows.query().customer(customer(7)).order(3).count()).isEqualTo(1 + 2 + 20);
    List<OrderRow> customerRows = orderRows.query().customer(customer(8)).list();
    List<OrderRow> expected = new ArrayList<>();
    for (long o = 1; o <= ORDERS; o++) {
      expected.addAll(order(customer(8), o));
    }
    assertThat(customerRows).isEqualTo(expected);
  }

  @Test
  void rowsComeBackAsTheirOwnTypes() {
    int headersSeen = 0;
    int locationsSeen = 0;
    int itemsSeen = 0;
    for (OrderRow row : orderRows.query().customer(customer(2)).order(2).list()) {
      if (row instanceof OrderHeader h) {
        assertThat(h.status()).isEqualTo("placed");
        headersSeen++;
      } else if (row instanceof ShippingLocation l) {
        assertThat(l.address()).startsWith(customer(2));
        locationsSeen++;
      } else if (row instanceof LineItem i) {
        assertThat(i.sku()).startsWith("sku-");
        itemsSeen++;
      }
    }
    assertThat(List.of(headersSeen, locationsSeen, itemsSeen)).containsExactly(1, 1, 5);
  }

  @Test
  void aQueryOfOneTypeNeverSeesAnotherTypesRows() {
    // a prefix that stops before the record type: the servers filter on the code
    assertThat(headers.query().customer(customer(3)).list()).extracting(OrderHeader::order)
        .containsExactly(1L, 2L, 3L, 4L);
    assertThat(headers.query().customerBetween(customer(3), customer(6)).count()).isEqualTo(3 * ORDERS);
    assertThat(headers.query().customer(customer(3)).reversed().list()).extracting(OrderHeader::order)
        .containsExactly(4L, 3L, 2L, 1L);
    assertThat(locations.query().customer(customer(3)).count()).isEqualTo(ORDERS / 2 * 3);
    // a prefix through the record type: a plain prefix scan of the type's own rows
    assertThat(headers.query().customer(customer(3)).order(3).list()).hasSize(1);
    assertThat(items.query().customer(customer(3)).order(3).list()).extracting(LineItem::line)
        .containsExactly(java.util.stream.IntStream.rangeClosed(1, 20).boxed().toArray(Integer[]::new));
    assertThat(items.query().customer(customer(3)).order(3).lineBetween(5, 8).list()).extracting(LineItem::line)
        .containsExactly(5, 6, 7);
    assertThat(items.query().customer(customer(3)).orderBetween(2L, 4L).count()).isEqualTo(5 + 20);
    // the whole table, type by type
    assertThat(headers.query().count()).isEqualTo(CUSTOMERS * ORDERS);
    try (Stream<ShippingLocation> all = locations.query().stream()) {
      assertThat(all.count()).isEqualTo(CUSTOMERS * (ORDERS / 2 * 3));
    }
  }

  @Test
  void pagesOfOneTypeWalkOnlyItsRows() {
    List<Long> seen = new ArrayList<>();
    Page<OrderHeader> page = headers.query().customerBetween(customer(10), customer(12)).page(PageRequest.ofSize(3));
    while (true) {
      page.content().forEach(h -> seen.add(h.order()));
      if (!page.hasNext()) {
        break;
      }
      page = headers.query().customerBetween(customer(10), customer(12)).page(page.next());
    }
    assertThat(seen).containsExactly(1L, 2L, 3L, 4L, 1L, 2L, 3L, 4L);
  }

  @Test
  void getsAndIndexLookupsReadTheirOwnRows() {
    assertThat(headers.get(customer(4), 2L)).contains((OrderHeader) order(customer(4), 2).get(0));
    assertThat(items.get(customer(4), 2L, 5)).hasValueSatisfying(i -> assertThat(i.sku()).isEqualTo("sku-0"));
    assertThat(items.get(customer(4), 2L, 99)).isEmpty();
    assertThat(locations.exists(customer(4), 2L, 1)).isTrue();
    assertThat(locations.exists(customer(4), 2L, 2)).isFalse();
    assertThat(items.findBySku("sku-4").list()).allSatisfy(i -> assertThat(i.sku()).isEqualTo("sku-4"))
        .hasSize(CUSTOMERS * (1 + 1 + 4)); // lines 4 of orders 1 and 2, 4, 9, 14 and 19 of order 3
  }

  @Test
  void aRowOfAnotherTypeIsNeverDecodedAsThisOne() throws Exception {
    byte[] headerRow = OrderHeaderMapper.INSTANCE.encodeKey(new OrderHeaderMapper.Key(customer(5), 1L));
    try (Table t = connection.getTable(OrderRowDao.GROUP.schema().tableName());
        ResultScanner scanner = t.getScanner(new Scan().withStartRow(headerRow).setLimit(3))) {
      Result header = scanner.next();
      Result location = scanner.next();
      assertThat(OrderHeaderMapper.INSTANCE.fromResult(header).customer()).isEqualTo(customer(5));
      assertThatThrownBy(() -> OrderHeaderMapper.INSTANCE.fromResult(location))
          .isInstanceOf(MappingException.class)
          .hasMessageContaining("book:orders")
          .hasMessageContaining("record type '2', not '1' of OrderHeader");
    }
  }

  @Test
  void deletingAnOrderDeletesEveryRecordTypeUnderItsPrefixAndNothingElse() {
    String c = customer(20);
    long before = orderRows.query().count();
    assertThat(orderRows.query().customer(c).order(3).delete()).isEqualTo(1 + 2 + 20);
    assertThat(orderRows.query().customer(c).order(3).list()).isEmpty();
    assertThat(orderRows.query().count()).isEqualTo(before - 23);
    // the neighbours: the customer's other orders and the next customer's first order
    assertThat(orderRows.query().customer(c).order(2).list()).isEqualTo(order(c, 2));
    assertThat(orderRows.query().customer(c).order(4).list()).isEqualTo(order(c, 4));
    assertThat(orderRows.query().customer(customer(21)).order(1).list()).isEqualTo(order(customer(21), 1));
    // the deleted line items' index entries went with them
    assertThat(items.findBySku("sku-1").list()).noneMatch(i -> i.customer().equals(c) && i.order() == 3);
    orderRows.putAll(order(c, 3)); // put back for the other tests
  }

  @Test
  void theGroupSchemaIsTheOneSharedTable() {
    assertThat(OrderRowDao.GROUP.schema().tableName()).isEqualTo(OrderHeaderMapper.INSTANCE.schema().tableName());
    assertThat(OrderRowDao.GROUP.schema().recordType().codes()).containsExactly("1", "2", "3");
    assertThat(OrderRowDao.GROUP.schema().indexes()).extracting(i -> i.name()).containsExactly("sku");
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(OrderHeaderMapper.INSTANCE.schema()); // a member's schema: already there, a no-op
    schemas.createIfMissing(LineItemMapper.INSTANCE.schema());
    assertThat(OrderRowDao.GROUP.schema().describe()).contains("OrderHeader", "ShippingLocation", "LineItem");
  }

  @Test
  void regionsNeverSplitInsideAnOrder() throws Exception {
    // customer (8 bytes) and order (8 bytes): HBase splits only between keys that differ there
    try (var admin = connection.getAdmin()) {
      var table = admin.getDescriptor(OrderRowDao.GROUP.schema().tableName());
      assertThat(table.getValue(TableSchema.SPLIT_RESTRICTION_TYPE)).isEqualTo("KeyPrefix");
      assertThat(table.getValue(TableSchema.SPLIT_RESTRICTION_PREFIX_LENGTH)).isEqualTo("16");
    }
    assertThat(LineItemMapper.INSTANCE.schema().splitRestriction())
        .isEqualTo(OrderRowDao.GROUP.schema().splitRestriction());
    assertThat(OrderRowDao.GROUP.schema().shellCreateCommand()).contains(
        "{CONFIGURATION => {'hbase.regionserver.region.split_restriction.type' => 'KeyPrefix', "
            + "'hbase.regionserver.region.split_restriction.prefix_length' => '16'}}");
    assertThat(new SchemaManager(connection).differences(OrderRowDao.GROUP.schema())).isEmpty();
  }

  @Test
  void ensureGivesATableCreatedWithoutItTheSplitRestriction() throws Exception {
    TableSchema schema = OrderRowDao.GROUP.schema();
    try (var admin = connection.getAdmin()) {
      admin.modifyTable(org.apache.hadoop.hbase.client.TableDescriptorBuilder
          .newBuilder(admin.getDescriptor(schema.tableName()))
          .removeValue(TableSchema.SPLIT_RESTRICTION_TYPE).removeValue(TableSchema.SPLIT_RESTRICTION_PREFIX_LENGTH)
          .build());
    }
    SchemaManager schemas = new SchemaManager(connection);
    assertThat(schemas.differences(schema)).containsExactly(
        "table value 'hbase.regionserver.region.split_restriction.type' is not set, expected 'KeyPrefix'"
            + " (regions must not split inside the rows of one parent)",
        "table value 'hbase.regionserver.region.split_restriction.prefix_length' is not set, expected '16'"
            + " (regions must not split inside the rows of one parent)");
    assertThat(schemas.ensure(schema)).hasSize(2);
    assertThat(schemas.differences(schema)).isEmpty();
    assertThat(orderRows.query().customer(customer(1)).order(1).list()).isEqualTo(order(customer(1), 1));
  }
}
