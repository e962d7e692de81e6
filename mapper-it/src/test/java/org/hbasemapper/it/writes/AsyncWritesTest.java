package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.it.names.Account;
import org.hbasemapper.it.names.AccountMapper;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The asynchronous DAO against the mini cluster: the blocking DAO's operations with the same upkeep
 * (index entries, {@code @Version} checks, relation inverses) and the same failures, delivered
 * through futures that complete on the DAO's executor.
 */
@HBaseTest
class AsyncWritesTest {
  private static final String THREAD = "async-dao-test";

  static Connection connection;
  static AsyncConnection async;
  static ExecutorService executor;
  static MessageAsyncDao messages;
  static AsyncEntityDao<Ticket, TicketMapper.Key> tickets;
  static AsyncEntityDao<Board, BoardMapper.Key> boards;
  static Accounts accounts;

  /** The generated async DAO's increment methods, by hand. */
  static final class Accounts extends AsyncEntityDao<Account, AccountMapper.Key> {
    Accounts(AsyncConnection connection) {
      super(connection, executor, AccountMapper.INSTANCE, List.of());
    }

    CompletableFuture<Long> incrementLogins(AccountMapper.Key key, long delta) {
      return increment(key, "c".getBytes(), "logins".getBytes(), delta);
    }
  }

  @BeforeAll
  static void create(Connection c) throws Exception {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(MessageMapper.INSTANCE.schema());
    schemas.createIfMissing(TicketMapper.INSTANCE.schema());
    schemas.createIfMissing(BoardMapper.INSTANCE.schema());
    schemas.createIfMissing(CardMapper.INSTANCE.schema());
    schemas.createIfMissing(AccountMapper.INSTANCE.schema());
    async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration()).get();
    executor = Executors.newSingleThreadExecutor(r -> new Thread(r, THREAD));
    messages = new MessageAsyncDao(async, executor);
    tickets = new AsyncEntityDao<>(async, executor, TicketMapper.INSTANCE, List.of()) {};
    boards = new AsyncEntityDao<>(async, executor, BoardMapper.INSTANCE, boardRelations()) {};
    accounts = new Accounts(async);
  }

  @AfterAll
  static void close() throws Exception {
    async.close();
    executor.shutdown();
    executor.awaitTermination(10, TimeUnit.SECONDS);
  }

  private static List<RelationLink> boardRelations() {
    return List.of(BoardDao.CARDS);
  }

  private static <T> T await(CompletableFuture<T> future) throws Exception {
    return future.get(60, TimeUnit.SECONDS);
  }

  /** The failure of {@code future}, as a callback on it sees it. */
  private static Throwable failureOf(CompletableFuture<?> future) throws Exception {
    return future.handle((v, failure) -> failure).get(60, TimeUnit.SECONDS);
  }

  @Test
  void putGetExistsDeleteAndPutIfAbsentRoundTrip() throws Exception {
    MessageMapper.Key key = new MessageMapper.Key(9_000_001);
    await(messages.put(new Message(9_000_001, 9_000_010, "hello")));
    assertThat(await(messages.get(key))).contains(new Message(9_000_001, 9_000_010, "hello"));
    assertThat(await(messages.exists(key))).isTrue();
    assertThat(await(messages.putIfAbsent(new Message(9_000_001, 9_000_011, "again")))).isFalse();
    assertThat(await(messages.get(key))).contains(new Message(9_000_001, 9_000_010, "hello"));

    await(messages.replace(new Message(9_000_001, 9_000_012, null)));
    assertThat(await(messages.get(key))).contains(new Message(9_000_001, 9_000_012, null));

    await(messages.delete(key));
    assertThat(await(messages.get(key))).isEmpty();
    assertThat(await(messages.exists(key))).isFalse();
    assertThat(await(messages.putIfAbsent(new Message(9_000_001, 9_000_013, "first")))).isTrue();
    assertThat(new MessageDao(connection).get(9_000_001L)).contains(new Message(9_000_001, 9_000_013, "first"));
  }

  @Test
  void getAllReadsInKeyOrderAndIncrementCounts() throws Exception {
    await(messages.putAll(List.of(new Message(9_000_021, 9_000_001, "a"), new Message(9_000_022, 9_000_001, "b"),
        new Message(9_000_023, 9_000_001, "c"))));
    assertThat(await(messages.getAll(List.of(new MessageMapper.Key(9_000_023), new MessageMapper.Key(9_000_099),
        new MessageMapper.Key(9_000_021))))).extracting(Message::id).containsExactly(9_000_023L, 9_000_021L);
    assertThat(await(messages.getAll(List.of()))).isEmpty();

    AccountMapper.Key account = new AccountMapper.Key("asy", 5);
    assertThat(await(accounts.incrementLogins(account, 2))).isEqualTo(2);
    assertThat(await(accounts.incrementLogins(account, 3))).isEqualTo(5);
    assertThat(await(accounts.get(account))).map(Account::logins).contains(5L);
  }

  @Test
  void indexEntriesFollowTheAsyncWritesAndServeBlockingLookups() throws Exception {
    MessageDao blocking = new MessageDao(connection);
    await(messages.put(new Message(9_000_031, 9_003_001, "x")));
    assertThat(blocking.findByAuthorId(9_003_001).list()).extracting(Message::id).containsExactly(9_000_031L);

    await(messages.put(new Message(9_000_031, 9_003_002, null)));
    assertThat(blocking.findByAuthorId(9_003_002).list()).extracting(Message::id).containsExactly(9_000_031L);
    assertThat(blocking.findByAuthorId(9_003_001).list()).isEmpty();
    assertThat(blocking.indexStats().staleSeen()).as("the old entry was removed, not skipped").isZero();

    await(messages.delete(new MessageMapper.Key(9_000_031)));
    assertThat(blocking.findByAuthorId(9_003_002).list()).isEmpty();
    assertThat(await(messages.get(new MessageMapper.Key(9_000_031)))).isEmpty();
  }

  @Test
  void anIndexedPutAllOverSeveralRoundsKeepsEveryEntryAndTheLastValueOfARepeatedRow() throws Exception {
    List<Message> batch = new ArrayList<>();
    for (int i = 0; i < 4_500; i++) {
      batch.add(new Message(9_010_000 + i, 9_004_000 + i % 3, "m" + i));
    }
    batch.add(2_000, new Message(9_010_001, 9_004_200, "again")); // a row of the first round, first of the second
    batch.add(new Message(9_010_000, 9_004_100, "moved")); // the first row again, in the last round
    await(messages.putAll(batch));

    MessageDao blocking = new MessageDao(connection);
    assertThat(blocking.findByAuthorId(9_004_000).list()).hasSize(1_499).extracting(Message::id)
        .doesNotContain(9_010_000L);
    assertThat(blocking.findByAuthorId(9_004_001).list()).hasSize(1_499);
    assertThat(blocking.findByAuthorId(9_004_200).list()).containsExactly(new Message(9_010_001, 9_004_200, "again"));
    assertThat(blocking.findByAuthorId(9_004_100).list())
        .containsExactly(new Message(9_010_000, 9_004_100, "moved"));
    assertThat(blocking.getAll(IntStream.range(9_010_000, 9_014_500).mapToObj(MessageMapper.Key::new).toList()))
        .hasSize(4_500);
  }

  @Test
  void aStaleVersionFailsTheFutureAndWithdrawsItsEntries() throws Exception {
    await(tickets.put(new Ticket(9_301, "alice", 0)));
    CompletableFuture<Void> stale = tickets.put(new Ticket(9_301, "mallory", 0));

    assertThat(failureOf(stale)).isInstanceOf(StaleEntityException.class).hasMessageContaining("no stored row");
    assertThatThrownBy(stale::get).isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(StaleEntityException.class);
    TicketDao blocking = new TicketDao(connection);
    assertThat(blocking.findByOwner("mallory").list()).isEmpty();
    assertThat(blocking.findByOwner("alice").list()).containsExactly(new Ticket(9_301, "alice", 1));

    await(tickets.replace(new Ticket(9_301, "bob", 1)));
    assertThat(blocking.get(9_301L)).contains(new Ticket(9_301, "bob", 2));
    assertThat(blocking.findByOwner("alice").list()).isEmpty();
  }

  @Test
  void relationInversesAreWrittenAfterTheAsyncWriteAndNotForAStaleOne() throws Exception {
    CardDao cards = new CardDao(connection);
    cards.put(new Card(9_501, "one", Map.of()));
    cards.put(new Card(9_502, "two", Map.of()));

    await(boards.put(new Board(9_050, "sprint", 0, Map.of(9_501L, "todo"))));
    assertThat(cards.get(9_501L).orElseThrow().boards()).containsExactly(Map.entry(9_050L, "todo"));

    assertThat(failureOf(boards.put(new Board(9_050, "sprint", 0, Map.of(9_502L, "done")))))
        .isInstanceOf(StaleEntityException.class);
    assertThat(cards.get(9_502L).orElseThrow().boards()).isEmpty();

    await(boards.replace(new Board(9_050, "sprint", 1, Map.of(9_502L, "done"))));
    assertThat(cards.get(9_501L).orElseThrow().boards()).isEmpty();
    assertThat(cards.get(9_502L).orElseThrow().boards()).containsExactly(Map.entry(9_050L, "done"));
  }

  @Test
  void aPutAllReportsAnOversizedRowThroughTheFuture() throws Exception {
    Configuration conf = new Configuration(EmbeddedHBase.shared().configuration());
    conf.setInt("hbase.client.keyvalue.maxsize", 1_000);
    try (AsyncConnection small = ConnectionFactory.createAsyncConnection(conf).get()) {
      AsyncEntityDao<Message, MessageMapper.Key> dao =
          new AsyncEntityDao<>(small, executor, MessageMapper.INSTANCE, List.of()) {};
      Message big = new Message(9_000_602, 9_000_006, "x".repeat(2_000));
      Throwable failure = failureOf(dao.putAll(List.of(new Message(9_000_601, 9_000_006, "a"), big,
          new Message(9_000_603, 9_000_006, "c"))));

      assertThat(failure).isInstanceOf(BatchWriteException.class)
          .hasMessageContaining("1 row(s) not written, 0 not attempted, 0 written with upkeep incomplete, 0 of unknown outcome in table wr:message");
      assertThat(((BatchWriteException) failure).failedRows()).extracting(RowBytes::hex)
          .containsExactly(RowBytes.hex(MessageMapper.INSTANCE.encodeKey(new MessageMapper.Key(9_000_602))));
      assertThat(new MessageDao(connection).getAll(List.of(new MessageMapper.Key(9_000_601),
          new MessageMapper.Key(9_000_602), new MessageMapper.Key(9_000_603))))
          .extracting(Message::id).containsExactly(9_000_601L, 9_000_603L);
    }
  }

  @Test
  void callbacksRunOnTheDaosExecutorNeverOnHBaseThreads() throws Exception {
    await(messages.put(new Message(9_000_701, 9_000_007, "t")));
    CountDownLatch registered = new CountDownLatch(1);
    executor.execute(() -> { // holds the executor until every callback is registered, so none runs on this thread
      try {
        registered.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    List<CompletableFuture<String>> threads = List.of(
        messages.get(new MessageMapper.Key(9_000_701)).thenApply(v -> Thread.currentThread().getName()),
        messages.put(new Message(9_000_702, 9_000_007, "u")).thenApply(v -> Thread.currentThread().getName()),
        messages.putAll(List.of(new Message(9_000_703, 9_000_007, "v")))
            .thenApply(v -> Thread.currentThread().getName()),
        messages.exists(new MessageMapper.Key(9_000_701)).thenApply(v -> Thread.currentThread().getName()),
        tickets.put(new Ticket(9_701, "z", 5)).handle((v, e) -> Thread.currentThread().getName()));
    registered.countDown();
    for (CompletableFuture<String> thread : threads) {
      assertThat(await(thread)).isEqualTo(THREAD);
    }
  }

  @Test
  void argumentErrorsArriveAsFailedFuturesWithTheBlockingMessages() throws Exception {
    MessageDao blocking = new MessageDao(connection);
    CompletableFuture<Void> put = messages.put(null);
    assertThat(failureOf(put)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage(messageOf(() -> blocking.put(null)));
    assertThat(failureOf(messages.get(null))).isInstanceOf(IllegalArgumentException.class)
        .hasMessage(messageOf(() -> blocking.get((MessageMapper.Key) null)));
    List<MessageMapper.Key> withNull = new ArrayList<>();
    withNull.add(null);
    assertThat(failureOf(messages.getAll(withNull))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("getAll: keys[0] is null");
    List<Message> badBatch = new ArrayList<>(List.of(new Message(9_000_801, 9_000_008, "a")));
    badBatch.add(null);
    assertThat(failureOf(messages.putAll(badBatch))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("putAll: entities[1] is null");
    assertThat(await(messages.exists(new MessageMapper.Key(9_000_801)))).as("nothing was written").isFalse();
  }

  private static String messageOf(Runnable call) {
    try {
      call.run();
    } catch (RuntimeException e) {
      return e.getMessage();
    }
    throw new AssertionError("no failure");
  }
}
