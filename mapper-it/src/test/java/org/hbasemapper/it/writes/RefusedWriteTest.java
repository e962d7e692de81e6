package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A write refused by its {@code @Version} check (or by {@code putIfAbsent}) leaves nothing behind:
 * the index entries it wrote before its data row are taken back, and relation inverses, written
 * only after the data row, are never written.
 */
@HBaseTest
class RefusedWriteTest {
  static final byte[] INDEX_FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  static final byte[] INDEX_REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);
  static Connection connection;
  static TicketDao tickets;
  static TaskDao tasks;
  static BoardDao boards;
  static CardDao cards;

  @BeforeAll
  static void create(Connection c) {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(TicketMapper.INSTANCE.schema());
    schemas.createIfMissing(TaskMapper.INSTANCE.schema());
    schemas.createIfMissing(BoardMapper.INSTANCE.schema());
    schemas.createIfMissing(CardMapper.INSTANCE.schema());
    tickets = new TicketDao(c);
    tasks = new TaskDao(c);
    boards = new BoardDao(c);
    cards = new CardDao(c);
  }

  @Test
  void aStalePutLeavesNoIndexEntry() throws IOException {
    tickets.put(new Ticket(77, "alice", 0));

    assertThatThrownBy(() -> tickets.put(new Ticket(77, "mallory", 0)))
        .isInstanceOf(StaleEntityException.class).hasMessageContaining("no stored row");

    assertThat(ownerEntries(77)).containsExactly("alice");
    assertThat(tickets.findByOwner("alice").list()).containsExactly(new Ticket(77, "alice", 1));
    assertThat(tickets.findByOwner("mallory").list()).isEmpty();
  }

  @Test
  void aStaleReplaceLeavesNoIndexEntry() throws IOException {
    tickets.put(new Ticket(78, "bob", 0));
    tickets.put(new Ticket(78, "bob", 1)); // version 2 now

    assertThatThrownBy(() -> tickets.replace(new Ticket(78, "mallory", 1)))
        .isInstanceOf(StaleEntityException.class).hasMessageContaining("stored version 1");

    assertThat(ownerEntries(78)).containsExactly("bob");
    assertThat(tickets.get(78L)).contains(new Ticket(78, "bob", 2));
  }

  @Test
  void aStaleEntityEndsAVersionedPutAllAndLeavesNoIndexEntry() throws IOException {
    tickets.put(new Ticket(79, "carol", 0));

    assertThatThrownBy(() -> tickets.putAll(List.of(
            new Ticket(80, "dave", 0), new Ticket(79, "mallory", 0), new Ticket(81, "erin", 0))))
        .isInstanceOf(StaleEntityException.class)
        .satisfies(e -> assertThat(((StaleEntityException) e).rowKeyHex()).isEqualTo(hex(79)));

    assertThat(ownerEntries(79)).containsExactly("carol");
    assertThat(tickets.get(80L)).contains(new Ticket(80, "dave", 1));
    assertThat(tickets.exists(81L)).as("after the stale entity: not attempted").isFalse();
    assertThat(ownerEntries(81)).isEmpty();
  }

  @Test
  void aRefusedPutIfAbsentLeavesNoIndexEntry() throws IOException {
    tickets.put(new Ticket(82, "frank", 0));

    assertThat(tickets.putIfAbsent(new Ticket(82, "mallory", 0))).isFalse();

    assertThat(ownerEntries(82)).containsExactly("frank");
  }

  /**
   * A covering copy whose key the stored row still holds is not deleted, but made the stored row
   * again: the refused write had copied its own cells into it.
   */
  @Test
  void aStaleWriteLeavesCoveringCopiesAsTheStoredRow() throws IOException {
    tasks.put(new Task(5, "alice", "triage", null, 0));

    assertThatThrownBy(() -> tasks.put(new Task(5, "mallory", "triage", "pwned", 0)))
        .isInstanceOf(StaleEntityException.class);
    assertThatThrownBy(() -> tasks.replace(new Task(5, "alice", "wontfix", null, 0)))
        .isInstanceOf(StaleEntityException.class);

    Task stored = new Task(5, "alice", "triage", null, 1);
    assertThat(tasks.findByOwner("alice").list()).containsExactly(stored);
    assertThat(tasks.findByOwner("mallory").list()).isEmpty();
    assertThat(tasks.findByStatus("triage").list()).containsExactly(stored);
    assertThat(tasks.findByStatus("wontfix").list()).isEmpty();
    assertThat(indexRows("wr:task_idx_owner", taskRow(5))).hasSize(1);
    List<Result> byStatus = indexRows("wr:task_idx_by_status", taskRow(5));
    assertThat(byStatus).hasSize(1);
    byte[] d = Bytes.toBytes("d");
    assertThat(Bytes.toString(byStatus.get(0).getValue(d, Bytes.toBytes("owner")))).isEqualTo("alice");
    assertThat(byStatus.get(0).getValue(d, Bytes.toBytes("notes"))).as("the refused write's cell").isNull();
  }

  /**
   * A refused writer takes back an entry that a concurrent, successful writer of the same value
   * needs as well. Whichever acts last sees the other's data row, so the entry stays.
   */
  @Test
  void aRefusedWriterNeverRemovesAnEntryAConcurrentWriterOfTheSameValueNeeds() throws IOException {
    IndexMaintainer<Ticket> steps = upkeep(TicketMapper.INSTANCE);
    for (boolean winnerLandsFirst : List.of(true, false)) {
      long id = winnerLandsFirst ? 90 : 91;
      tickets.put(new Ticket(id, "old" + id, 0));
      Ticket winner = new Ticket(id, "zed" + id, 1);
      Ticket loser = new Ticket(id, "zed" + id, 1); // read the same version: its check will fail
      long restored = steps.stats().restored();
      try (Table data = connection.getTable(TableName.valueOf("wr:ticket"))) {
        Put loserPut = TicketMapper.INSTANCE.toPut(loser);
        IndexMaintainer.Plan refused = Futures.join(steps.planWrite(List.of(loser), List.of(loserPut), true));
        Futures.join(steps.writeEntries(refused));
        if (winnerLandsFirst) {
          tickets.put(winner); // entry, data row, check: all done before the loser takes its entry back
          Futures.join(steps.withdraw(refused)); // the row holds the value: the entry stays
        } else {
          Put winnerPut = TicketMapper.INSTANCE.toPut(winner)
              .addColumn(Bytes.toBytes("d"), Bytes.toBytes("version"), Bytes.toBytes(2L));
          IndexMaintainer.Plan won = Futures.join(steps.planWrite(List.of(winner), List.of(winnerPut), true));
          Futures.join(steps.writeEntries(won));
          Futures.join(steps.withdraw(refused)); // removes the shared entry: the row does not hold the value yet
          data.put(winnerPut);
          Futures.join(steps.complete(won)); // finds its entry gone while its row holds the value: restores it
        }
      }
      assertThat(tickets.findByOwner("zed" + id).list()).as("winner first: %s", winnerLandsFirst)
          .containsExactly(new Ticket(id, "zed" + id, 2));
      assertThat(ownerEntries(id)).containsExactly("zed" + id);
      assertThat(steps.stats().restored()).isEqualTo(restored + (winnerLandsFirst ? 0 : 1));
    }
  }

  /** Relation inverses are written after the data row: a refused write never reaches them. */
  @Test
  void aStaleWriteOfARelationOwnerTouchesNoInverse() throws Exception {
    cards.put(new Card(1, "one", Map.of()));
    cards.put(new Card(2, "two", Map.of()));
    boards.put(new Board(10, "sprint", 0, Map.of(1L, "todo")));
    assertThat(inverse(1)).containsExactly(Map.entry(10L, "todo"));

    assertThatThrownBy(() -> boards.put(new Board(10, "sprint", 0, Map.of(2L, "done"))))
        .isInstanceOf(StaleEntityException.class);
    assertThatThrownBy(() -> boards.replace(new Board(10, "sprint", 0, Map.of())))
        .isInstanceOf(StaleEntityException.class);
    assertThatThrownBy(() -> boards.putAll(List.of(new Board(10, "sprint", 0, Map.of(2L, "done")))))
        .isInstanceOf(StaleEntityException.class);

    assertThat(inverse(1)).as("a stale replace dropping the card leaves its inverse").containsEntry(10L, "todo");
    assertThat(inverse(2)).as("a stale put adding the card writes no inverse").isEmpty();
    assertThat(boards.get(10L).orElseThrow().cards()).containsExactly(Map.entry(1L, "todo"));
  }

  // ---- helpers -------------------------------------------------------------------------------------

  private static String hex(long id) {
    return RowBytes.hex(TicketMapper.INSTANCE.encodeKey(new TicketMapper.Key(id)));
  }

  private static byte[] taskRow(long id) {
    return TaskMapper.INSTANCE.encodeKey(new TaskMapper.Key(id));
  }

  /** The owners the ticket index holds for ticket {@code id}, read raw from the index table. */
  private static List<String> ownerEntries(long id) throws IOException {
    byte[] row = TicketMapper.INSTANCE.encodeKey(new TicketMapper.Key(id));
    List<String> out = new ArrayList<>();
    for (Result r : indexRows("wr:ticket_idx_owner", row)) {
      byte[] key = r.getRow();
      out.add(Bytes.toString(key, 0, key.length - row.length - 2)); // value, its 0x00 0x00 end, the row
    }
    return out;
  }

  /** The rows of index table {@code table} that point at data row {@code row}. */
  private static List<Result> indexRows(String table, byte[] row) throws IOException {
    List<Result> out = new ArrayList<>();
    try (Table index = connection.getTable(TableName.valueOf(table));
        ResultScanner all = index.getScanner(new Scan())) {
      for (Result r : all) {
        if (java.util.Arrays.equals(r.getValue(INDEX_FAMILY, INDEX_REFERENCE), row)) {
          out.add(r);
        }
      }
    }
    return out;
  }

  /** The {@code board} family of card {@code id}, read raw: board id -> lane. */
  private static Map<Long, String> inverse(long id) throws IOException {
    Map<Long, String> out = new TreeMap<>();
    try (Table t = connection.getTable(TableName.valueOf("wr:card"))) {
      byte[] row = CardMapper.INSTANCE.encodeKey(new CardMapper.Key(id));
      Result r = t.get(new Get(row).addFamily(Bytes.toBytes("board")));
      if (!r.isEmpty()) {
        r.getFamilyMap(Bytes.toBytes("board"))
            .forEach((q, v) -> out.put(Bytes.toLong(q) ^ Long.MIN_VALUE, Bytes.toString(v)));
      }
    }
    return out;
  }

  /**
   * The index upkeep a DAO of {@code mapper} runs, built on its own so that a test takes its steps one by
   * one: the same table calls, and the same re-reads of data rows as the DAO's.
   */
  private static <E> IndexMaintainer<E> upkeep(EntityMapper<E, ?> mapper) {
    return new IndexMaintainer<>(TableIo.blocking(connection), mapper, new RowReads(mapper.schema())::get);
  }
}
