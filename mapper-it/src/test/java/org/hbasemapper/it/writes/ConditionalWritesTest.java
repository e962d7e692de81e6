package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Conditional {@code put}, {@code replace} and {@code delete}: the condition is checked by HBase in
 * the same call as the write; a refused write returns false and leaves nothing behind (its index
 * entries taken back); with a {@code @Version}, a stale version is still a
 * {@link StaleEntityException} and a false condition {@code false}. Blocking, asynchronous and
 * through a repository.
 */
@HBaseTest
class ConditionalWritesTest {
  static Connection connection;
  static AsyncConnection async;
  static StockDao stocks;
  static StockAsyncDao asyncStocks;
  static TicketDao tickets;
  static TicketAsyncDao asyncTickets;
  static StockRepository repository;
  static BoardDao boards;

  @BeforeAll
  static void create(Connection c) throws Exception {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(StockMapper.INSTANCE.schema());
    schemas.createIfMissing(TicketMapper.INSTANCE.schema());
    schemas.createIfMissing(BoardMapper.INSTANCE.schema());
    schemas.createIfMissing(CardMapper.INSTANCE.schema());
    boards = new BoardDao(c);
    async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration()).get();
    stocks = new StockDao(c);
    asyncStocks = new StockAsyncDao(async);
    tickets = new TicketDao(c);
    asyncTickets = new TicketAsyncDao(async);
    repository = new StockRepositoryImpl(c);
  }

  @AfterAll
  static void close() throws IOException {
    async.close();
  }

  private static Stock stock(String sku, String warehouse, int quantity) {
    return new Stock(sku, warehouse, quantity, null, null);
  }

  @Test
  void aPutWritesOnlyWhereItsConditionHolds() throws IOException {
    stocks.put(new Stock("p1", "w1", 5, "fragile", null));

    assertThat(stocks.put(stock("p1", "w1", 4), StockQuery.QUANTITY.greaterThan(0))).isTrue();
    assertThat(stocks.get("p1")).contains(new Stock("p1", "w1", 4, "fragile", null)); // a put: a patch

    assertThat(stocks.put(stock("p1", "w2", 3), StockQuery.QUANTITY.greaterThan(10))).isFalse();
    assertThat(stocks.get("p1")).contains(new Stock("p1", "w1", 4, "fragile", null));
    assertThat(warehouseEntries("p1")).containsExactly("w1"); // the refused write's w2 entry was taken back
    assertThat(stocks.findByWarehouse("w2").list()).extracting(Stock::sku).doesNotContain("p1");
    assertConsistent();

    // equality and and-ed conditions, and a condition that moves the row to another warehouse
    assertThat(stocks.put(stock("p1", "w2", 3),
        StockQuery.WAREHOUSE.equalTo("w1").and(StockQuery.QUANTITY.lessThanOrEqual(4)))).isTrue();
    assertThat(warehouseEntries("p1")).containsExactly("w2");
    assertThat(stocks.findByWarehouse("w2").list()).extracting(Stock::sku).contains("p1");
    assertConsistent();
  }

  @Test
  void aReplaceMakesTheRowExactlyTheEntityOnlyWhereItsConditionHolds() throws IOException {
    stocks.put(new Stock("r1", "w1", 5, "fragile", BigDecimal.TEN));

    assertThat(stocks.replace(stock("r1", "w3", 6), StockQuery.NOTE.equalTo("other"))).isFalse();
    assertThat(stocks.get("r1")).contains(new Stock("r1", "w1", 5, "fragile", BigDecimal.TEN));
    assertThat(warehouseEntries("r1")).containsExactly("w1");

    assertThat(stocks.replace(stock("r1", "w3", 6), StockQuery.NOTE.equalTo("fragile"))).isTrue();
    assertThat(stocks.get("r1")).contains(stock("r1", "w3", 6)); // note and price deleted
    assertThat(warehouseEntries("r1")).containsExactly("w3");
    assertConsistent();
  }

  @Test
  void aDeleteRemovesTheRowOnlyWhereItsConditionHolds() throws IOException {
    stocks.put(stock("d1", "w2", 1));

    assertThat(stocks.delete(new StockMapper.Key("d1"), StockQuery.WAREHOUSE.equalTo("w1"))).isFalse();
    assertThat(stocks.get("d1")).contains(stock("d1", "w2", 1));
    assertThat(warehouseEntries("d1")).containsExactly("w2");

    assertThat(stocks.delete("d1", StockQuery.WAREHOUSE.equalTo("w2"))).isTrue(); // the generated form
    assertThat(stocks.get("d1")).isEmpty();
    assertThat(warehouseEntries("d1")).isEmpty();
    assertConsistent();
  }

  @Test
  void noConditionHoldsForARowThatIsNotStored() throws IOException {
    assertThat(stocks.put(stock("a1", "w1", 1), StockQuery.NOTE.isNull())).isFalse();
    assertThat(stocks.put(stock("a1", "w1", 1), StockQuery.QUANTITY.notEqualTo(7))).isFalse();
    assertThat(stocks.replace(stock("a1", "w1", 1), StockQuery.NOTE.isNull())).isFalse();
    assertThat(stocks.delete("a1", StockQuery.NOTE.isNull())).isFalse();
    assertThat(stocks.get("a1")).isEmpty();
    assertThat(warehouseEntries("a1")).isEmpty();
  }

  @Test
  void isNullHoldsForAStoredRowWithoutTheCell() {
    stocks.put(stock("n1", "w1", 1));

    assertThat(stocks.put(new Stock("n1", "w1", 2, "checked", null), StockQuery.NOTE.isNull())).isTrue();
    assertThat(stocks.put(new Stock("n1", "w1", 3, "again", null), StockQuery.NOTE.isNull())).isFalse();
    assertThat(stocks.get("n1")).contains(new Stock("n1", "w1", 2, "checked", null));
    assertThat(stocks.put(stock("n1", "w1", 4), StockQuery.NOTE.isNotNull())).isTrue();
  }

  @Test
  void withAVersionBothTheVersionAndTheConditionMustHold() throws IOException {
    tickets.put(new Ticket(301, "ann", 0)); // version 1

    // the condition is false, the version right: false, nothing written, the new entry taken back
    assertThat(tickets.put(new Ticket(301, "bob", 1), TicketQuery.OWNER.equalTo("carl"))).isFalse();
    assertThat(tickets.get(301)).contains(new Ticket(301, "ann", 1));
    assertThat(ownerEntries(301)).containsExactly("ann");

    // both hold: written, version 2
    assertThat(tickets.put(new Ticket(301, "bob", 1), TicketQuery.OWNER.equalTo("ann"))).isTrue();
    assertThat(tickets.get(301)).contains(new Ticket(301, "bob", 2));

    // a stale version is told apart from a false condition, whether the condition holds or not
    assertThatThrownBy(() -> tickets.put(new Ticket(301, "dan", 1), TicketQuery.OWNER.equalTo("bob")))
        .isInstanceOf(StaleEntityException.class).hasMessageContaining("expected stored version 1, found version 2");
    assertThatThrownBy(() -> tickets.replace(new Ticket(301, "dan", 1), TicketQuery.OWNER.equalTo("nobody")))
        .isInstanceOf(StaleEntityException.class).hasMessageContaining("expected stored version 1, found version 2");
    assertThat(tickets.get(301)).contains(new Ticket(301, "bob", 2));
    assertThat(ownerEntries(301)).containsExactly("bob");

    // version 0 with a condition: a row with no version cell; an absent row matches no condition
    assertThat(tickets.put(new Ticket(302, "eve", 0), TicketQuery.OWNER.isNull())).isFalse();
    assertThat(tickets.get(302)).isEmpty();
    assertThat(ownerEntries(302)).isEmpty();
    assertThat(new IndexAdmin(connection).verify(TicketMapper.INSTANCE, "owner", false, IndexAdmin.Progress.none())
        .consistent()).isTrue();
  }

  @Test
  void aRefusedWriteWritesNoRelationInverse() throws IOException {
    boards.put(new Board(30, "sprint", 0, Map.of(31L, "todo")));
    assertThat(inverse(31)).containsExactly(Map.entry(30L, "todo"));

    assertThat(boards.put(new Board(30, "sprint", 1, Map.of(32L, "done")), BoardQuery.TITLE.equalTo("other")))
        .isFalse();
    assertThat(boards.replace(new Board(30, "sprint", 1, Map.of()), BoardQuery.TITLE.equalTo("other"))).isFalse();
    assertThat(inverse(32)).as("a refused put adding the card writes no inverse").isEmpty();
    assertThat(inverse(31)).as("a refused replace dropping the card leaves its inverse").containsEntry(30L, "todo");

    assertThat(boards.delete(30L, BoardQuery.TITLE.equalTo("sprint"))).isTrue();
    assertThat(inverse(31)).as("a conditional delete that applies unlinks its cards").isEmpty();
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void aConditionOnAnotherEntitysFieldIsRefusedBeforeAnyWrite() {
    Condition<Stock> foreign = (Condition) TicketQuery.OWNER.equalTo("ann");

    assertThatThrownBy(() -> stocks.put(stock("f1", "w1", 1), foreign))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: the condition 'owner = ?' tests fields of Ticket, not of Stock (table wr:stock); "
            + "build it from the constants of StockQuery; nothing was written");
    assertThatThrownBy(() -> stocks.delete("f1", foreign))
        .hasMessageStartingWith("delete: the condition 'owner = ?' tests fields of Ticket, not of Stock");
    assertThat(stocks.get("f1")).isEmpty();
    assertThat(stocks.findByWarehouse("w1").list()).extracting(Stock::sku).doesNotContain("f1");
  }

  @Test
  void aConditionHBaseCannotDecideAloneIsRefusedBeforeAnyWrite() {
    stocks.put(new Stock("c1", "w1", 1, null, BigDecimal.ONE));

    assertThatThrownBy(() -> stocks.put(stock("c1", "w9", 2), StockQuery.PRICE.greaterThan(BigDecimal.ZERO)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: the condition 'price > ?' on Stock, table wr:stock is decided partly in this JVM, not by "
            + "HBase alone, so it cannot guard a write in the same call; use conditions HBase decides (equalTo, "
            + "notEqualTo, in, isNull, isNotNull, and ranges of fields whose stored bytes sort like their values), "
            + "or a @Version; nothing was written");
    assertThat(stocks.get("c1")).contains(new Stock("c1", "w1", 1, null, BigDecimal.ONE));
    assertThat(stocks.findByWarehouse("w9").list()).isEmpty();
  }

  @Test
  void asynchronousConditionalWrites() throws Exception {
    asyncStocks.put(stock("y1", "w1", 5)).get();

    assertThat(asyncStocks.put(stock("y1", "w4", 4), StockQuery.QUANTITY.greaterThan(9)).get()).isFalse();
    assertThat(warehouseEntries("y1")).containsExactly("w1");
    assertThat(asyncStocks.put(stock("y1", "w4", 4), StockQuery.QUANTITY.equalTo(5)).get()).isTrue();
    assertThat(asyncStocks.get(new StockMapper.Key("y1")).get()).contains(stock("y1", "w4", 4));

    assertThat(asyncStocks.replace(new Stock("y1", "w5", 3, "n", null), StockQuery.WAREHOUSE.equalTo("w1")).get())
        .isFalse();
    assertThat(asyncStocks.replace(new Stock("y1", "w5", 3, "n", null), StockQuery.WAREHOUSE.equalTo("w4")).get())
        .isTrue();
    assertThat(warehouseEntries("y1")).containsExactly("w5");

    assertThat(asyncStocks.delete("y1", StockQuery.NOTE.equalTo("m")).get()).isFalse();
    assertThat(asyncStocks.delete(new StockMapper.Key("y1"), StockQuery.NOTE.equalTo("n")).get()).isTrue();
    assertThat(stocks.get("y1")).isEmpty();
    assertThat(warehouseEntries("y1")).isEmpty();
    assertConsistent();

    // bad input fails the future, nothing written
    CompletableFuture<Boolean> bad = asyncStocks.put(stock("y2", "w1", 1), StockQuery.PRICE.lessThan(BigDecimal.ONE));
    assertThatThrownBy(bad::get).isInstanceOf(ExecutionException.class)
        .cause().isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is decided partly in this JVM");
    assertThat(stocks.get("y2")).isEmpty();
  }

  @Test
  void asynchronousConditionWithAVersion() throws Exception {
    asyncTickets.put(new Ticket(311, "ann", 0)).get();

    assertThat(asyncTickets.put(new Ticket(311, "bob", 1), TicketQuery.OWNER.equalTo("zed")).get()).isFalse();
    assertThat(ownerEntries(311)).containsExactly("ann");
    assertThat(asyncTickets.put(new Ticket(311, "bob", 1), TicketQuery.OWNER.equalTo("ann")).get()).isTrue();
    assertThatThrownBy(() -> asyncTickets.put(new Ticket(311, "cy", 1), TicketQuery.OWNER.equalTo("bob")).join())
        .isInstanceOf(CompletionException.class).cause().isInstanceOf(StaleEntityException.class);
    assertThat(tickets.get(311)).contains(new Ticket(311, "bob", 2));
    assertThat(ownerEntries(311)).containsExactly("bob");
  }

  @Test
  void aRepositorySavesAndDeletesWhereTheConditionHolds() throws IOException {
    repository.save(stock("q1", "w6", 2));

    assertThat(repository.save(stock("q1", "w7", 1), StockQuery.QUANTITY.greaterThan(2))).isFalse();
    assertThat(repository.save(stock("q1", "w7", 1), StockQuery.QUANTITY.greaterThan(1))).isTrue();
    assertThat(repository.findByWarehouse("w7")).containsExactly(stock("q1", "w7", 1));

    assertThat(repository.deleteById(new StockMapper.Key("q1"), StockQuery.WAREHOUSE.equalTo("w6"))).isFalse();
    assertThat(repository.deleteById(new StockMapper.Key("q1"), StockQuery.WAREHOUSE.equalTo("w7"))).isTrue();
    assertThat(repository.existsById(new StockMapper.Key("q1"))).isFalse();
    assertThat(warehouseEntries("q1")).isEmpty();
  }

  private static void assertConsistent() {
    IndexReport report = new IndexAdmin(connection).verify(StockMapper.INSTANCE, "warehouse", false,
        IndexAdmin.Progress.none());
    assertThat(report.missing()).as("rows without their entry").isZero();
    assertThat(report.stale()).as("entries matching no row").isZero();
  }

  private static List<String> warehouseEntries(String sku) throws IOException {
    return IndexEntries.warehouses(connection, sku);
  }

  /** The {@code board} family of card {@code id}, read raw: board id -> lane. */
  private static Map<Long, String> inverse(long id) throws IOException {
    Map<Long, String> out = new TreeMap<>();
    try (Table t = connection.getTable(TableName.valueOf("wr:card"))) {
      Result r = t.get(new Get(CardMapper.INSTANCE.encodeKey(new CardMapper.Key(id))).addFamily(Bytes.toBytes("board")));
      if (!r.isEmpty()) {
        r.getFamilyMap(Bytes.toBytes("board"))
            .forEach((q, v) -> out.put(Bytes.toLong(q) ^ Long.MIN_VALUE, Bytes.toString(v)));
      }
    }
    return out;
  }

  private static List<String> ownerEntries(long id) throws IOException {
    return IndexEntries.of(connection, "wr:ticket_idx_owner",
        TicketMapper.INSTANCE.encodeKey(new TicketMapper.Key(id)));
  }
}
