package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Partial updates ({@code dao.update(key)...apply()}) on the mini cluster, blocking and asynchronous:
 * the row afterwards, the reads they send (none unless an indexed column changes), the index kept
 * consistent, the {@code @Version} bumped and checked, and every mistake refused before any I/O.
 */
@HBaseTest
class PartialUpdateTest {
  static Connection connection;
  static AsyncConnection async;
  static TallyDao tallies;
  static TallyAsyncDao asyncTallies;
  static InventoryDao stocks;
  static InventoryAsyncDao asyncStocks;
  static final List<String> heard = new CopyOnWriteArrayList<>();

  @BeforeAll
  static void create(Connection c) throws Exception {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(TallyMapper.INSTANCE.schema());
    schemas.createIfMissing(InventoryMapper.INSTANCE.schema());
    GetCounter.install(c.getAdmin(), InventoryMapper.INSTANCE.schema().tableName());
    GetCounter.install(c.getAdmin(), TallyMapper.INSTANCE.schema().tableName());
    MapperOptions options = MapperOptions.defaults().withListener(info -> {
      heard.add(info.operation());
      return Operation.NONE;
    });
    tallies = new TallyDao(c, options);
    stocks = new InventoryDao(c);
    async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration()).get();
    asyncTallies = new TallyAsyncDao(async, Runnable::run);
    asyncStocks = new InventoryAsyncDao(async, Runnable::run);
  }

  @AfterAll
  static void close() throws Exception {
    async.close();
  }

  @Test
  void setsRemovesAndIncrementsInOneCall() {
    tallies.put(new Tally(1, 5, "first", 10L, new BigDecimal("1.50"), 0));
    tallies.incrementHits(1, 3);

    boolean applied = tallies.update(1).set(TallyQuery.COUNT, 7).remove(TallyQuery.LABEL)
        .increment(TallyQuery.TOTAL, 5).increment(TallyQuery.HITS, 2).apply();

    assertThat(applied).isTrue();
    assertThat(tallies.get(1)).contains(new Tally(1, 7, null, 15L, new BigDecimal("1.50"), 5));
    assertThat(heard).contains("update");
  }

  @Test
  void anUnconditionalUpdateOfAnAbsentRowCreatesIt() {
    assertThat(tallies.update(2).set(TallyQuery.LABEL, "new").increment(TallyQuery.TOTAL, -4).apply()).isTrue();

    assertThat(tallies.get(2)).contains(new Tally(2, null, "new", -4L, null, 0));
  }

  @Test
  void aRowCreatedByAnUpdateCarriesThePresenceMarker() {
    new SchemaManager(connection).createIfMissing(NoteMapper.INSTANCE.schema());
    NoteDao notes = new NoteDao(connection);

    assertThat(notes.update(9_001).set(NoteQuery.TEXT, "from an update").apply()).isTrue();

    assertThat(notes.putIfAbsent(new Note(9_001, "other"))).as("the row counts as stored").isFalse();
    assertThat(notes.get(9_001)).contains(new Note(9_001, "from an update"));
  }

  @Test
  void onlyIfAppliesWhenTheConditionHoldsAndOtherwiseWritesNothing() {
    tallies.put(new Tally(3, 7, "x", null, null, 0));

    assertThat(tallies.update(3).set(TallyQuery.COUNT, 6).onlyIf(TallyQuery.COUNT.equalTo(7)).apply()).isTrue();
    assertThat(tallies.update(3).set(TallyQuery.COUNT, 5).remove(TallyQuery.LABEL)
        .onlyIf(TallyQuery.COUNT.equalTo(7)).apply()).isFalse();

    assertThat(tallies.get(3)).contains(new Tally(3, 6, "x", null, null, 0));
    assertThat(tallies.update(30).set(TallyQuery.COUNT, 1).onlyIf(TallyQuery.LABEL.isNull()).apply())
        .as("a condition is decided on the stored row: a conditional update never creates one").isFalse();
    assertThat(tallies.exists(30)).isFalse();
  }

  @Test
  void noGetIsSentUnlessAnIndexedColumnChanges() {
    TableName table = InventoryMapper.INSTANCE.schema().tableName();
    stocks.put(new Inventory(1, "no-read", 4, "n", 0L, null, 0, 0));

    long before = GetCounter.gets(table);
    stocks.update(1, "no-read").set(InventoryQuery.QUANTITY, 3).remove(InventoryQuery.NOTE).increment(InventoryQuery.RESERVED, 1)
        .increment(InventoryQuery.MOVES, 1).apply();
    asyncStocks.update(1, "no-read").set(InventoryQuery.QUANTITY, 2).apply().join();
    assertThat(GetCounter.gets(table) - before).as("gets of updates of columns no index holds").isZero();

    before = GetCounter.gets(table);
    stocks.update(1, "no-read").set(InventoryQuery.LOCATION, "B2").apply();
    assertThat(GetCounter.gets(table) - before).as("gets of an update of an indexed column").isEqualTo(1);

    before = GetCounter.gets(table);
    stocks.update(1, "no-read").set(InventoryQuery.LOCATION, "C3").apply();
    assertThat(GetCounter.gets(table) - before)
        .as("the read before, and the check of the row whose old entry the upkeep removed, as any indexed write")
        .isEqualTo(2);

    Inventory now = stocks.get(1, "no-read").orElseThrow();
    assertThat(now).isEqualTo(new Inventory(1, "no-read", 2, null, 1L, "C3", 1, 5));
  }

  @Test
  void updatesOfAnIndexedColumnKeepTheIndexConsistent() {
    stocks.put(new Inventory(2, "moved", 1, null, null, "A", 0, 0));

    assertThat(stocks.update(2, "moved").set(InventoryQuery.LOCATION, "B").apply()).isTrue();
    assertThat(stocks.findByLocation("B").list()).extracting(Inventory::sku).containsExactly("moved");
    assertThat(stocks.findByLocation("A").list()).isEmpty();

    assertThat(stocks.update(2, "moved").set(InventoryQuery.LOCATION, "C")
        .onlyIf(InventoryQuery.QUANTITY.equalTo(99)).apply()).as("refused").isFalse();
    assertThat(asyncStocks.update(2, "moved").set(InventoryQuery.LOCATION, "D").ifVersion(1).apply())
        .failsWithin(Duration.ofSeconds(30)).withThrowableThat().havingRootCause()
        .isInstanceOf(StaleEntityException.class);
    assertThat(stocks.get(2, "moved").orElseThrow().location()).isEqualTo("B");
    assertConsistent();

    assertThat(asyncStocks.update(2, "moved").remove(InventoryQuery.LOCATION).apply().join()).isTrue();
    assertThat(stocks.findByLocation("B").list()).isEmpty();
    assertThat(stocks.update(3, "fresh").set(InventoryQuery.LOCATION, "E").set(InventoryQuery.QUANTITY, 1).apply())
        .as("an absent row, created by an update of an indexed column").isTrue();
    assertThat(stocks.findByLocation("E").list()).extracting(Inventory::sku).containsExactly("fresh");
    assertConsistent();
  }

  /**
   * Concurrent updates of one row's indexed column: each guard holds only if no other update changed
   * the column since its read, so the refused ones start again, and the index ends with exactly the
   * entry of the value that landed last.
   */
  @Test
  void concurrentUpdatesOfAnIndexedColumnLeaveOneEntry() throws Exception {
    stocks.put(new Inventory(9, "race", 0, null, null, "P0", 0, 0));
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int thread = t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < 15; i++) {
            stocks.update(9, "race").set(InventoryQuery.LOCATION, "P" + ((thread + i) % 3)).increment(InventoryQuery.MOVES, 1)
                .apply();
          }
        }));
      }
      for (java.util.concurrent.Future<?> f : done) {
        f.get(2, java.util.concurrent.TimeUnit.MINUTES);
      }
    } finally {
      pool.shutdownNow();
    }
    Inventory last = stocks.get(9, "race").orElseThrow();
    assertThat(last.moves()).as("every update applied once").isEqualTo(60);
    assertThat(last.version()).isEqualTo(61);
    for (String location : List.of("P0", "P1", "P2")) {
      assertThat(stocks.findByLocation(location).list().stream().filter(s -> s.sku().equals("race")))
          .as(location).hasSize(location.equals(last.location()) ? 1 : 0);
    }
    assertConsistent();
  }

  /**
   * A covering index copies every column into its entry, so any update of the entity touches it: the
   * update reads the row, and the copy holds the new values afterwards.
   */
  @Test
  void anUpdateRewritesTheCopyOfACoveringIndex() throws Exception {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(TaskMapper.INSTANCE.schema());
    TaskDao tasks = new TaskDao(connection);
    tasks.put(new Task(900, "ann", "open", "first", 0));

    assertThat(tasks.update(900).set(TaskQuery.NOTES, "second").apply()).isTrue();

    org.hbasemapper.runtime.IndexSchema byStatus = TaskMapper.INSTANCE.schema().index(TaskMapper.INDEX_BY_STATUS);
    try (org.apache.hadoop.hbase.client.Table index = connection.getTable(byStatus.tableName());
        org.apache.hadoop.hbase.client.ResultScanner entries = index.getScanner(new org.apache.hadoop.hbase.client.Scan())) {
      List<String> notes = new java.util.ArrayList<>();
      for (org.apache.hadoop.hbase.client.Result entry : entries) {
        byte[] copy = entry.getValue(org.apache.hadoop.hbase.util.Bytes.toBytes("d"),
            org.apache.hadoop.hbase.util.Bytes.toBytes("notes"));
        if (copy != null && org.apache.hadoop.hbase.util.Bytes.equals(entry.getValue(
            org.apache.hadoop.hbase.util.Bytes.toBytes("i"), org.apache.hadoop.hbase.util.Bytes.toBytes("r")),
            TaskMapper.INSTANCE.encodeKey(new TaskMapper.Key(900)))) {
          notes.add(org.apache.hadoop.hbase.util.Bytes.toString(copy));
        }
      }
      assertThat(notes).as("the copies of the covering index").contains("second").doesNotContain("first");
    }
    assertThat(tasks.update(900).set(TaskQuery.STATUS, "done").remove(TaskQuery.NOTES).apply()).isTrue();
    assertThat(tasks.findByStatus("done").list().stream().filter(t -> t.id() == 900))
        .containsExactly(new Task(900, "ann", "done", null, 3));
    assertThat(tasks.findByStatus("open").list().stream().filter(t -> t.id() == 900)).isEmpty();
    // wr:task is shared with tests that leave stale entries on purpose: count this row's entries only
    assertThat(entriesOf(byStatus, 900)).as("by_status entries of task 900").isEqualTo(1);
    assertThat(entriesOf(TaskMapper.INSTANCE.schema().index(TaskMapper.INDEX_OWNER), 900)).isEqualTo(1);
  }

  private static long entriesOf(org.hbasemapper.runtime.IndexSchema index, long id) throws Exception {
    byte[] row = TaskMapper.INSTANCE.encodeKey(new TaskMapper.Key(id));
    try (org.apache.hadoop.hbase.client.Table table = connection.getTable(index.tableName());
        org.apache.hadoop.hbase.client.ResultScanner entries = table.getScanner(new org.apache.hadoop.hbase.client.Scan())) {
      long n = 0;
      for (org.apache.hadoop.hbase.client.Result entry : entries) {
        if (org.apache.hadoop.hbase.util.Bytes.equals(row, entry.getValue(org.apache.hadoop.hbase.util.Bytes.toBytes("i"),
            org.apache.hadoop.hbase.util.Bytes.toBytes("r")))) {
          n++;
        }
      }
      return n;
    }
  }

  private static void assertConsistent() {
    IndexReport report = new IndexAdmin(connection).grace(Duration.ZERO)
        .verify(InventoryMapper.INSTANCE, InventoryMapper.INDEX_LOCATION, false, IndexAdmin.Progress.none());
    assertThat(report.missing()).as("missing entries").isZero();
    assertThat(report.stale()).as("stale entries").isZero();
  }

  @Test
  void everyUpdateBumpsTheVersionAndIfVersionChecksIt() {
    stocks.put(new Inventory(4, "v", 1, null, null, null, 0, 0));
    Inventory read = stocks.get(4, "v").orElseThrow();
    assertThat(read.version()).isEqualTo(1);

    stocks.update(4, "v").set(InventoryQuery.QUANTITY, 2).apply();
    assertThat(stocks.get(4, "v").orElseThrow().version()).isEqualTo(2);
    assertThatThrownBy(() -> stocks.put(read)).as("a put by someone who read before the update")
        .isInstanceOf(StaleEntityException.class);

    assertThatThrownBy(() -> stocks.update(4, "v").set(InventoryQuery.QUANTITY, 9).ifVersion(1).apply())
        .isInstanceOf(StaleEntityException.class)
        .hasMessageContaining("Inventory in table upd:stock, row ")
        .hasMessageContaining("expected stored version 1, found version 2");
    assertThat(stocks.update(4, "v").set(InventoryQuery.QUANTITY, 3).ifVersion(2)
        .onlyIf(InventoryQuery.QUANTITY.equalTo(2)).apply()).isTrue();
    assertThat(stocks.update(4, "v").set(InventoryQuery.QUANTITY, 4).ifVersion(3)
        .onlyIf(InventoryQuery.QUANTITY.equalTo(2)).apply()).as("version right, condition wrong").isFalse();
    assertThat(stocks.get(4, "v")).contains(new Inventory(4, "v", 3, null, null, null, 0, 3));
    assertThat(stocks.update(5, "v").set(InventoryQuery.QUANTITY, 1).ifVersion(0).apply())
        .as("version 0: no row yet").isTrue();
    assertThat(stocks.get(5, "v").orElseThrow().version()).isEqualTo(1);
  }

  @Test
  void asynchronousUpdatesApplyAndRefuseAsTheBlockingOnes() throws Exception {
    asyncTallies.put(new Tally(6, 1, "a", 1L, null, 0)).get();

    assertThat(asyncTallies.update(6).set(TallyQuery.LABEL, "b").increment(TallyQuery.TOTAL, 2).apply().get()).isTrue();
    assertThat(asyncTallies.update(6).remove(TallyQuery.LABEL).onlyIf(TallyQuery.COUNT.equalTo(2)).apply().get())
        .isFalse();
    assertThat(tallies.get(6)).contains(new Tally(6, 1, "b", 3L, null, 0));
    assertThatThrownBy(() -> asyncTallies.update(6).apply().get()).isInstanceOf(ExecutionException.class)
        .cause().isInstanceOf(IllegalArgumentException.class)
        .hasMessage("update of Tally (table upd:tally, row 0x8000000000000006) changes nothing; set, remove or "
            + "increment a field before apply()");
  }

  @Test
  void mistakesAreRefusedBeforeAnyIo() {
    TableName table = TallyMapper.INSTANCE.schema().tableName();
    long before = GetCounter.gets(table);
    String where = "update of Tally.count (table upd:tally, row 0x8000000000000007, column d:count): ";

    assertThatThrownBy(() -> tallies.update(7).apply()).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("update of Tally (table upd:tally, row 0x8000000000000007) changes nothing; set, remove or "
            + "increment a field before apply()");
    assertThatThrownBy(() -> tallies.update(7).set(TallyQuery.COUNT, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(where + "set needs a value; a null field is a missing cell: use remove(count) to delete it");
    assertThatThrownBy(() -> tallies.update(7).set(TallyQuery.COUNT, 1).set(TallyQuery.COUNT, 2))
        .hasMessage(where + "the field is already changed by this update (set); change each field once");
    assertThatThrownBy(() -> tallies.update(7).set(TallyQuery.COUNT, 1).remove(TallyQuery.COUNT))
        .hasMessage(where + "the field is already changed by this update (set); change each field once");
    assertThatThrownBy(() -> tallies.update(7).increment(longField(TallyQuery.COUNT), 1))
        .hasMessage(where + "increment needs a @Counter or a long column stored in 8 bytes, and count is "
            + "Integer with codec IntValueCodec; use set");
    assertThatThrownBy(() -> tallies.update(7).set(TallyQuery.LABEL, "\uD800"))
        .hasMessageStartingWith("update of Tally.label (table upd:tally, row 0x8000000000000007, column d:label): "
            + "the value cannot be stored (string has an unpaired surrogate at index 0");
    assertThatThrownBy(() -> tallies.update(7).onlyIf(TallyQuery.PRICE.greaterThan(BigDecimal.ONE)))
        .hasMessage("update: the condition 'price > ?' on Tally, table upd:tally is decided partly in this JVM, "
            + "not by HBase alone, so it cannot guard a write in the same call; use conditions HBase decides "
            + "(equalTo, notEqualTo, in, isNull, isNotNull, and ranges of fields whose stored bytes sort like "
            + "their values), or a @Version; nothing was written");
    assertThatThrownBy(() -> tallies.update(7).onlyIf(otherEntity(InventoryQuery.NOTE.isNull())))
        .hasMessage("update: the condition 'note is null' tests fields of Inventory, not of Tally (table "
            + "upd:tally); build it from the constants of TallyQuery; nothing was written");
    assertThatThrownBy(() -> tallies.update(7).set(otherField(InventoryQuery.QUANTITY), 1))
        .hasMessage("update of Tally (table upd:tally, row 0x8000000000000007): set(Inventory.quantity) names a field "
            + "that is not a column of Tally; use the constants of TallyQuery");
    assertThatThrownBy(() -> tallies.update(7).set(TallyQuery.COUNT, 1).ifVersion(1))
        .hasMessage("update of Tally (table upd:tally, row 0x8000000000000007): ifVersion checks a @Version, and "
            + "Tally has none; use onlyIf");
    assertThatThrownBy(() -> stocks.update(8, "s").set(InventoryQuery.VERSION, 1L))
        .hasMessageEndingWith("column d:version): this is the @Version field, which every update increments by "
            + "one; check it with ifVersion(expected)");
    assertThatThrownBy(() -> tallies.update(null)).hasMessage("update: key is null (Tally, table upd:tally)");

    assertThat(GetCounter.gets(table)).isEqualTo(before);
    assertThat(tallies.exists(7)).isFalse();

    var update = tallies.update(7).set(TallyQuery.COUNT, 1);
    assertThat(update.apply()).isTrue();
    assertThatThrownBy(update::apply).isInstanceOf(IllegalStateException.class)
        .hasMessage("update of Tally (table upd:tally, row 0x8000000000000007) was applied already; an update is "
            + "applied once: start another with update(key)");
  }

  /**
   * Random updates (seeded) through the blocking and the asynchronous DAO, and the same changes to a
   * map: after each one, the stored row and the map agree. Each update changes one to three fields of
   * one of five rows, sometimes only if the count holds a given value.
   */
  @Test
  void randomUpdatesMatchAnInMemoryModel() throws Exception {
    java.util.Random random = new java.util.Random(33);
    java.util.Map<Long, java.util.Map<String, Object>> model = new java.util.HashMap<>();
    for (int step = 0; step < 150; step++) {
      long id = 100 + random.nextInt(5);
      java.util.Map<String, Object> row = model.computeIfAbsent(id, k -> new java.util.HashMap<>());
      java.util.Map<String, Object> next = new java.util.HashMap<>(row);
      RowUpdateSteps update = random.nextBoolean() ? new RowUpdateSteps(tallies.update(id))
          : new RowUpdateSteps(asyncTallies.update(id));
      List<String> fields = new java.util.ArrayList<>(List.of("count", "label", "total", "hits"));
      java.util.Collections.shuffle(fields, random);
      for (String field : fields.subList(0, 1 + random.nextInt(3))) {
        int choice = random.nextInt(3);
        switch (field) {
          case "count" -> {
            if (choice == 0) {
              update.remove(TallyQuery.COUNT);
              next.remove("count");
            } else {
              int value = random.nextInt(4) - 1;
              update.set(TallyQuery.COUNT, value);
              next.put("count", value);
            }
          }
          case "label" -> {
            if (choice == 0) {
              update.remove(TallyQuery.LABEL);
              next.remove("label");
            } else {
              String value = "l" + random.nextInt(3);
              update.set(TallyQuery.LABEL, value);
              next.put("label", value);
            }
          }
          case "total" -> {
            long delta = random.nextBoolean() ? 1 + random.nextInt(9) : -1 - random.nextInt(9); // never 0
            if (choice == 0) {
              update.set(TallyQuery.TOTAL, delta);
              next.put("total", delta);
            } else {
              update.increment(TallyQuery.TOTAL, delta);
              next.put("total", (Long) next.getOrDefault("total", 0L) + delta);
            }
          }
          default -> {
            long delta = 1 + random.nextInt(4);
            update.increment(TallyQuery.HITS, delta);
            next.put("hits", (Long) next.getOrDefault("hits", 0L) + delta);
          }
        }
      }
      boolean expected = true;
      if (random.nextInt(4) == 0) {
        int value = random.nextInt(3);
        update.onlyIf(TallyQuery.COUNT.equalTo(value));
        expected = Integer.valueOf(value).equals(row.get("count"));
      }
      assertThat(update.apply()).as("step %d applied", step).isEqualTo(expected);
      if (expected) {
        model.put(id, next);
      }
      assertThat(tallies.get(id)).as("step %d, row %d", step, id).isEqualTo(expectedTally(id, model.get(id)));
      // a cell removed in this millisecond would hide one the next update sets in it: HBase's delete
      // markers cover cells of their own timestamp (docs/writes.md)
      Thread.sleep(2);
    }
  }

  private static java.util.Optional<Tally> expectedTally(long id, java.util.Map<String, Object> row) {
    if (row == null || row.isEmpty()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(new Tally(id, (Integer) row.get("count"), (String) row.get("label"),
        (Long) row.get("total"), null, (Long) row.getOrDefault("hits", 0L)));
  }

  /** One update through the blocking or the asynchronous builder. */
  private static final class RowUpdateSteps {
    private final org.hbasemapper.runtime.dao.RowUpdate<Tally> blocking;
    private final org.hbasemapper.runtime.dao.AsyncRowUpdate<Tally> async;

    RowUpdateSteps(org.hbasemapper.runtime.dao.RowUpdate<Tally> blocking) {
      this.blocking = blocking;
      this.async = null;
    }

    RowUpdateSteps(org.hbasemapper.runtime.dao.AsyncRowUpdate<Tally> async) {
      this.blocking = null;
      this.async = async;
    }

    <T> void set(ColumnField<Tally, T> field, T value) {
      if (blocking != null) {
        blocking.set(field, value);
      } else {
        async.set(field, value);
      }
    }

    void remove(ColumnField<Tally, ?> field) {
      if (blocking != null) {
        blocking.remove(field);
      } else {
        async.remove(field);
      }
    }

    void increment(ColumnField<Tally, Long> field, long delta) {
      if (blocking != null) {
        blocking.increment(field, delta);
      } else {
        async.increment(field, delta);
      }
    }

    void onlyIf(Condition<Tally> condition) {
      if (blocking != null) {
        blocking.onlyIf(condition);
      } else {
        async.onlyIf(condition);
      }
    }

    boolean apply() {
      return blocking != null ? blocking.apply() : async.apply().join();
    }
  }

  /** A field whose type the compiler was told is Long: what a raw or unchecked use can pass. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static ColumnField<Tally, Long> longField(ColumnField<Tally, ?> field) {
    return (ColumnField) field;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static <T> ColumnField<Tally, T> otherField(ColumnField<Inventory, T> field) {
    return (ColumnField) field;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Condition<Tally> otherEntity(Condition<Inventory> condition) {
    return (Condition) condition;
  }
}
