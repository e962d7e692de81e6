package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.IndexUpkeepException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.RelationWriteException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.WriteOutcomeUnknownException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Writes interrupted between their steps say what they left: the region server of an index "dies"
 * the moment the data row lands (before the upkeep after it), or a data row's call times out after
 * the server applied it. {@link RegionFaults}, a region observer of the mini cluster, puts the fault
 * exactly there. The tables are the writes package's, in a namespace of their own.
 */
@HBaseTest
class InterruptedWriteTest {
  private static final MapperOptions OPTIONS = MapperOptions.defaults().withNamespace("wr", "wr_fault");
  private static final byte[] INDEX_FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  private static final byte[] INDEX_REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);

  static Connection connection;
  static TicketDao tickets;
  static MessageDao messages;
  static TableName ticketTable;
  static TableName ownerIndex;
  static TableName messageTable;
  static TableName authorIndex;
  static BoardDao boards;
  static CardDao cards;
  static TableName boardTable;
  static TableName cardTable;
  static ExecutorService executor;

  @BeforeAll
  static void create(Connection c) throws IOException {
    connection = c;
    tickets = new TicketDao(c, OPTIONS);
    messages = new MessageDao(c, OPTIONS);
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(tickets.schema());
    schemas.createIfMissing(messages.schema());
    boards = new BoardDao(c, OPTIONS);
    cards = new CardDao(c, OPTIONS);
    schemas.createIfMissing(boards.schema());
    schemas.createIfMissing(cards.schema());
    boardTable = boards.schema().tableName();
    cardTable = cards.schema().tableName();
    ticketTable = tickets.schema().tableName();
    ownerIndex = tickets.schema().indexes().get(0).tableName();
    messageTable = messages.schema().tableName();
    authorIndex = messages.schema().indexes().get(0).tableName();
    try (Admin admin = c.getAdmin()) {
      RegionFaults.install(admin, ticketTable, ownerIndex, messageTable, authorIndex, boardTable, cardTable);
    }
    executor = Executors.newSingleThreadExecutor();
  }

  @AfterAll
  static void close() {
    executor.shutdownNow();
  }

  @AfterEach
  void clearFaults() {
    RegionFaults.clear();
  }

  /** A connection of its own whose calls give up after 2 retries. */
  private static Connection shortRetries() throws IOException {
    return ConnectionFactory.createConnection(shortRetriesConf());
  }

  private static Configuration shortRetriesConf() {
    Configuration conf = new Configuration(EmbeddedHBase.shared().configuration());
    conf.setInt("hbase.client.retries.number", 2);
    conf.setLong("hbase.client.pause", 50);
    conf.setInt("hbase.rpc.timeout", 3_000);
    conf.setInt("hbase.client.operation.timeout", 10_000);
    return conf;
  }

  /** A connection of its own whose calls time out after one second, and are tried twice. */
  private static Connection quickTimeouts() throws IOException {
    Configuration conf = new Configuration(EmbeddedHBase.shared().configuration());
    conf.setInt("hbase.client.retries.number", 1);
    conf.setLong("hbase.client.pause", 50);
    conf.setInt("hbase.rpc.timeout", 1_000);
    conf.setInt("hbase.rpc.write.timeout", 1_000);
    conf.setInt("hbase.client.operation.timeout", 5_000);
    return ConnectionFactory.createConnection(conf);
  }

  // ---- the index region server dies once the data row landed ----------------------------------------

  /**
   * The case of the fault test: a versioned putAll whose index server dies after the first row
   * landed. That row is reported written with its upkeep incomplete (not "failed"), the rows after
   * it not attempted; the caller's natural repeat of the whole batch is then accepted: the DAO
   * recognizes its own write of that entity (applied already) and finishes its upkeep, removing the
   * entry of the old value; the other rows are written.
   */
  @Test
  void aVersionedPutAllReportsARowWhoseIndexUpkeepFailedAsWrittenAndItsRepeatSucceeds() throws Exception {
    tickets.put(new Ticket(1, "ann", 0));
    List<Ticket> batch = List.of(new Ticket(1, "bob", 1), new Ticket(2, "cy", 0), new Ticket(3, "dee", 0));

    try (Connection c = shortRetries()) {
      TicketDao dao = new TicketDao(c, OPTIONS);
      RegionFaults.downAfter(ticketTable, ticketRow(1), ownerIndex);
      BatchWriteException failure = catchThrowableOfType(BatchWriteException.class, () -> dao.putAll(batch));
      RegionFaults.clear();

      assertThat(failure).isNotNull()
          .hasMessageStartingWith("0 row(s) not written, 2 not attempted, 1 written with upkeep incomplete, "
              + "0 of unknown outcome in table wr_fault:ticket; not attempted: " + RowBytes.hex(ticketRow(2)) + ", "
              + RowBytes.hex(ticketRow(3)) + "; written with upkeep incomplete: " + RowBytes.hex(ticketRow(1)) + "; ")
          .hasMessageContaining("IndexAdmin.verify")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
      assertThat(failure.failedRows()).as("not written").isEmpty();
      assertThat(failure.upkeepIncompleteRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(ticketRow(1)));
      assertThat(failure.unknownRows()).isEmpty();
      assertThat(failure.notAttemptedRows()).extracting(RowBytes::hex)
          .containsExactly(RowBytes.hex(ticketRow(2)), RowBytes.hex(ticketRow(3)));
      assertThat(tickets.get(1L)).contains(new Ticket(1, "bob", 2));
      assertThat(ownerEntries(1)).as("the old value's entry, left by the upkeep").containsExactly("ann", "bob");

      dao.putAll(batch); // what a caller does with a failed batch: write it again
    } finally {
      RegionFaults.clear();
    }

    assertThat(tickets.getAll(List.of(new TicketMapper.Key(1), new TicketMapper.Key(2), new TicketMapper.Key(3))))
        .containsExactly(new Ticket(1, "bob", 2), new Ticket(2, "cy", 1), new Ticket(3, "dee", 1));
    assertThat(tickets.findByOwner("bob").list()).containsExactly(new Ticket(1, "bob", 2));
    assertThat(ownerEntries(1)).as("the repeat finished the upkeep").containsExactly("bob");
  }

  /**
   * A repeat the DAO cannot know for its own write (another DAO, or the entity built again) is
   * refused, and says that the row holds exactly its values; the entry the interrupted upkeep left is
   * skipped by lookups and removed by IndexAdmin.verify.
   */
  @Test
  void aRepeatTheDaoCannotRecognizeIsStaleAndSaysTheRowHoldsItsValues() throws Exception {
    tickets.put(new Ticket(6, "ann6", 0));
    RegionFaults.downAfter(ticketTable, ticketRow(6), ownerIndex);
    try (Connection c = shortRetries()) {
      assertThatThrownBy(() -> new TicketDao(c, OPTIONS).putAll(List.of(new Ticket(6, "bob6", 1))))
          .isInstanceOfSatisfying(BatchWriteException.class, e -> assertThat(e.upkeepIncompleteRows()).hasSize(1));
    } finally {
      RegionFaults.clear();
    }

    assertThatThrownBy(() -> tickets.putAll(List.of(new Ticket(6, "bob6", 1))))
        .isInstanceOfSatisfying(StaleEntityException.class, e -> {
          assertThat(e.rowHoldsThisWrite()).isTrue();
          assertThat(e.storedVersion()).hasValue(2);
        })
        .hasMessage("Ticket in table wr_fault:ticket, row " + RowBytes.hex(ticketRow(6)) + ": expected stored version 1, "
            + "found version 2 with exactly this write's values: either an earlier attempt of this write landed (a "
            + "call that failed with an unknown outcome, or one hbase-client repeated after a timeout), and nothing "
            + "is left to do, or another write stored the same values since this entity was read: then read it "
            + "again and retry");
    assertThat(tickets.findByOwner("ann6").list()).isEmpty();
    assertThat(ownerEntries(6)).as("the old value's entry, left by the upkeep").containsExactly("ann6", "bob6");

    IndexReport repaired = new IndexAdmin(connection, OPTIONS).grace(Duration.ZERO)
        .verify(TicketMapper.INSTANCE, "owner", true, IndexAdmin.Progress.none());

    assertThat(repaired.stale()).isPositive();
    assertThat(ownerEntries(6)).containsExactly("bob6");
  }

  /**
   * A single put in the same spot says that its row is written and which index is behind, and its
   * retry (the same entity, the same version) is recognized as applied instead of refused as stale.
   */
  @Test
  void aPutWhoseIndexUpkeepFailsSaysItsRowIsWrittenAndItsRepeatSucceeds() throws Exception {
    tickets.put(new Ticket(11, "ann11", 0));

    Ticket update = new Ticket(11, "bob11", 1);
    try (Connection c = shortRetries()) {
      TicketDao dao = new TicketDao(c, OPTIONS);
      RegionFaults.downAfter(ticketTable, ticketRow(11), ownerIndex);
      Throwable failure = catchThrowable(() -> dao.put(update));
      RegionFaults.clear();

      assertThat(failure).isInstanceOf(IndexUpkeepException.class).isInstanceOf(HBaseAccessException.class)
          .hasMessageStartingWith("put of Ticket wrote row " + RowBytes.hex(ticketRow(11)) + " of table wr_fault:ticket, "
              + "but its index upkeep is incomplete: index owner (table " + ownerIndex.getNameAsString() + ") may be "
              + "behind (Failed after attempts=3, the last: org.apache.hadoop.hbase.regionserver."
              + "RegionServerAbortedException: Server ")
          .hasMessageEndingWith("aborting (taken down by the test) ...); the row holds the write; entries of its old "
              + "values may be left, which lookups skip; repeating this write through the same DAO, or "
              + "IndexAdmin.verify with repair on that index, removes them")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
      IndexUpkeepException upkeep = (IndexUpkeepException) failure;
      assertThat(upkeep.entity()).isEqualTo("Ticket");
      assertThat(upkeep.rowKeyHex()).isEqualTo(RowBytes.hex(ticketRow(11)));
      assertThat(upkeep.indexTables()).containsExactly(ownerIndex.getNameAsString());
      assertThat(tickets.get(11L)).contains(new Ticket(11, "bob11", 2));

      dao.put(update); // repeated all the same
    } finally {
      RegionFaults.clear();
    }

    assertThat(tickets.get(11L)).as("applied once").contains(new Ticket(11, "bob11", 2));
    assertThat(tickets.findByOwner("bob11").list()).containsExactly(new Ticket(11, "bob11", 2));
    assertThat(ownerEntries(11)).as("the repeat finished the upkeep").containsExactly("bob11");
  }

  /** Replace and delete name the same outcome; a delete's entries left point at no row. */
  @Test
  void aReplaceOrDeleteWhoseIndexUpkeepFailsSaysItsRowIsWritten() throws Exception {
    tickets.put(new Ticket(21, "ann21", 0));

    RegionFaults.downAfter(ticketTable, ticketRow(21), ownerIndex);
    try (Connection c = shortRetries()) {
      assertThatThrownBy(() -> new TicketDao(c, OPTIONS).replace(new Ticket(21, "bob21", 1)))
          .isInstanceOf(IndexUpkeepException.class)
          .hasMessageStartingWith("replace of Ticket wrote row " + RowBytes.hex(ticketRow(21)));
      RegionFaults.clear();
      assertThat(tickets.get(21L)).contains(new Ticket(21, "bob21", 2));

      RegionFaults.downAfter(ticketTable, ticketRow(21), ownerIndex);
      assertThatThrownBy(() -> new TicketDao(c, OPTIONS).delete(21L))
          .isInstanceOf(IndexUpkeepException.class)
          .hasMessageStartingWith("delete of Ticket removed row " + RowBytes.hex(ticketRow(21))
              + " of table wr_fault:ticket, but its index upkeep is incomplete");
    } finally {
      RegionFaults.clear();
    }
    assertThat(tickets.exists(21L)).isFalse();
    assertThat(tickets.findByOwner("bob21").list()).isEmpty();
  }

  /**
   * An unversioned, indexed putAll (rounds through a buffered mutator): the rows of the round whose
   * upkeep failed are written, and reported so.
   */
  @Test
  void anUnversionedPutAllReportsTheRowsOfARoundWhoseUpkeepFailedAsWritten() throws Exception {
    messages.putAll(List.of(new Message(31, 1, "a"), new Message(32, 1, "b")));
    List<Message> batch = List.of(new Message(31, 2, "a"), new Message(32, 2, "b"), new Message(33, 2, "c"));

    try (Connection c = shortRetries()) {
      MessageDao dao = new MessageDao(c, OPTIONS);
      RegionFaults.downAfter(messageTable, messageRow(31), authorIndex);
      BatchWriteException failure = catchThrowableOfType(BatchWriteException.class, () -> dao.putAll(batch));
      RegionFaults.clear();

      assertThat(failure).isNotNull()
          .hasMessageStartingWith("0 row(s) not written, 0 not attempted, 3 written with upkeep incomplete, "
              + "0 of unknown outcome in table wr_fault:message; ");
      assertThat(failure.failedRows()).isEmpty();
      assertThat(failure.upkeepIncompleteRows()).extracting(RowBytes::hex).containsExactlyInAnyOrder(
          RowBytes.hex(messageRow(31)), RowBytes.hex(messageRow(32)), RowBytes.hex(messageRow(33)));
      assertThat(messages.findByAuthorId(2).list()).containsExactlyElementsOf(batch);
      assertThat(messages.findByAuthorId(1).list()).isEmpty();
      assertThat(indexRows(authorIndex, messageRow(31))).as("the old value's entry, left").isEqualTo(2);

      dao.putAll(batch);
    } finally {
      RegionFaults.clear();
    }
    assertThat(indexRows(authorIndex, messageRow(31))).as("the repeat finished the upkeep").isEqualTo(1);
    assertThat(indexRows(authorIndex, messageRow(32))).isEqualTo(1);
  }

  /**
   * The relation upkeep of a versioned putAll: a board row written whose card table "dies" before
   * the inverse is written is reported written with its upkeep incomplete, and the repeat of the
   * batch through the same DAO is recognized and writes the inverse.
   */
  @Test
  void aPutAllWhoseRelationInverseFailsReportsTheOwnerRowAsWrittenAndItsRepeatWritesTheInverse() throws Exception {
    cards.putAll(List.of(new Card(91, "a", Map.of()), new Card(92, "b", Map.of())));
    List<Board> batch = List.of(new Board(90, "plan", 0, Map.of(91L, "todo")),
        new Board(93, "next", 0, Map.of(92L, "todo")));
    byte[] board90 = BoardMapper.INSTANCE.encodeKey(new BoardMapper.Key(90));

    try (Connection c = shortRetries()) {
      BoardDao dao = new BoardDao(c, OPTIONS);
      RegionFaults.downAfter(boardTable, board90, cardTable);
      BatchWriteException failure = catchThrowableOfType(BatchWriteException.class, () -> dao.putAll(batch));
      RegionFaults.clear();

      assertThat(failure).isNotNull()
          .hasMessageStartingWith("0 row(s) not written, 1 not attempted, 1 written with upkeep incomplete, "
              + "0 of unknown outcome in table wr_fault:board; ")
          .hasMessageContaining("RelationRepair")
          .hasCauseInstanceOf(IOException.class);
      assertThat(failure.getCause().getCause()).isInstanceOf(RelationWriteException.class);
      assertThat(failure.upkeepIncompleteRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(board90));
      assertThat(failure.notAttemptedRows()).hasSize(1);
      assertThat(cards.get(91L).orElseThrow().boards()).as("the inverse the failure left out").isEmpty();

      dao.putAll(batch);
    } finally {
      RegionFaults.clear();
    }

    assertThat(boards.get(90L).orElseThrow().version()).as("applied once").isEqualTo(1);
    assertThat(cards.get(91L).orElseThrow().boards()).containsExactly(Map.entry(90L, "todo"));
    assertThat(cards.get(92L).orElseThrow().boards()).containsExactly(Map.entry(93L, "todo"));
  }

  /**
   * The relation upkeep of an unversioned putAll: the owner rows are written, and those whose
   * inverses were not written are reported so, instead of one RelationWriteException for the first.
   */
  @Test
  void anUnversionedPutAllReportsEveryOwnerRowWhoseInverseWasNotWritten() throws Exception {
    boards.putAll(List.of(new Board(96, "x", 0, Map.of()), new Board(98, "y", 0, Map.of())));
    List<Card> batch = List.of(new Card(95, "a", Map.of(96L, "todo")), new Card(97, "b", Map.of(98L, "done")));
    byte[] card95 = CardMapper.INSTANCE.encodeKey(new CardMapper.Key(95));
    byte[] card97 = CardMapper.INSTANCE.encodeKey(new CardMapper.Key(97));

    try (Connection c = shortRetries()) {
      CardDao dao = new CardDao(c, OPTIONS);
      RegionFaults.downAfter(cardTable, card95, boardTable);
      BatchWriteException failure = catchThrowableOfType(BatchWriteException.class, () -> dao.putAll(batch));
      RegionFaults.clear();

      assertThat(failure).isNotNull()
          .hasMessageStartingWith("0 row(s) not written, 0 not attempted, 2 written with upkeep incomplete, "
              + "0 of unknown outcome in table wr_fault:card; ");
      assertThat(failure.upkeepIncompleteRows()).extracting(RowBytes::hex)
          .containsExactly(RowBytes.hex(card95), RowBytes.hex(card97));
      assertThat(cards.getAll(List.of(new CardMapper.Key(95), new CardMapper.Key(97)))).containsExactlyElementsOf(batch);

      dao.putAll(batch);
    } finally {
      RegionFaults.clear();
    }
    assertThat(boards.get(96L).orElseThrow().cards()).containsExactly(Map.entry(95L, "todo"));
    assertThat(boards.get(98L).orElseThrow().cards()).containsExactly(Map.entry(97L, "done"));
  }

  /** A retry whose row another write changed meanwhile is refused, and the refusal says what it found. */
  @Test
  void aRetryOfAWriteAnotherWriteOvertookIsStaleAndSaysWhatItFound() throws Exception {
    tickets.put(new Ticket(41, "ann41", 0));
    RegionFaults.downAfter(ticketTable, ticketRow(41), ownerIndex);
    try (Connection c = shortRetries()) {
      assertThatThrownBy(() -> new TicketDao(c, OPTIONS).put(new Ticket(41, "bob41", 1)))
          .isInstanceOf(IndexUpkeepException.class);
    } finally {
      RegionFaults.clear();
    }
    tickets.put(new Ticket(41, "cy41", 2)); // another writer, who read version 2

    assertThatThrownBy(() -> tickets.put(new Ticket(41, "bob41", 1)))
        .isInstanceOfSatisfying(StaleEntityException.class, e -> assertThat(e.storedVersion()).hasValue(3))
        .hasMessage("Ticket in table wr_fault:ticket, row " + RowBytes.hex(ticketRow(41)) + ": expected stored "
            + "version 1, found version 3: another write changed the row since it was read; read it again and retry");
    assertThat(ownerEntries(41)).as("the refused retry takes its entry back").doesNotContain("bob41").contains("cy41");
  }

  // ---- a call that times out after it was applied ---------------------------------------------------

  /**
   * A row whose call timed out on every attempt after the server applied it may be written or not:
   * it is reported as of unknown outcome, never as not written.
   */
  @Test
  void aPutAllRowWhoseCallsTimedOutIsOfUnknownOutcome() throws Exception {
    RegionFaults.holdAfterApplying(messageTable, messageRow(51), 100);
    BatchWriteException failure;
    try (Connection c = quickTimeouts()) {
      failure = catchThrowableOfType(BatchWriteException.class,
          () -> new MessageDao(c, OPTIONS).putAll(List.of(new Message(51, 5, "a"))));
    } finally {
      RegionFaults.clear();
    }

    assertThat(failure).isNotNull()
        .hasMessageStartingWith("0 row(s) not written, 0 not attempted, 0 written with upkeep incomplete, "
            + "1 of unknown outcome in table wr_fault:message; of unknown outcome: " + RowBytes.hex(messageRow(51)));
    assertThat(failure.failedRows()).isEmpty();
    assertThat(failure.unknownRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(messageRow(51)));
    assertThat(messages.get(51L)).as("it had landed").contains(new Message(51, 5, "a"));
  }

  /**
   * A versioned put whose every attempt timed out says so. Its repeat finds the row holding exactly
   * its values, which another writer of the same values could have stored as well: it is refused and
   * says so.
   */
  @Test
  void aVersionedPutWhoseCallsTimedOutIsOfUnknownOutcomeAndItsRepeatSaysWhatItFound() throws Exception {
    tickets.put(new Ticket(61, "ann61", 0));

    RegionFaults.holdAfterApplying(ticketTable, ticketRow(61), 100);
    try (Connection c = quickTimeouts()) {
      assertThatThrownBy(() -> new TicketDao(c, OPTIONS).put(new Ticket(61, "bob61", 1)))
          .isInstanceOf(WriteOutcomeUnknownException.class).isInstanceOf(HBaseAccessException.class)
          .hasMessageStartingWith("put of Ticket on table wr_fault:ticket, row " + RowBytes.hex(ticketRow(61))
              + " failed after it may have landed: ")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    } finally {
      RegionFaults.clear();
    }

    assertThatThrownBy(() -> tickets.put(new Ticket(61, "bob61", 1)))
        .isInstanceOfSatisfying(StaleEntityException.class, e -> assertThat(e.rowHoldsThisWrite()).isTrue())
        .hasMessageContaining("found version 2 with exactly this write's values");
    assertThat(tickets.get(61L)).contains(new Ticket(61, "bob61", 2));
    assertThat(tickets.findByOwner("bob61").list()).containsExactly(new Ticket(61, "bob61", 2));
  }

  /**
   * hbase-client repeats a call that timed out; when the first attempt had landed, the second finds
   * the version it stored. The refusal says that the row holds exactly this write's values.
   */
  @Test
  void aVersionedPutThatHBaseRepeatedAfterItLandedSaysTheRowHoldsItsValues() throws Exception {
    tickets.put(new Ticket(71, "ann71", 0));

    RegionFaults.holdAfterApplying(ticketTable, ticketRow(71), 1);
    try (Connection c = quickTimeouts()) {
      assertThatThrownBy(() -> new TicketDao(c, OPTIONS).put(new Ticket(71, "bob71", 1)))
          .isInstanceOfSatisfying(StaleEntityException.class, e -> assertThat(e.rowHoldsThisWrite()).isTrue())
          .hasMessageContaining("hbase-client repeated after a timeout");
    } finally {
      RegionFaults.clear();
    }

    assertThat(tickets.get(71L)).contains(new Ticket(71, "bob71", 2));
    assertThat(tickets.findByOwner("bob71").list()).containsExactly(new Ticket(71, "bob71", 2));
  }

  // ---- the asynchronous DAO reports the same ---------------------------------------------------------

  @Test
  void theAsynchronousDaoReportsTheSame() throws Exception {
    tickets.put(new Ticket(81, "ann81", 0));
    tickets.put(new Ticket(82, "ann81", 0));
    try (AsyncConnection async = ConnectionFactory.createAsyncConnection(shortRetriesConf()).get()) {
      TicketAsyncDao dao = new TicketAsyncDao(async, executor, OPTIONS);

      List<Ticket> written = List.of(new Ticket(81, "bob81", 1), new Ticket(83, "cy81", 0));
      RegionFaults.downAfter(ticketTable, ticketRow(81), ownerIndex);
      Throwable batch = failureOf(dao.putAll(written));
      RegionFaults.clear();
      assertThat(batch).isInstanceOfSatisfying(BatchWriteException.class, e -> {
        assertThat(e.failedRows()).isEmpty();
        assertThat(e.upkeepIncompleteRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(ticketRow(81)));
        assertThat(e.notAttemptedRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(ticketRow(83)));
      });

      Ticket put = new Ticket(82, "bob81", 1);
      RegionFaults.downAfter(ticketTable, ticketRow(82), ownerIndex);
      Throwable single = failureOf(dao.put(put));
      RegionFaults.clear();
      assertThat(single).isInstanceOf(IndexUpkeepException.class)
          .hasMessageStartingWith("put of Ticket wrote row " + RowBytes.hex(ticketRow(82)));

      dao.putAll(written).get(30, TimeUnit.SECONDS);
      dao.put(put).get(30, TimeUnit.SECONDS);
    } finally {
      RegionFaults.clear();
    }
    assertThat(tickets.findByOwner("bob81").list())
        .containsExactly(new Ticket(81, "bob81", 2), new Ticket(82, "bob81", 2));
    assertThat(tickets.get(83L)).contains(new Ticket(83, "cy81", 1));
    assertThat(ownerEntries(81)).containsExactly("bob81");
    assertThat(ownerEntries(82)).containsExactly("bob81");
  }

  // ---- helpers -------------------------------------------------------------------------------------

  private static Throwable failureOf(CompletableFuture<?> future) throws InterruptedException {
    try {
      future.get(60, TimeUnit.SECONDS);
      return null;
    } catch (ExecutionException e) {
      return e.getCause();
    } catch (java.util.concurrent.TimeoutException e) {
      throw new AssertionError("the future did not complete", e);
    }
  }

  private static byte[] ticketRow(long id) {
    return TicketMapper.INSTANCE.encodeKey(new TicketMapper.Key(id));
  }

  private static byte[] messageRow(long id) {
    return MessageMapper.INSTANCE.encodeKey(new MessageMapper.Key(id));
  }

  /** How many rows of index table {@code index} point at data row {@code row}. */
  private static int indexRows(TableName index, byte[] row) throws IOException {
    int count = 0;
    try (Table t = connection.getTable(index); ResultScanner all = t.getScanner(new Scan())) {
      for (Result r : all) {
        count += Arrays.equals(r.getValue(INDEX_FAMILY, INDEX_REFERENCE), row) ? 1 : 0;
      }
    }
    return count;
  }

  /** The owners the ticket index holds for ticket {@code id}, read raw from the index table, in key order. */
  private static List<String> ownerEntries(long id) throws IOException {
    byte[] row = ticketRow(id);
    List<String> out = new ArrayList<>();
    try (Table index = connection.getTable(ownerIndex); ResultScanner all = index.getScanner(new Scan())) {
      for (Result r : all) {
        if (Arrays.equals(r.getValue(INDEX_FAMILY, INDEX_REFERENCE), row)) {
          byte[] key = r.getRow();
          out.add(Bytes.toString(key, 0, key.length - row.length - 2)); // value, its 0x00 0x00 end, the row
        }
      }
    }
    return out;
  }
}
