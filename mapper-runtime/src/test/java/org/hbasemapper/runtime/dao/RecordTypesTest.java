package org.hbasemapper.runtime.dao;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.dao.Orders.Header;
import org.hbasemapper.runtime.dao.Orders.Item;
import org.hbasemapper.runtime.dao.Orders.OrderRow;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Two record types sharing a table, against the mini cluster: a query of one type never returns the
 * other's rows at any depth of its key (filtered on the servers when the code is not fixed, a prefix
 * scan of its own rows when it is), with counts, pages, reversed scans, in-lists and salted fan-out;
 * the group reads an order in one scan, each row as its own type; the group's writes and deletes.
 */
@HBaseTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RecordTypesTest {
  private static final int[] CUSTOMERS = {-2, 1, 7, 300};
  private static final int ORDERS = 3;
  private static final int LINES = 3;

  private Connection connection;
  private Orders.Table plain;
  private Orders.Table salted;

  @BeforeAll
  void load(Connection connection) {
    this.connection = connection;
    plain = new Orders.Table(connection, "orders", KeyPrefix.none(), true);
    salted = new Orders.Table(connection, "orders_salted", KeyPrefix.salt(8, 1), false);
    SchemaManager schemas = new SchemaManager(connection);
    assertThat(schemas.createIfMissing(plain.rows.schema())).isTrue();
    // a member's own schema names the same table: already there
    assertThat(schemas.createIfMissing(plain.headers.schema())).isFalse();
    assertThat(schemas.createIfMissing(plain.items.schema())).isFalse();
    assertThat(schemas.differences(plain.rows.schema())).isEmpty();
    schemas.createIfMissing(salted.rows.schema());
    plain.rows.putAll(all());
    salted.rows.putAll(all());
  }

  // --- one record type's queries --------------------------------------------------------------------

  @Test
  void aCustomerPrefixReadsOnlyTheTypesRowsThroughTheFilter() {
    for (Orders.Table t : List.of(plain, salted)) {
      assertThat(items(t.items.query().equal(t.itemMapper.customer, 7)).list()).isEqualTo(itemsOf(7));
      assertThat(headers(t.headers.query().equal(t.headerMapper.customer, 7)).list()).isEqualTo(headersOf(7));
      assertThat(items(t.items.query().equal(t.itemMapper.customer, 7)).count()).isEqualTo(ORDERS * LINES);
      assertThat(headers(t.headers.query().equal(t.headerMapper.customer, 7)).count()).isEqualTo(ORDERS);
    }
  }

  @Test
  void aCustomerAndOrderPrefixFixesTheCode() {
    for (Orders.Table t : List.of(plain, salted)) {
      QueryState<Item> order = t.items.query().equal(t.itemMapper.customer, -2).equal(t.itemMapper.order, 2);
      assertThat(items(order).list()).containsExactly(item(-2, 2, 1), item(-2, 2, 2), item(-2, 2, 3));
      assertThat(items(order.between(t.itemMapper.line, 2, 4)).list()).containsExactly(item(-2, 2, 2),
          item(-2, 2, 3));
      assertThat(items(order.from(t.itemMapper.line, 3)).count()).isEqualTo(1);
      QueryState<Header> header = t.headers.query().equal(t.headerMapper.customer, -2)
          .equal(t.headerMapper.order, 2);
      assertThat(headers(header).list()).containsExactly(header(-2, 2));
      assertThat(headers(header).count()).isEqualTo(1);
    }
  }

  @Test
  void wholeTableAndRangesBeforeTheCodeReadOneType() {
    for (Orders.Table t : List.of(plain, salted)) {
      assertThat(items(t.items.query()).list()).isEqualTo(itemsOf(CUSTOMERS));
      assertThat(headers(t.headers.query()).list()).isEqualTo(headersOf(CUSTOMERS));
      assertThat(items(t.items.query()).count()).isEqualTo(CUSTOMERS.length * ORDERS * LINES);
      assertThat(items(t.items.query().between(t.itemMapper.customer, 1, 300)).list())
          .isEqualTo(itemsOf(1, 7));
      assertThat(headers(t.headers.query().equal(t.headerMapper.customer, 300)
          .before(t.headerMapper.order, 3)).list()).containsExactly(header(300, 1), header(300, 2));
    }
  }

  @Test
  void pagesFollowTheirTokensToTheEndForwardAndReversed() {
    for (Orders.Table t : List.of(plain, salted)) {
      for (boolean reversed : new boolean[] {false, true}) {
        RangeQuery<Item> query = items(t.items.query().equal(t.itemMapper.customer, 1)).reversed(reversed);
        List<Item> expected = new ArrayList<>(itemsOf(1));
        if (reversed) {
          Collections.reverse(expected);
        }
        assertThat(query.list()).isEqualTo(expected);
        assertThat(pages(query, 4)).isEqualTo(expected);
        assertThat(query.offset(2).limit(3).list()).isEqualTo(expected.subList(2, 5));
        assertThat(query.offset(2).limit(3).count()).isEqualTo(3);
        RangeQuery<Header> headers = headers(t.headers.query()).reversed(reversed);
        List<Header> all = new ArrayList<>(headersOf(CUSTOMERS));
        if (reversed) {
          Collections.reverse(all);
        }
        assertThat(pages(headers, 5)).isEqualTo(all);
      }
    }
  }

  @Test
  void anInListOnTheCustomerReadsOnlyTheTypesRowsOfEach() {
    for (Orders.Table t : List.of(plain, salted)) {
      RangeQuery<Item> query = items(t.items.query().in(t.itemMapper.customer, List.of(300, -2)));
      assertThat(query.list()).isEqualTo(itemsOf(-2, 300));
      assertThat(query.count()).isEqualTo(2 * ORDERS * LINES);
      assertThat(pages(query, 4)).isEqualTo(itemsOf(-2, 300));
      List<Item> reversed = new ArrayList<>(itemsOf(-2, 300));
      Collections.reverse(reversed);
      assertThat(query.reversed().list()).isEqualTo(reversed);
      assertThat(pages(query.reversed(), 7)).isEqualTo(reversed);
      // an in-list of the component before the code fixes the code in every range
      RangeQuery<Header> headers = headers(t.headers.query().equal(t.headerMapper.customer, 7)
          .in(t.headerMapper.order, List.of(3, 1)));
      assertThat(headers.list()).containsExactly(header(7, 1), header(7, 3));
      assertThat(headers.reversed().list()).containsExactly(header(7, 3), header(7, 1));
    }
  }

  @Test
  void saltedRowsOfOneTypeComeFromEveryBucketInKeyOrder() {
    // the customers fall into more than one bucket, so the whole-table query merges buckets
    assertThat(Stream.of(-2, 1, 7, 300).map(c -> salted.headerMapper.rowKey(header(c, 1))[0]).distinct().count())
        .isGreaterThan(1);
    assertThat(items(salted.items.query()).reversed().list().get(0)).isEqualTo(item(300, 3, 3));
    assertThat(items(salted.items.query()).limit(4).list()).isEqualTo(itemsOf(CUSTOMERS).subList(0, 4));
  }

  @Test
  void getsExistsAndIndexLookupsOfARecordTypeResolve() {
    assertThat(plain.items.get(new Orders.ItemMapper.Key(7, 2, 3))).contains(item(7, 2, 3));
    assertThat(plain.headers.get(new Orders.HeaderMapper.Key(7, 2))).contains(header(7, 2));
    assertThat(plain.items.exists(new Orders.ItemMapper.Key(7, 2, 4))).isFalse();
    assertThat(plain.items.getAll(List.of(new Orders.ItemMapper.Key(300, 1, 1), new Orders.ItemMapper.Key(-2, 3, 2))))
        .containsExactly(item(300, 1, 1), item(-2, 3, 2));
    assertThat(plain.items.findBySku(sku(7, 2, 3)).list()).containsExactly(item(7, 2, 3));
    assertThat(salted.headers.get(new Orders.HeaderMapper.Key(300, 3))).contains(header(300, 3));
  }

  @Test
  void indexAdminReadsOnlyItsEntitysRowsOfTheSharedTable() {
    IndexReport report = new IndexAdmin(connection).verify(plain.itemMapper, "bySku", false, (phase, rows) -> { });
    assertThat(report.dataRows()).isEqualTo(CUSTOMERS.length * ORDERS * LINES);
    assertThat(report.consistent()).isTrue();
  }

  // --- the group ------------------------------------------------------------------------------------

  @Test
  void theGroupReadsAnOrderInKeyOrderEachRowAsItsType() {
    for (Orders.Table t : List.of(plain, salted)) {
      OrderRowQuery order = group(t, t.rows.startQuery().equal(t.headerMapper.customer, 7)
          .equal(t.headerMapper.order, 2));
      List<OrderRow> rows = order.list();
      assertThat(rows).containsExactly(header(7, 2), item(7, 2, 1), item(7, 2, 2), item(7, 2, 3));
      assertThat(rows.get(0) instanceof Header h && h.name().equals("order 7/2")).isTrue();
      assertThat(rows.subList(1, 4)).allMatch(r -> r instanceof Item);
      assertThat(order.count()).isEqualTo(1 + LINES);
      try (Stream<byte[]> keys = order.rowKeys()) {
        assertThat(keys.map(RowBytes::hex)).containsExactly(rows.stream().map(t.group::keyOf).map(RowBytes::hex)
            .toArray(String[]::new));
      }
      OrderRowQuery customer = group(t, t.rows.startQuery().equal(t.headerMapper.customer, 300));
      assertThat(customer.list()).isEqualTo(rowsOf(300));
      assertThat(pages(customer, 3)).isEqualTo(rowsOf(300));
      List<OrderRow> reversed = new ArrayList<>(rowsOf(300));
      Collections.reverse(reversed);
      assertThat(customer.reversed().list()).isEqualTo(reversed);
      assertThat(pages(customer.reversed(), 5)).isEqualTo(reversed);
      assertThat(group(t, t.rows.startQuery()).list()).isEqualTo(rowsOf(CUSTOMERS));
      assertThat(group(t, t.rows.startQuery()).count()).isEqualTo(CUSTOMERS.length * ORDERS * (1 + LINES));
      assertThat(group(t, t.rows.startQuery().in(t.headerMapper.customer, List.of(300, 1))).list())
          .isEqualTo(rowsOf(1, 300));
    }
  }

  @Test
  void rowKeysHonourLimitOffsetAndDirection() {
    OrderRowQuery customer = group(plain, plain.rows.startQuery().equal(plain.headerMapper.customer, 1));
    List<String> all = rowsOf(1).stream().map(plain.group::keyOf).map(RowBytes::hex).toList();
    try (Stream<byte[]> keys = customer.offset(1).limit(5).rowKeys()) {
      assertThat(keys.map(RowBytes::hex)).containsExactlyElementsOf(all.subList(1, 6));
    }
    try (Stream<byte[]> keys = customer.reversed().limit(2).rowKeys()) {
      assertThat(keys.map(RowBytes::hex)).containsExactly(all.get(all.size() - 1), all.get(all.size() - 2));
    }
  }

  @Test
  void putAllAndDeleteOfAnOrderLeaveItsNeighboursIntact() throws IOException {
    Orders.Table t = new Orders.Table(connection, "orders_writes", KeyPrefix.none(), true);
    new SchemaManager(connection).createIfMissing(t.rows.schema());
    List<OrderRow> rows = new ArrayList<>();
    for (int c : new int[] {1, 2}) {
      for (int o = 1; o <= 2; o++) {
        rows.add(item(c, o, 2)); // the types interleaved: putAll sorts them out
        rows.add(header(c, o));
        rows.add(item(c, o, 1));
      }
    }
    t.rows.putAll(rows);
    byte[] otherType = otherTypeRow(t, 1, 1);
    try (org.apache.hadoop.hbase.client.Table table = connection.getTable(t.rows.schema().tableName())) {
      table.put(new Put(otherType).addColumn(Orders.D, Orders.NAME, Bytes.toBytes("a note")));
    }
    assertThat(group(t, t.rows.startQuery()).count()).isEqualTo(12);

    long deleted = group(t, t.rows.startQuery().equal(t.headerMapper.customer, 1).equal(t.headerMapper.order, 1))
        .delete();

    assertThat(deleted).isEqualTo(3);
    assertThat(group(t, t.rows.startQuery().equal(t.headerMapper.customer, 1)).list())
        .containsExactly(header(1, 2), item(1, 2, 1), item(1, 2, 2));
    assertThat(group(t, t.rows.startQuery().equal(t.headerMapper.customer, 2)).count()).isEqualTo(6);
    assertThat(t.items.findBySku(sku(1, 1, 1)).list()).isEmpty(); // deleted through the DAO: its entry went too
    assertThat(t.items.findBySku(sku(1, 2, 1)).list()).containsExactly(item(1, 2, 1));
    try (org.apache.hadoop.hbase.client.Table table = connection.getTable(t.rows.schema().tableName())) {
      assertThat(table.exists(new org.apache.hadoop.hbase.client.Get(otherType))).isTrue(); // not the group's
    }
  }

  @Test
  void deletesOfTypesWithoutUpkeepGoInBatches() {
    Orders.Table t = new Orders.Table(connection, "orders_batch", KeyPrefix.salt(4, 1), false);
    new SchemaManager(connection).createIfMissing(t.rows.schema());
    List<OrderRow> rows = new ArrayList<>();
    rows.add(header(9, 1));
    rows.add(header(9, 2));
    for (int line = 1; line <= 2_345; line++) {
      rows.add(item(9, 1, line));
    }
    t.rows.putAll(rows);
    assertThat(group(t, t.rows.startQuery().equal(t.headerMapper.customer, 9)).count()).isEqualTo(2_347);

    long deleted = group(t, t.rows.startQuery().equal(t.headerMapper.customer, 9).equal(t.headerMapper.order, 1))
        .delete();

    assertThat(deleted).isEqualTo(2_346);
    assertThat(group(t, t.rows.startQuery().equal(t.headerMapper.customer, 9)).list()).containsExactly(header(9, 2));
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void putAllRefusesNullsAndStrangersBeforeWritingAnything() {
    Orders.Table t = new Orders.Table(connection, "orders_refused", KeyPrefix.none(), false);
    new SchemaManager(connection).createIfMissing(t.rows.schema());
    assertThatThrownBy(() -> t.rows.putAll(java.util.Arrays.asList(header(1, 1), null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAll: rows[1] is null (group OrderRow, table rt:orders_refused)");
    assertThatThrownBy(() -> ((GroupDao) t.rows).putAll(List.of(header(1, 1), item(1, 1, 1), "a string")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAll: rows[2] is a java.lang.String, which is no record type of group OrderRow, "
            + "table rt:orders_refused");
    assertThat(group(t, t.rows.startQuery()).count()).isZero();
  }

  @Test
  void aFailedRowOfOneTypeListsTheLaterTypesRowsAsNotAttempted() {
    Orders.Table t = new Orders.Table(connection, "orders_failed", KeyPrefix.none(), false);
    new SchemaManager(connection).createIfMissing(t.rows.schema());
    Header tooLarge = new Header(1, 2, "x".repeat(10_485_761)); // over the client's cell size limit: never sent
    List<OrderRow> rows = List.of(item(1, 1, 1), header(1, 1), tooLarge, item(1, 2, 1));

    assertThatThrownBy(() -> t.rows.putAll(rows)).isInstanceOfSatisfying(BatchWriteException.class, e -> {
      assertThat(e.failedRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(t.group.keyOf(tooLarge)));
      assertThat(e.notAttemptedRows()).extracting(RowBytes::hex)
          .containsExactly(RowBytes.hex(t.group.keyOf(item(1, 1, 1))), RowBytes.hex(t.group.keyOf(item(1, 2, 1))));
    });
    assertThat(group(t, t.rows.startQuery()).list()).containsExactly(header(1, 1)); // the headers go first
  }

  @Test
  void aBadRowOfAMembersCodeFailsTheGroupQueryOrIsSkipped() throws IOException {
    Orders.Table t = new Orders.Table(connection, "orders_bad", KeyPrefix.none(), false);
    new SchemaManager(connection).createIfMissing(t.rows.schema());
    t.rows.putAll(List.of(header(5, 1), item(5, 1, 1), item(5, 1, 2)));
    byte[] bad = Bytes.add(t.headerMapper.rowKey(header(5, 1)), new byte[] {0}); // an 'H' row one byte too long
    byte[] otherType = otherTypeRow(t, 5, 1);
    try (org.apache.hadoop.hbase.client.Table table = connection.getTable(t.rows.schema().tableName())) {
      table.put(new Put(bad).addColumn(Orders.D, Orders.NAME, Bytes.toBytes("bad")));
      table.put(new Put(otherType).addColumn(Orders.D, Orders.NAME, Bytes.toBytes("a note")));
    }
    OrderRowQuery order = group(t, t.rows.startQuery().equal(t.headerMapper.customer, 5));

    assertThatThrownBy(order::list).isInstanceOf(MappingException.class)
        .hasMessageContaining("table rt:orders_bad").hasMessageContaining(RowBytes.hex(bad));
    List<MappingException> reported = new ArrayList<>();
    assertThat(order.skipBadData(reported::add).list()).containsExactly(header(5, 1), item(5, 1, 1), item(5, 1, 2));
    assertThat(reported).singleElement().satisfies(e -> assertThat(e.rowKeyHex()).isEqualTo(RowBytes.hex(bad)));
    // the row of a record type outside the group is not the group's: left out, not an error
    assertThat(items(t.items.query().equal(t.itemMapper.customer, 5)).count()).isEqualTo(2);

    Result stranger = Result.create(List.of(new KeyValue(otherType, Orders.D, Orders.NAME, Bytes.toBytes("a note"))));
    assertThatThrownBy(() -> t.group.fromResult(stranger)).isInstanceOf(MappingException.class)
        .hasMessage("row key " + RowBytes.hex(otherType) + " in table rt:orders_bad is not a key of OrderRow: "
            + "the row is of no record type of OrderRow [H, I]");
  }

  // --- helpers --------------------------------------------------------------------------------------

  /** A row of a third record type 'N' under the order's prefix, which neither member reads. */
  private static byte[] otherTypeRow(Orders.Table t, int customer, int order) {
    byte[] row = t.headerMapper.rowKey(header(customer, order));
    row[row.length - 1] = 'N';
    return row;
  }

  private static RangeQuery<Item> items(QueryState<Item> state) {
    return new RangeQuery<>(state);
  }

  private static RangeQuery<Header> headers(QueryState<Header> state) {
    return new RangeQuery<>(state);
  }

  private static OrderRowQuery group(Orders.Table t, QueryState<OrderRow> state) {
    return new OrderRowQuery(t.rows, state);
  }

  /** A group query as the generated ones, with its row keys at hand. */
  static final class OrderRowQuery extends GroupQuery<OrderRow, OrderRowQuery> {
    OrderRowQuery(GroupDao<OrderRow> dao, QueryState<OrderRow> state) {
      super(dao, state);
    }

    @Override
    protected OrderRowQuery with(QueryState<OrderRow> state) {
      return new OrderRowQuery(dao(), state);
    }

    Stream<byte[]> rowKeys() {
      return state().rowKeys();
    }
  }

  /** Every row of {@code query}, page by page through tokens. */
  private static <T, Q extends KeyQuery<T, Q>> List<T> pages(KeyQuery<T, Q> query, int size) {
    List<T> out = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(size);
    while (request != null) {
      Page<T> page = query.page(request);
      assertThat(page.content().size()).isLessThanOrEqualTo(size);
      out.addAll(page.content());
      request = page.hasNext() ? PageRequest.fromToken(page.next().toToken()) : null;
    }
    return out;
  }

  private static List<OrderRow> all() {
    return rowsOf(CUSTOMERS);
  }

  private static Header header(int c, int o) {
    return new Header(c, o, "order " + c + "/" + o);
  }

  private static Item item(int c, int o, int line) {
    return new Item(c, o, line, sku(c, o, line));
  }

  private static String sku(int c, int o, int line) {
    return "sku-" + c + "-" + o + "-" + line;
  }

  private static int[] sorted(int... customers) {
    return java.util.Arrays.stream(customers).boxed().sorted(Comparator.naturalOrder()).mapToInt(i -> i).toArray();
  }

  private static List<OrderRow> rowsOf(int... customers) {
    List<OrderRow> out = new ArrayList<>();
    for (int c : sorted(customers)) {
      for (int o = 1; o <= ORDERS; o++) {
        out.add(header(c, o)); // 'H' sorts before 'I': the header first, then its lines
        for (int line = 1; line <= LINES; line++) {
          out.add(item(c, o, line));
        }
      }
    }
    return out;
  }

  private static List<Item> itemsOf(int... customers) {
    return rowsOf(customers).stream().filter(r -> r instanceof Item).map(r -> (Item) r).toList();
  }

  private static List<Header> headersOf(int... customers) {
    return rowsOf(customers).stream().filter(r -> r instanceof Header).map(r -> (Header) r).toList();
  }
}
