package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Durability;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.WriteOptions;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link WriteOptions} on the mini cluster: a cell TTL per write (and a family TTL) expires the row
 * and its index entries, which never expire before it; durability is passed on; an explicit timestamp
 * is the cells' timestamp, and a delete with one removes the cells up to it. A DAO default through
 * {@link MapperOptions#withWriteOptions}, overridden by a call's options field by field.
 */
@HBaseTest
class WriteOptionsTest {
  static final Duration SECOND = Duration.ofSeconds(1);
  static Connection connection;
  static AsyncConnection async;
  static StockDao stocks;
  static StockAsyncDao asyncStocks;
  static SampleDao samples;
  static TicketDao tickets;
  static MarkDao marks;
  static BoardDao boards;
  static SchemaManager schemas;

  @BeforeAll
  static void create(Connection c) throws Exception {
    connection = c;
    schemas = new SchemaManager(c);
    schemas.createIfMissing(StockMapper.INSTANCE.schema());
    schemas.createIfMissing(SampleMapper.INSTANCE.schema());
    schemas.createIfMissing(TicketMapper.INSTANCE.schema());
    schemas.createIfMissing(MarkMapper.INSTANCE.schema());
    schemas.createIfMissing(BoardMapper.INSTANCE.schema());
    schemas.createIfMissing(CardMapper.INSTANCE.schema());
    async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration()).get();
    stocks = new StockDao(c);
    asyncStocks = new StockAsyncDao(async);
    samples = new SampleDao(c);
    tickets = new TicketDao(c);
    marks = new MarkDao(c);
    boards = new BoardDao(c);
  }

  @AfterAll
  static void close() throws IOException {
    async.close();
  }

  private static Stock stock(String sku, String warehouse, int quantity) {
    return new Stock(sku, warehouse, quantity, null, null);
  }

  @Test
  void aRowWrittenWithATtlExpiresAndItsIndexEntryNeverBeforeIt() throws Exception {
    stocks.put(stock("t1", "wt1", 1), WriteOptions.ttl(SECOND));
    assertThat(stocks.findByWarehouse("wt1").list()).containsExactly(stock("t1", "wt1", 1));

    awaitExpiry("t1", "wt1");
    assertThat(stocks.findByWarehouse("wt1").list()).isEmpty();
    assertIndexClean();
  }

  @Test
  void putAllWithATtlExpiresEveryRowAndEntry() throws Exception {
    stocks.putAll(List.of(stock("t2", "wt2", 1), stock("t3", "wt2", 2)), WriteOptions.ttl(SECOND));
    assertThat(stocks.findByWarehouse("wt2").list()).hasSize(2);

    awaitExpiry("t2", "wt2");
    awaitExpiry("t3", "wt2");
    assertThat(stocks.findByWarehouse("wt2").list()).isEmpty();
    assertIndexClean();
  }

  @Test
  void aFamilyTtlIsTheIndexFamilysTtlAndExpiresEntriesWithTheirRows() throws Exception {
    TableName indexTable = SampleMapper.INSTANCE.schema().index("sensor").tableName();
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.getDescriptor(indexTable).getColumnFamily(Bytes.toBytes(IndexSchema.FAMILY_NAME))
          .getTimeToLive()).isEqualTo(3); // the data family's 2 s, and one more
    }
    samples.put(new Sample(1, "s1", 0.5));
    assertThat(samples.findBySensor("s1").list()).containsExactly(new Sample(1, "s1", 0.5));

    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (samples.get(1).isPresent()) {
      assertThat(IndexEntries.of(connection, indexTable.getNameAsString(), sampleRow(1)))
          .as("the entry while its row is stored").containsExactly("s1");
      pause(deadline, "sample 1 to expire");
    }
    await("the entry of sample 1 to expire",
        () -> entriesOrFail(indexTable.getNameAsString(), sampleRow(1)).isEmpty());
    assertThat(samples.findBySensor("s1").list()).isEmpty();
    IndexReport report = new IndexAdmin(connection).verify(SampleMapper.INSTANCE, "sensor", false,
        IndexAdmin.Progress.none());
    assertThat(report.missing()).isZero();
    assertThat(report.stale()).isZero();
  }

  @Test
  void differencesAndEnsureKnowTheIndexFamilysTtl() throws Exception {
    TableName indexTable = SampleMapper.INSTANCE.schema().index("sensor").tableName();
    try (Admin admin = connection.getAdmin()) {
      // an index table created before its family took the data family's TTL
      admin.modifyColumnFamily(indexTable, ColumnFamilyDescriptorBuilder.newBuilder(
          admin.getDescriptor(indexTable).getColumnFamily(Bytes.toBytes(IndexSchema.FAMILY_NAME)))
          .setTimeToLive(HConstants.FOREVER).build());
    }
    assertThat(schemas.differences(SampleMapper.INSTANCE.schema()))
        .anyMatch(d -> d.startsWith("index table wr:sample_idx_sensor: ") && d.contains("TTL"));

    assertThat(schemas.ensure(SampleMapper.INSTANCE.schema())).anyMatch(c -> c.contains("TTL"));
    assertThat(schemas.differences(SampleMapper.INSTANCE.schema())).isEmpty();
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.getDescriptor(indexTable).getColumnFamily(Bytes.toBytes(IndexSchema.FAMILY_NAME))
          .getTimeToLive()).isEqualTo(3);
    }
  }

  @Test
  void durabilityIsAccepted() {
    stocks.put(stock("u1", "wu", 1), WriteOptions.durability(Durability.SKIP_WAL));
    stocks.replace(stock("u1", "wu", 2), WriteOptions.durability(Durability.ASYNC_WAL));
    stocks.putAll(List.of(stock("u2", "wu", 3)), WriteOptions.durability(Durability.FSYNC_WAL));
    assertThat(stocks.findByWarehouse("wu").list()).containsExactly(stock("u1", "wu", 2), stock("u2", "wu", 3));
    stocks.delete(new StockMapper.Key("u2"), WriteOptions.durability(Durability.SKIP_WAL));
    assertThat(stocks.get("u2")).isEmpty();
  }

  @Test
  void anExplicitTimestampIsTheCellsTimestampAndADeleteGoesUpToIt() throws IOException {
    long t = System.currentTimeMillis() - 60_000;
    stocks.put(new Stock("s1", "ws", 1, "n", null), WriteOptions.timestamp(t));
    assertThat(timestamps("s1")).containsOnly(t).hasSize(3);

    stocks.replace(stock("s1", "ws", 2), WriteOptions.timestamp(t + 1));
    assertThat(timestamps("s1")).containsOnly(t + 1).hasSize(2); // the note deleted
    assertThat(stocks.findByWarehouse("ws").list()).containsExactly(stock("s1", "ws", 2));

    stocks.delete(new StockMapper.Key("s1"), WriteOptions.timestamp(t)); // the cells at t + 1 stay
    assertThat(stocks.get("s1")).contains(stock("s1", "ws", 2));
    assertThat(stocks.findByWarehouse("ws").list()).containsExactly(stock("s1", "ws", 2)); // the entry kept
    assertIndexClean();

    stocks.delete(new StockMapper.Key("s1"), WriteOptions.timestamp(t + 1));
    assertThat(stocks.get("s1")).isEmpty();
    assertThat(IndexEntries.warehouses(connection, "s1")).isEmpty();
    assertIndexClean();
  }

  @Test
  void anExplicitTimestampMeetsTheTimestampField() {
    marks.put(new Mark(1, "a", 0), WriteOptions.timestamp(3_000));
    assertThat(marks.get(1)).contains(new Mark(1, "a", 3_000));
    marks.put(new Mark(2, "b", 4_000), WriteOptions.timestamp(4_000)); // the same time: one timestamp
    assertThat(marks.get(2)).contains(new Mark(2, "b", 4_000));

    assertThatThrownBy(() -> marks.put(new Mark(3, "c", 5_000), WriteOptions.timestamp(6_000)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: Mark, table wr:mark row " + RowBytes.hex(MarkMapper.INSTANCE.encodeKey(new MarkMapper.Key(3)))
            + " has its @Timestamp at 5000 and the write's options at 6000; a write has one timestamp: set the "
            + "@Timestamp field to 0 (or null), or leave the option out");
    assertThat(marks.get(3)).isEmpty();
  }

  @Test
  void anExplicitTimestampOnAVersionedEntityIsRefused() {
    assertThatThrownBy(() -> tickets.put(new Ticket(401, "ann", 0), WriteOptions.timestamp(5_000)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("put: Ticket, table wr:ticket has a @Version, whose check compares the newest version cell; a "
            + "write at an explicit timestamp older than it would pass the check and stay hidden behind it, row "
            + RowBytes.hex(TicketMapper.INSTANCE.encodeKey(new TicketMapper.Key(401)))
            + "; write it without a timestamp");
    assertThat(tickets.get(401)).isEmpty();
  }

  @Test
  void aDeleteRefusesATtlAndATimestampWhereItKeepsRelations() {
    assertThatThrownBy(() -> stocks.delete(new StockMapper.Key("x"), WriteOptions.ttl(SECOND)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("delete: a TTL applies to the cells a write stores, and a delete stores none (Stock, table "
            + "wr:stock, row " + RowBytes.hex(StockMapper.INSTANCE.encodeKey(new StockMapper.Key("x")))
            + "); leave it out of the delete's options");
    assertThatThrownBy(() -> boards.delete(new BoardMapper.Key(9), WriteOptions.timestamp(5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("delete: a delete up to a timestamp keeps the newer cells of the row, relation cells included, "
            + "whose inverses it would unlink (Board, table wr:board, row "
            + RowBytes.hex(BoardMapper.INSTANCE.encodeKey(new BoardMapper.Key(9))) + "); delete without a timestamp");
  }

  @Test
  void aTtlOfZeroIsRefusedBeforeAnyWrite() {
    assertThatThrownBy(() -> stocks.put(stock("z1", "wz", 1), WriteOptions.ttl(Duration.ZERO)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("WriteOptions: a TTL of PT0S would store cells that are expired already; give a TTL above zero");
    assertThat(stocks.get("z1")).isEmpty();
  }

  @Test
  void theDaoDefaultAppliesAndACallOverridesItFieldByField() throws Exception {
    StockDao expiring = new StockDao(connection, MapperOptions.defaults().withWriteOptions(WriteOptions.ttl(SECOND)));
    expiring.put(stock("o1", "wo", 1));                                                  // the default: 1 s
    expiring.put(stock("o2", "wo", 2), WriteOptions.ttl(Duration.ofHours(1)));           // overridden
    expiring.put(stock("o3", "wo", 3), WriteOptions.durability(Durability.SKIP_WAL));    // the TTL kept
    expiring.replace(stock("o4", "wo", 4));
    assertThat(expiring.findByWarehouse("wo").list()).hasSize(4);

    awaitExpiry("o1", "wo");
    awaitExpiry("o3", "wo");
    awaitExpiry("o4", "wo");
    assertThat(stocks.get("o2")).contains(stock("o2", "wo", 2));
    assertThat(stocks.findByWarehouse("wo").list()).containsExactly(stock("o2", "wo", 2));
    assertIndexClean();

    expiring.delete(new StockMapper.Key("o2")); // a default TTL does not apply to deletes
    assertThat(stocks.get("o2")).isEmpty();
  }

  @Test
  void asynchronousWriteOptions() throws Exception {
    long t = System.currentTimeMillis() - 30_000;
    asyncStocks.put(stock("v1", "wv", 1), WriteOptions.ttl(SECOND)).get();
    asyncStocks.putAll(List.of(stock("v2", "wv", 2)), WriteOptions.ttl(SECOND)).get();
    asyncStocks.replace(stock("v3", "wv2", 3), WriteOptions.timestamp(t)).get();
    assertThat(timestamps("v3")).containsOnly(t);
    assertThat(asyncStocks.put(stock("v3", "wv2", 4), StockQuery.QUANTITY.equalTo(3),
        WriteOptions.timestamp(t + 1)).get()).isTrue();
    assertThat(timestamps("v3")).containsOnly(t + 1);

    awaitExpiry("v1", "wv");
    awaitExpiry("v2", "wv");

    asyncStocks.delete(new StockMapper.Key("v3"), WriteOptions.timestamp(t)).get();
    assertThat(stocks.get("v3")).contains(stock("v3", "wv2", 4));
    asyncStocks.delete(new StockMapper.Key("v3"), WriteOptions.timestamp(t + 1).withDurability(Durability.SKIP_WAL))
        .get();
    assertThat(stocks.get("v3")).isEmpty();
    assertIndexClean();

    assertThatThrownBy(() -> asyncStocks.delete(new StockMapper.Key("v4"), WriteOptions.ttl(SECOND)).get())
        .isInstanceOf(ExecutionException.class).cause().isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("delete: a TTL applies to the cells a write stores");
  }

  /**
   * Waits, at most 20 seconds, for stock {@code sku} to expire and then its entry under
   * {@code warehouse}; while the row is stored, its entry must be there.
   */
  private static void awaitExpiry(String sku, String warehouse) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (stocks.get(sku).isPresent()) {
      assertThat(IndexEntries.warehouses(connection, sku)).as("the entry of %s while it is stored", sku)
          .contains(warehouse);
      pause(deadline, sku + " to expire");
    }
    await("the entry of " + sku + " to expire", () -> {
      try {
        return IndexEntries.warehouses(connection, sku).isEmpty();
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    });
  }

  private static void await(String what, BooleanSupplier done) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (!done.getAsBoolean()) {
      pause(deadline, what);
    }
  }

  private static void pause(long deadline, String what) throws InterruptedException {
    if (System.nanoTime() > deadline) {
      fail("waited 20 s for " + what);
    }
    Thread.sleep(100);
  }

  private static List<String> entriesOrFail(String table, byte[] row) {
    try {
      return IndexEntries.of(connection, table, row);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] sampleRow(long id) {
    return SampleMapper.INSTANCE.encodeKey(new SampleMapper.Key(id));
  }

  private static void assertIndexClean() {
    IndexReport report = new IndexAdmin(connection).verify(StockMapper.INSTANCE, "warehouse", false,
        IndexAdmin.Progress.none());
    assertThat(report.missing()).as("rows without their entry").isZero();
    assertThat(report.stale()).as("entries matching no row").isZero();
  }

  /** The timestamps of the cells of stock {@code sku}. */
  private static List<Long> timestamps(String sku) throws IOException {
    try (Table table = connection.getTable(StockMapper.INSTANCE.schema().tableName())) {
      Result r = table.get(new Get(StockMapper.INSTANCE.encodeKey(new StockMapper.Key(sku))));
      return java.util.Arrays.stream(r.rawCells()).map(Cell::getTimestamp).toList();
    }
  }
}
