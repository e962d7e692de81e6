package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.CreatedDateUpkeepException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code @CreatedDate} and {@code @LastModifiedDate} on the mini cluster, with the DAO's clock set by
 * the test: the created date of a row's first write survives every later write of an entity that
 * carries none (put, putAll, replace, blocking and async), the last-modified date takes the time of
 * each write, and no write reads the row for it. The region server counts what it is asked
 * ({@link RpcCounter}): a put of an entity without a created date costs the row's mutation plus one
 * {@code checkAndMutate}, never a get; a write that proves its row new ({@code putIfAbsent}, a
 * {@code @Version} of 0) costs nothing more.
 */
@HBaseTest
class AuditDatesTest {
  private static final Instant T1 = Instant.parse("2026-01-01T10:00:00Z");
  private static final Instant T2 = Instant.parse("2026-02-01T10:00:00Z");
  private static final Instant T3 = Instant.parse("2026-03-01T10:00:00Z");

  static final SetClock clock = new SetClock();
  static Connection connection;
  static AsyncConnection async;
  static ExecutorService executor;
  static MemoDao memos;
  static MemoAsyncDao asyncMemos;
  static LedgerDao ledgers;

  /** A clock that tells the instant the test sets. */
  static final class SetClock extends Clock {
    private volatile Instant now = T1;

    void set(Instant instant) {
      now = instant;
    }

    @Override
    public Instant instant() {
      return now;
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }
  }

  @BeforeAll
  static void create(Connection c) throws Exception {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(MemoMapper.INSTANCE.schema());
    schemas.createIfMissing(LedgerMapper.INSTANCE.schema());
    try (Admin admin = c.getAdmin()) {
      RpcCounter.install(admin, MemoMapper.INSTANCE.schema().tableName(), LedgerMapper.INSTANCE.schema().tableName());
    }
    MapperOptions options = MapperOptions.defaults().withClock(clock);
    memos = new MemoDao(c, options);
    ledgers = new LedgerDao(c, options);
    async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration()).get();
    executor = Executors.newSingleThreadExecutor();
    asyncMemos = new MemoAsyncDao(async, executor, options);
  }

  @AfterAll
  static void close() throws Exception {
    async.close();
    executor.shutdown();
    executor.awaitTermination(10, TimeUnit.SECONDS);
  }

  @BeforeEach
  void atT1() {
    clock.set(T1);
    RegionFaults.clear();
  }

  private static <T> T await(CompletableFuture<T> future) throws Exception {
    return future.get(60, TimeUnit.SECONDS);
  }

  private static Memo memo(long id) {
    return memos.get(id).orElseThrow();
  }

  @Test
  void aPutOfAnEntityWithoutCreatedDateKeepsTheStoredOneAndReadsNothing() {
    RpcCounter.reset();
    memos.put(Memo.of(1, "first"));
    assertThat(RpcCounter.reads).hasValue(0);
    assertThat(RpcCounter.checks).as("the created date, only where the row has none").hasValue(1);
    RpcCounter.reset();
    assertThat(memo(1)).isEqualTo(new Memo(1, "first", T1, T1));
    assertThat(RpcCounter.reads).as("the counter sees a get").hasValue(1);

    clock.set(T2);
    RpcCounter.reset();
    memos.put(Memo.of(1, "second"));   // built afresh: no created date
    assertThat(RpcCounter.reads).hasValue(0);
    assertThat(RpcCounter.checks).hasValue(1);
    assertThat(RpcCounter.mutations).as("the row's put; the refused created date writes nothing").hasValue(1);
    assertThat(memo(1)).isEqualTo(new Memo(1, "second", T1, T2));

    clock.set(T3);
    Memo read = memo(1);
    memos.put(new Memo(1, "third", read.created(), read.modified()));   // read, changed, written back
    assertThat(memo(1)).isEqualTo(new Memo(1, "third", T1, T3));
  }

  @Test
  void theLastModifiedDateIsTheWritesTimeWhateverTheEntityHolds() {
    memos.put(new Memo(2, "x", null, Instant.parse("1999-01-01T00:00:00Z")));
    assertThat(memo(2).modified()).isEqualTo(T1);
  }

  @Test
  void aCreatedDateTheEntityCarriesIsWrittenAsItIs() {
    Instant imported = Instant.parse("2020-05-05T05:05:05Z");
    memos.put(Memo.of(3, "new"));
    RpcCounter.reset();
    memos.put(new Memo(3, "imported", imported, null));
    assertThat(RpcCounter.checks).as("no created date to store").hasValue(0);
    assertThat(memo(3)).isEqualTo(new Memo(3, "imported", imported, T1));
  }

  @Test
  void replaceKeepsTheStoredCreatedDateOfAnEntityWithoutOne() {
    memos.put(Memo.of(4, "first"));
    clock.set(T2);
    memos.replace(new Memo(4, null, null, null));   // the text goes, the created date stays
    assertThat(memo(4)).isEqualTo(new Memo(4, null, T1, T2));
  }

  @Test
  void putIfAbsentStoresTheCreatedDateWithTheRowInOneCall() {
    RpcCounter.reset();
    assertThat(memos.putIfAbsent(Memo.of(5, "first"))).isTrue();
    assertThat(RpcCounter.checks).as("the putIfAbsent itself, nothing after it").hasValue(1);
    assertThat(RpcCounter.reads).hasValue(0);
    clock.set(T2);
    assertThat(memos.putIfAbsent(Memo.of(5, "again"))).isFalse();
    assertThat(memo(5)).isEqualTo(new Memo(5, "first", T1, T1));
  }

  @Test
  void aRowDeletedAndWrittenAgainIsCreatedAgain() {
    memos.put(Memo.of(6, "first"));
    memos.delete(6L);
    clock.set(T3);
    memos.put(Memo.of(6, "again"));
    assertThat(memo(6)).isEqualTo(new Memo(6, "again", T3, T3));
  }

  @Test
  void putAllOfNewAndStoredRowsSendsTheCreatedDatesAsOneBatchAndReadsNothing() {
    memos.put(Memo.of(10, "stored"));
    clock.set(T2);
    RpcCounter.reset();
    memos.putAll(List.of(Memo.of(10, "again"), Memo.of(11, "new"), new Memo(12, "imported", T3, null)));
    assertThat(RpcCounter.reads).hasValue(0);
    assertThat(RpcCounter.checks).as("one per row without a created date").hasValue(2);
    assertThat(memo(10)).isEqualTo(new Memo(10, "again", T1, T2));
    assertThat(memo(11)).isEqualTo(new Memo(11, "new", T2, T2));
    assertThat(memo(12)).isEqualTo(new Memo(12, "imported", T3, T2));
  }

  @Test
  void theAsyncDaoKeepsTheCreatedDateAlike() throws Exception {
    await(asyncMemos.put(Memo.of(20, "first")));
    clock.set(T2);
    await(asyncMemos.put(Memo.of(20, "second")));
    await(asyncMemos.putAll(List.of(Memo.of(20, "third"), Memo.of(21, "new"))));
    clock.set(T3);
    await(asyncMemos.replace(Memo.of(21, "replaced")));
    assertThat(await(asyncMemos.putIfAbsent(Memo.of(22, "absent")))).isTrue();
    assertThat(await(asyncMemos.get(new MemoMapper.Key(20)))).contains(new Memo(20, "third", T1, T2));
    assertThat(await(asyncMemos.get(new MemoMapper.Key(21)))).contains(new Memo(21, "replaced", T2, T3));
    assertThat(await(asyncMemos.get(new MemoMapper.Key(22)))).contains(new Memo(22, "absent", T3, T3));
  }

  @Test
  void aVersionedWriteOfVersionZeroCarriesTheCreatedDateInItsOneCall() {
    RpcCounter.reset();
    ledgers.put(new Ledger(1, 10, 0, null, null));
    assertThat(RpcCounter.checks).as("the version check, which proves the row new").hasValue(1);
    assertThat(RpcCounter.reads).hasValue(0);
    Ledger stored = ledgers.get(1L).orElseThrow();
    assertThat(stored).isEqualTo(new Ledger(1, 10, 1, T1, T1));

    clock.set(T2);
    RpcCounter.reset();
    ledgers.put(new Ledger(1, 20, stored.version(), stored.opened(), stored.touched()));
    assertThat(RpcCounter.checks).hasValue(1);
    assertThat(RpcCounter.reads).hasValue(0);
    assertThat(ledgers.get(1L)).contains(new Ledger(1, 20, 2, T1, T2));

    clock.set(T3);
    ledgers.replace(new Ledger(1, 30, 2, null, null));   // no created date carried: stored after, kept
    assertThat(ledgers.get(1L)).contains(new Ledger(1, 30, 3, T1, T3));
  }

  @Test
  void aRepeatedVersionedWriteIsRecognizedWhateverTimeTheAuditDatesTook() {
    Ledger first = new Ledger(5, 10, 0, null, null);
    ledgers.put(first);
    clock.set(T2);
    StaleEntityException e = catchThrowableOfType(StaleEntityException.class, () -> ledgers.put(first));
    assertThat(e.rowHoldsThisWrite()).as("the row holds its values; only the dates, the DAO's, differ").isTrue();
    assertThat(ledgers.get(5L)).contains(new Ledger(5, 10, 1, T1, T1));
  }

  @Test
  void aVersionedPutAllStoresCreatedDatesOfNewRowsWithThem() {
    ledgers.put(new Ledger(10, 1, 0, null, null));
    clock.set(T2);
    RpcCounter.reset();
    ledgers.putAll(List.of(new Ledger(10, 2, 1, null, null), new Ledger(11, 1, 0, null, null)));
    assertThat(RpcCounter.reads).hasValue(0);
    assertThat(RpcCounter.checks).as("two checked writes, and the created date of the stored row").hasValue(3);
    assertThat(ledgers.get(10L)).contains(new Ledger(10, 2, 2, T1, T2));
    assertThat(ledgers.get(11L)).contains(new Ledger(11, 1, 1, T2, T2));
  }

  @Test
  void theCreatedDateLivesAtTheWritesTimestampAsAnInstantColumn() throws IOException {
    memos.put(Memo.of(30, "x"));
    try (Table table = connection.getTable(MemoMapper.INSTANCE.schema().tableName())) {
      Result row = table.get(new Get(MemoMapper.INSTANCE.encodeKey(new MemoMapper.Key(30))));
      byte[] created = row.getValue(Bytes.toBytes("d"), Bytes.toBytes("created"));
      assertThat(Bytes.toLong(created)).isEqualTo(T1.toEpochMilli());
      long stamp = row.getColumnLatestCell(Bytes.toBytes("d"), Bytes.toBytes("created")).getTimestamp();
      assertThat(stamp).as("a server timestamp, never one from the future").isLessThanOrEqualTo(System.currentTimeMillis());
    }
  }

  @Test
  void aCreatedDateThatCouldNotBeStoredIsReportedWithTheRowWritten() throws Exception {
    TableName table = MemoMapper.INSTANCE.schema().tableName();
    try (Admin admin = connection.getAdmin()) {
      RegionFaults.install(admin, table);
    }
    byte[] row = MemoMapper.INSTANCE.encodeKey(new MemoMapper.Key(40));
    try (Connection failing = shortRetries()) {
      MemoDao dao = new MemoDao(failing, MapperOptions.defaults().withClock(clock));
      RegionFaults.downAfter(table, row, table);   // the row lands, then its table stops answering
      CreatedDateUpkeepException e = catchThrowableOfType(CreatedDateUpkeepException.class,
          () -> dao.put(Memo.of(40, "landed")));
      assertThat(e).hasMessageContaining("put of Memo wrote row 0x")
          .hasMessageContaining("could not store its created date in d:created");
      assertThat(e.column()).isEqualTo("d:created");
      RegionFaults.clear();
      assertThat(memo(40)).isEqualTo(new Memo(40, "landed", null, T1));

      clock.set(T2);
      dao.put(Memo.of(40, "again"));   // the next write stores it
      assertThat(memo(40)).isEqualTo(new Memo(40, "again", T2, T2));
    } finally {
      RegionFaults.clear();
    }
  }

  private static Connection shortRetries() throws IOException {
    Configuration conf = new Configuration(EmbeddedHBase.shared().configuration());
    conf.setInt("hbase.client.retries.number", 2);
    conf.setLong("hbase.client.pause", 50);
    conf.setInt("hbase.rpc.timeout", 3_000);
    conf.setInt("hbase.client.operation.timeout", 10_000);
    conf.setInt("hbase.client.meta.operation.timeout", 10_000);
    return ConnectionFactory.createConnection(conf);
  }

  @Test
  void aPartialUpdateStampsTheLastModifiedDateAndKeepsTheCreatedOne() throws Exception {
    memos.put(Memo.of(140, "first"));
    clock.set(T2);
    RpcCounter.reset();
    assertThat(memos.update(140L).set(MemoQuery.TEXT, "second").apply()).isTrue();
    assertThat(RpcCounter.reads).hasValue(0);
    assertThat(RpcCounter.checks).as("the created date, only where the row has none").hasValue(1);
    assertThat(memo(140)).isEqualTo(new Memo(140, "second", T1, T2));

    clock.set(T3);
    assertThat(asyncMemos.update(140L).set(MemoQuery.TEXT, "third").apply().get(60, TimeUnit.SECONDS)).isTrue();
    assertThat(memo(140)).isEqualTo(new Memo(140, "third", T1, T3));
  }

  @Test
  void aPartialUpdateThatCreatesItsRowGivesItACreatedDate() {
    clock.set(T2);
    assertThat(memos.update(141L).set(MemoQuery.TEXT, "made by an update").apply()).isTrue();
    assertThat(memo(141)).isEqualTo(new Memo(141, "made by an update", T2, T2));
    clock.set(T3);
    RpcCounter.reset();
    assertThat(memos.update(141L).set(MemoQuery.TEXT, "x").onlyIf(MemoQuery.TEXT.isNotNull()).apply()).isTrue();
    assertThat(RpcCounter.checks).as("a conditional update meets only a stored row: no created date to store")
        .hasValue(1);
    assertThat(memo(141)).isEqualTo(new Memo(141, "x", T2, T3));
  }

  @Test
  void anUpdateCannotSetTheLastModifiedDate() {
    assertThatThrownBy(() -> memos.update(142L).set(MemoQuery.MODIFIED, T1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("update of Memo (table wr:memo, row 0x800000000000008e): set(modified) changes the "
            + "@LastModifiedDate, which the DAO writes itself with the time of every update; leave it out");
  }
}
