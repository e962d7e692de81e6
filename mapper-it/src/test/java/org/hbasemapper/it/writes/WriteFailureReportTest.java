package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.index.IndexKeys;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Failed writes are reported as what they are: a batch names the data rows it did not write and
 * those it never attempted; a cell over the client's size limit names entity, field, table and row.
 */
@HBaseTest
class WriteFailureReportTest {
  static final byte[] INDEX_FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  static final byte[] INDEX_REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);
  /** Where the message index is split: entries of authors from here on live in their own region. */
  private static final long SECOND_REGION_AUTHORS = 1_000_000L;

  static Connection connection;
  static MessageDao messages;
  static NoteDao notes;
  static TaskDao tasks;

  @BeforeAll
  static void create(Connection c) throws IOException {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(MessageMapper.INSTANCE.schema());
    schemas.createIfMissing(NoteMapper.INSTANCE.schema());
    schemas.createIfMissing(TaskMapper.INSTANCE.schema());
    messages = new MessageDao(c);
    notes = new NoteDao(c);
    tasks = new TaskDao(c);
    // the index table again, split in two, so that one region can be taken offline on its own
    IndexSchema index = MessageMapper.INSTANCE.schema().indexes().get(0);
    try (Admin admin = c.getAdmin()) {
      admin.disableTable(index.tableName());
      admin.deleteTable(index.tableName());
      admin.createTable(index.table().toDescriptor(),
          new byte[][] {IndexKeys.value(LongKeyCodec.INSTANCE, SECOND_REGION_AUTHORS)});
    }
  }

  /** A connection of its own (the shared one keeps its settings) that gives up after 2 retries. */
  private static Connection shortRetries(int maxCellSize) throws IOException {
    Configuration conf = new Configuration(EmbeddedHBase.shared().configuration());
    conf.setInt("hbase.client.retries.number", 2);
    conf.setLong("hbase.client.pause", 50);
    conf.setInt("hbase.rpc.timeout", 3_000);
    conf.setInt("hbase.client.operation.timeout", 10_000);
    conf.setInt("hbase.client.meta.operation.timeout", 10_000);
    conf.setInt("hbase.client.keyvalue.maxsize", maxCellSize);
    return ConnectionFactory.createConnection(conf);
  }

  private static Message message(long id, long author) {
    return new Message(id, author, "hello " + id);
  }

  private static byte[] messageRow(long id) {
    return MessageMapper.INSTANCE.encodeKey(new MessageMapper.Key(id));
  }

  /**
   * 40,000 messages, the index region of the later authors offline from element 12,000 on: the
   * rounds before it are written, its 2,000 rows failed (data row keys of the data table, not the
   * index keys whose write failed), and the 26,000 after it were never attempted.
   */
  @Test
  void anIndexedPutAllReportsTheDataRowsItDidNotWriteAndThoseItNeverAttempted() throws Exception {
    List<Message> batch = new ArrayList<>();
    for (int i = 0; i < 40_000; i++) {
      batch.add(message(100_000 + i, i < 12_000 ? i % 100 : SECOND_REGION_AUTHORS + i % 100));
    }
    TableName indexTable = MessageMapper.INSTANCE.schema().indexes().get(0).tableName();
    RegionInfo upper;
    try (Admin admin = connection.getAdmin()) {
      upper = admin.getRegions(indexTable).stream().filter(r -> r.getStartKey().length > 0).findFirst().orElseThrow();
      admin.unassign(upper.getRegionName());
    }
    BatchWriteException failure;
    try (Connection shortRetries = shortRetries(10_485_760)) {
      MessageDao dao = new MessageDao(shortRetries);
      failure = catchThrowableOfType(BatchWriteException.class, () -> dao.putAll(batch));
    } finally {
      reassign(indexTable, upper);
    }

    assertThat(failure).isNotNull()
        .hasMessageStartingWith("2000 row(s) not written, 26000 not attempted, 0 written with upkeep incomplete, "
            + "0 of unknown outcome in table wr:message; not written: " + RowBytes.hex(messageRow(112_000)))
        .hasMessageContaining("; not attempted: " + RowBytes.hex(messageRow(114_000)))
        .hasMessageContaining("; every other row was written; repeat the rows not written, not attempted or of "
            + "unknown outcome as they are; cause: writing entries of index authorId to table "
            + indexTable.getNameAsString() + " failed: ");
    assertThat(failure.table()).isEqualTo("wr:message");
    assertThat(failure.failedRows()).extracting(RowBytes::hex).containsExactlyElementsOf(hexRows(112_000, 114_000));
    assertThat(failure.notAttemptedRows()).extracting(RowBytes::hex)
        .containsExactlyElementsOf(hexRows(114_000, 140_000));
    List<MessageMapper.Key> keys = IntStream.range(100_000, 140_000).mapToObj(i -> new MessageMapper.Key(i)).toList();
    assertThat(messages.getAll(keys)).extracting(Message::id)
        .as("every row before the failed round, and none after")
        .containsExactlyElementsOf(IntStream.range(100_000, 112_000).mapToObj(i -> (long) i).toList());
    assertThat(messages.findByAuthorId(7).list()).hasSize(120);
  }

  private static List<String> hexRows(int from, int to) {
    return IntStream.range(from, to).mapToObj(i -> RowBytes.hex(messageRow(i))).toList();
  }

  /** Takes {@code region} back online and waits until it serves reads. */
  private static void reassign(TableName table, RegionInfo region) throws Exception {
    try (Admin admin = connection.getAdmin()) {
      admin.assign(region.getRegionName());
    }
    try (Connection probe = shortRetries(10_485_760); Table t = probe.getTable(table)) {
      for (int attempt = 0; ; attempt++) {
        try {
          t.get(new Get(region.getStartKey()));
          return;
        } catch (IOException e) {
          if (attempt == 120) {
            throw e;
          }
          Thread.sleep(500);
        }
      }
    }
  }

  @Test
  void aPutAllWhoseIndexTableIsDisabledWritesNoDataRowAndSaysSo() throws Exception {
    TableName indexTable = MessageMapper.INSTANCE.schema().indexes().get(0).tableName();
    List<Message> batch = List.of(message(1, 1), message(2, 2), message(3, 3));
    try (Admin admin = connection.getAdmin()) {
      admin.disableTable(indexTable);
      try (Connection shortRetries = shortRetries(10_485_760)) {
        MessageDao dao = new MessageDao(shortRetries);
        assertThatThrownBy(() -> dao.putAll(batch))
            .isInstanceOfSatisfying(BatchWriteException.class, e -> {
              assertThat(e.failedRows()).extracting(RowBytes::hex)
                  .containsExactly(RowBytes.hex(messageRow(1)), RowBytes.hex(messageRow(2)), RowBytes.hex(messageRow(3)));
              assertThat(e.notAttemptedRows()).isEmpty();
            })
            .hasMessageStartingWith("3 row(s) not written, 0 not attempted, 0 written with upkeep incomplete, 0 of unknown outcome in table wr:message; not written: ");
      } finally {
        admin.enableTable(indexTable);
      }
    }
    assertThat(messages.exists(1L) || messages.exists(2L) || messages.exists(3L)).isFalse();
  }

  @Test
  void aCellOverTheClientsLimitNamesEntityFieldTableAndRow() {
    String big = "x".repeat(10 * 1024 * 1024);
    byte[] row = NoteMapper.INSTANCE.encodeKey(new NoteMapper.Key(1));

    assertThatThrownBy(() -> notes.put(new Note(1, big)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Note.text (table wr:note, row " + RowBytes.hex(row) + ", column d:text) is a cell of ")
        .hasMessageContaining("over the client's limit of 10485760 bytes (hbase.client.keyvalue.maxsize)");
    assertThatThrownBy(() -> notes.replace(new Note(1, big))).hasMessageStartingWith("Note.text (table wr:note");
    assertThatThrownBy(() -> notes.putIfAbsent(new Note(1, big))).hasMessageStartingWith("Note.text (table wr:note");
    assertThat(notes.exists(1L)).isFalse();
  }

  @Test
  void aCellOverTheLimitFailsItsRowOfAPutAllAndTheOthersAreWritten() {
    String big = "x".repeat(10 * 1024 * 1024);
    byte[] row = NoteMapper.INSTANCE.encodeKey(new NoteMapper.Key(12));

    assertThatThrownBy(() -> notes.putAll(List.of(new Note(11, "a"), new Note(12, big), new Note(13, "c"))))
        .isInstanceOfSatisfying(BatchWriteException.class, e -> {
          assertThat(e.failedRows()).extracting(RowBytes::hex).containsExactly(RowBytes.hex(row));
          assertThat(e.notAttemptedRows()).isEmpty();
        })
        .hasMessageStartingWith("1 row(s) not written, 0 not attempted, 0 written with upkeep incomplete, 0 of unknown outcome in table wr:note; not written: "
            + RowBytes.hex(row))
        .hasMessageContaining("Note.text (table wr:note, row " + RowBytes.hex(row) + ", column d:text) is a cell of ");
    assertThat(notes.get(11L)).contains(new Note(11, "a"));
    assertThat(notes.get(13L)).contains(new Note(13, "c"));
    assertThat(notes.exists(12L)).isFalse();
  }

  @Test
  void aPutAllIntoAMissingTableSaysSoInOneLine() throws IOException {
    try (Connection shortRetries = shortRetries(10_485_760)) {
      NoteDao missing = new NoteDao(shortRetries, MapperOptions.defaults().withNamespace("wr", "wr_never_created"));

      assertThatThrownBy(() -> missing.putAll(List.of(new Note(1, "a"), new Note(2, "b"))))
          .isInstanceOf(HBaseMapperException.class)
          .hasMessageContaining("table wr_never_created:note does not exist; create it first "
              + "(SchemaManager.createIfMissing(schema))")
          .satisfies(e -> assertThat(e.getMessage()).as("one line").doesNotContain("\n"));
    }
  }

  /** The limit is the client's own setting, read from the DAO's connection. */
  @Test
  void theLimitIsTheConnectionsAndHoldsForIndexedAndVersionedBatches() throws IOException {
    String big = "x".repeat(5_000);
    try (Connection small = shortRetries(4_096)) {
      MessageDao indexed = new MessageDao(small);
      assertThatThrownBy(() -> indexed.putAll(List.of(new Message(501, 5, "a"), new Message(502, 5, big))))
          .isInstanceOfSatisfying(BatchWriteException.class, e -> assertThat(e.failedRows()).extracting(RowBytes::hex)
              .containsExactly(RowBytes.hex(messageRow(502))))
          .hasMessageContaining("over the client's limit of 4096 bytes");
      assertThat(messages.findByAuthorId(5).list()).containsExactly(new Message(501, 5, "a"));

      TaskDao versioned = new TaskDao(small);
      byte[] row = TaskMapper.INSTANCE.encodeKey(new TaskMapper.Key(602));
      assertThatThrownBy(() -> versioned.putAll(List.of(
              new Task(601, "ann", "open", null, 0), new Task(602, "ann", "open", big, 0),
              new Task(603, "ann", "open", null, 0))))
          .isInstanceOfSatisfying(BatchWriteException.class, e -> assertThat(e.failedRows()).extracting(RowBytes::hex)
              .containsExactly(RowBytes.hex(row)))
          .hasMessageContaining("Task.notes (table wr:task, row " + RowBytes.hex(row) + ", column d:notes)");
      assertThat(tasks.findByOwner("ann").list()).extracting(Task::id).containsExactly(601L, 603L);
      assertThatThrownBy(() -> versioned.replace(new Task(601, "ann", "open", big, 1)))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Task.notes");
      assertThat(tasks.get(601L).orElseThrow().notes()).isNull();
    }
  }

  /** No index entry is left pointing at a message that was never written. */
  @Test
  void anIndexedPutAllWritesNoEntryForARowItRefused() throws IOException {
    String big = "x".repeat(5_000);
    try (Connection small = shortRetries(4_096)) {
      assertThatThrownBy(() -> new MessageDao(small).putAll(List.of(new Message(511, 6, big))))
          .isInstanceOf(BatchWriteException.class);
    }
    byte[] row = messageRow(511);
    try (Table index = connection.getTable(MessageMapper.INSTANCE.schema().indexes().get(0).tableName());
        ResultScanner all = index.getScanner(new Scan())) {
      all.forEach(r -> assertThat(Arrays.equals(r.getValue(INDEX_FAMILY, INDEX_REFERENCE), row)).isFalse());
    }
  }
}
