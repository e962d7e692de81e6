package org.hbasemapper.it.dao;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.model.Conversation;
import org.hbasemapper.it.model.ConversationDao;
import org.hbasemapper.it.model.ConversationMapper;
import org.hbasemapper.it.model.Message;
import org.hbasemapper.it.model.MessageDao;
import org.hbasemapper.it.model.MessageMapper;
import org.hbasemapper.it.query.Reading;
import org.hbasemapper.it.query.ReadingDao;
import org.hbasemapper.it.query.ReadingMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One corrupt stored cell fails a read by default, naming table, row and column; with a bad-data
 * handler the rest of the table stays readable and the bad rows are reported, not silently dropped.
 */
@HBaseTest
class BadDataTest {
  static final UUID CONVERSATION = UUID.fromString("0bad0000-0000-4000-8000-000000000bad");
  static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
  static final int MESSAGES = 25;
  static final int BAD = 7;
  static final long AUTHOR = 77_777;

  static MessageDao messages;
  static ConversationDao conversations;
  static ReadingDao readings;
  static byte[] badRow;

  @BeforeAll
  static void load(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(MessageMapper.INSTANCE.schema());
    schemas.createIfMissing(ConversationMapper.INSTANCE.schema());
    schemas.createIfMissing(ReadingMapper.INSTANCE.schema());
    messages = new MessageDao(connection);
    conversations = new ConversationDao(connection);
    readings = new ReadingDao(connection);
    List<Message> all = new ArrayList<>();
    for (int i = 0; i < MESSAGES; i++) {
      all.add(new Message(CONVERSATION, T0.plusSeconds(i), i, AUTHOR, null, "m" + i));
    }
    messages.putAll(all);
    badRow = MessageMapper.INSTANCE.encodeKey(new MessageMapper.Key(CONVERSATION, T0.plusSeconds(BAD), BAD));
    // another program wrote 3 bytes where a long belongs; the index entry still points at the row
    try (Table table = connection.getTable(MessageMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(badRow).addColumn(Bytes.toBytes("d"), Bytes.toBytes("text"), new byte[] {1, 2, 3})
          .addColumn(Bytes.toBytes("d"), Bytes.toBytes("authorId"), new byte[] {0, 0, 1}));
    }
    List<Reading> points = new ArrayList<>();
    for (int h = 0; h < 6; h++) {
      for (int t = 0; t < 5; t++) {
        points.add(new Reading(String.format("bad-h%02d", h), t, t));
      }
    }
    readings.putAll(points);
    try (Table table = connection.getTable(ReadingMapper.INSTANCE.schema().tableName())) {
      byte[] row = ReadingMapper.INSTANCE.toPut(new Reading("bad-h03", 2, 0)).getRow();
      table.put(new Put(row).addColumn(Bytes.toBytes("d"), Bytes.toBytes("value"), new byte[] {9}));
    }
    UUID id = UUID.fromString("0bad0000-0000-4000-8000-00000000c0de");
    conversations.put(new Conversation(id, "x", Map.of(), Map.of(1L, 1L, 2L, 2L, 3L, 3L), Map.of()));
    try (Table table = connection.getTable(ConversationMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(ConversationMapper.INSTANCE.encodeKey(new ConversationMapper.Key(id)))
          .addColumn(Bytes.toBytes("unread"), LongKeyCodec.INSTANCE.encode(2L), new byte[] {5}));
    }
  }

  /**
   * The bad readings live in a table other test classes of this JVM read whole (SaltedQueryTest): they
   * go, and the bad message row with them, so no other class meets them in an order-dependent way.
   */
  @AfterAll
  static void removeTheBadRows(Connection connection) throws IOException {
    for (int h = 0; h < 6; h++) {
      for (int t = 0; t < 5; t++) {
        readings.delete(String.format("bad-h%02d", h), t);
      }
    }
    try (Table table = connection.getTable(MessageMapper.INSTANCE.schema().tableName())) {
      table.delete(new org.apache.hadoop.hbase.client.Delete(badRow));
    }
  }

  @Test
  void byDefaultTheBadRowFailsTheReadAndIsNamed() {
    assertThatThrownBy(() -> messages.query().conversationId(CONVERSATION).list())
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("chat:message")
        .hasMessageContaining(RowBytes.hex(badRow))
        .hasMessageContaining("d:authorId");
  }

  @Test
  void aHandlerSkipsAndReportsBadRowsInListsStreamsAndPages() {
    List<MappingException> bad = new CopyOnWriteArrayList<>();
    List<Message> read = messages.query().conversationId(CONVERSATION).skipBadData(bad::add).list();
    assertThat(read).hasSize(MESSAGES - 1).noneMatch(m -> m.messageId() == BAD);
    assertThat(bad).singleElement().satisfies(e -> assertThat(e.table()).isEqualTo("chat:message"));

    bad.clear();
    try (Stream<Message> stream = messages.query().conversationId(CONVERSATION).skipBadData(bad::add).limit(20).stream()) {
      assertThat(stream.count()).as("skipped rows do not count against the limit").isEqualTo(20);
    }
    assertThat(bad).hasSize(1);

    bad.clear();
    List<Message> paged = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(6);
    while (true) {
      Page<Message> page = messages.query().conversationId(CONVERSATION).skipBadData(bad::add).page(request);
      if (page.hasNext()) {
        assertThat(page.content()).as("full pages despite the skipped row").hasSize(6);
      }
      paged.addAll(page.content());
      if (!page.hasNext()) {
        break;
      }
      request = page.next();
    }
    assertThat(paged).hasSize(MESSAGES - 1);
    assertThat(bad).hasSize(1);
  }

  @Test
  void multiGetsSkipBadRowsWithAHandler() {
    List<MessageMapper.Key> keys = new ArrayList<>();
    for (int i = 0; i < MESSAGES; i++) {
      keys.add(new MessageMapper.Key(CONVERSATION, T0.plusSeconds(i), i));
    }
    assertThatThrownBy(() -> messages.getAll(keys)).isInstanceOf(MappingException.class)
        .hasMessageContaining(RowBytes.hex(badRow));
    List<MappingException> bad = new ArrayList<>();
    assertThat(messages.getAll(keys, bad::add)).hasSize(MESSAGES - 1).extracting(Message::messageId)
        .doesNotContain((long) BAD);
    assertThat(bad).singleElement().satisfies(e -> assertThat(e.column()).isEqualTo("d:authorId"));
  }

  @Test
  void indexLookupsSkipBadRowsToo() {
    assertThatThrownBy(() -> messages.findByAuthorId(AUTHOR).list()).isInstanceOf(MappingException.class);
    List<MappingException> bad = new ArrayList<>();
    assertThat(messages.findByAuthorId(AUTHOR).skipBadData(bad::add).list()).hasSize(MESSAGES - 1);
    assertThat(bad).hasSize(1);
    assertThat(messages.findByAuthorId(AUTHOR).skipBadData(e -> { }).page(PageRequest.ofSize(MESSAGES)).content())
        .hasSize(MESSAGES - 1);
  }

  @Test
  void saltedMergesSkipBadRows() {
    assertThatThrownBy(() -> readings.query().hostIdBetween("bad-h00", "bad-h99").list())
        .isInstanceOf(MappingException.class).hasMessageContaining("d:value");
    List<MappingException> bad = new ArrayList<>();
    assertThat(readings.query().hostIdBetween("bad-h00", "bad-h99").skipBadData(bad::add).list()).hasSize(29);
    assertThat(bad).hasSize(1);
  }

  @Test
  void wideRowsSkipBadEntries() {
    UUID id = UUID.fromString("0bad0000-0000-4000-8000-00000000c0de");
    assertThatThrownBy(() -> {
      try (var s = conversations.unread(id).stream()) {
        s.count();
      }
    }).isInstanceOf(MappingException.class);
    List<MappingException> bad = new ArrayList<>();
    try (var s = conversations.unread(id).skipBadData(bad::add).stream()) {
      assertThat(s.map(Map.Entry::getKey)).containsExactly(1L, 3L);
    }
    assertThat(bad).hasSize(1);
    Page<Map.Entry<Long, Long>> page = conversations.unread(id).skipBadData(e -> { }).page(PageRequest.ofSize(2));
    assertThat(page.content()).extracting(Map.Entry::getKey).containsExactly(1L, 3L);
    assertThat(page.hasNext()).isFalse();
  }
}
