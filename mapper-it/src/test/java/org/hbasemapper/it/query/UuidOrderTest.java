package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.model.Conversation;
import org.hbasemapper.it.model.ConversationDao;
import org.hbasemapper.it.model.ConversationMapper;
import org.hbasemapper.it.model.Message;
import org.hbasemapper.it.model.MessageDao;
import org.hbasemapper.it.model.MessageMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * UUID ranges follow one order everywhere: the unsigned order of their 16 bytes, which is the order of
 * their canonical strings (RFC 4122), not {@link UUID#compareTo}, which compares signed halves.
 */
@HBaseTest
class UuidOrderTest {
  // in unsigned (string) order: LOW < MID_LOW < MID_HIGH < HIGH; UUID.compareTo puts MID_HIGH and HIGH first
  static final UUID LOW = UUID.fromString("10000000-0000-4000-8000-000000000001");
  static final UUID MID_LOW = UUID.fromString("7fffffff-0000-4000-8000-000000000002");
  static final UUID MID_HIGH = UUID.fromString("80000000-0000-4000-8000-000000000003");
  static final UUID HIGH = UUID.fromString("f0000000-0000-4000-8000-000000000004");
  static final List<UUID> UNSIGNED_ORDER = List.of(LOW, MID_LOW, MID_HIGH, HIGH);
  static final Instant T0 = Instant.parse("2026-02-01T00:00:00Z");
  static final long AUTHOR = 9_001;

  static MessageDao messages;
  static ConversationDao conversations;

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(MessageMapper.INSTANCE.schema());
    schemas.createIfMissing(ConversationMapper.INSTANCE.schema());
    messages = new MessageDao(connection);
    conversations = new ConversationDao(connection);
    int i = 0;
    for (UUID id : UNSIGNED_ORDER) {
      messages.put(new Message(id, T0, i, AUTHOR, id, "about " + id));
      conversations.put(new Conversation(id, "t", Map.of(), Map.of(), Map.of()));
      i++;
    }
    conversations.pins(LOW).putAll(Map.of(LOW, "a", MID_LOW, "b", MID_HIGH, "c", HIGH, "d"));
  }

  @Test
  void theJdkOrderDiffersFromTheOneWeFollow() {
    assertThat(MID_HIGH.compareTo(LOW)).isNegative(); // signed: 0x80000000... is negative
    assertThat(MID_HIGH.toString().compareTo(LOW.toString())).isPositive();
  }

  @Test
  void keyQueriesFollowTheUnsignedOrder() {
    assertThat(conversations.query().idBetween(LOW, HIGH).list()).extracting(Conversation::id)
        .containsExactly(LOW, MID_LOW, MID_HIGH);
    assertThat(conversations.query().idBetween(MID_LOW, HIGH).list()).extracting(Conversation::id)
        .containsExactly(MID_LOW, MID_HIGH);
    assertThat(conversations.query().idFrom(MID_HIGH).list()).extracting(Conversation::id)
        .containsExactly(MID_HIGH, HIGH);
    // other tests' conversations (ids starting 0x0) sort before LOW
    assertThat(conversations.query().idBefore(MID_HIGH).list()).extracting(Conversation::id)
        .filteredOn(UNSIGNED_ORDER::contains).containsExactly(LOW, MID_LOW);
  }

  @Test
  void anInvertedRangeIsRefusedNotEmpty() {
    // in UUID.compareTo order MID_HIGH < LOW, so a caller following the JDK would expect this to work
    assertThatThrownBy(() -> conversations.query().idBetween(MID_HIGH, LOW))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("from is after toExclusive in key order")
        .hasMessageContaining("unsigned 128-bit");
    assertThatThrownBy(() -> messages.query().conversationIdBetween(HIGH, LOW))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> messages.findByTopicIdBetween(HIGH, MID_LOW))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unsigned 128-bit");
    assertThatThrownBy(() -> conversations.pins(LOW).between(HIGH, LOW))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unsigned 128-bit");
    // equal bounds are an empty range, not a mistake
    assertThat(conversations.query().idBetween(LOW, LOW).list()).isEmpty();
  }

  @Test
  void indexRangesFollowTheUnsignedOrder() {
    assertThat(messages.findByTopicIdBetween(MID_LOW, HIGH).list()).extracting(Message::topicId)
        .containsExactly(MID_LOW, MID_HIGH);
    UUID afterHigh = UUID.fromString("f0000000-0000-4000-8000-000000000005");
    assertThat(messages.findByTopicIdBetween(LOW, afterHigh).list()).extracting(Message::topicId)
        .containsExactly(LOW, MID_LOW, MID_HIGH, HIGH);
  }

  @Test
  void wideRowRangesFollowTheUnsignedOrder() {
    try (var entries = conversations.pins(LOW).between(MID_LOW, HIGH).stream()) {
      assertThat(entries.map(Map.Entry::getKey)).containsExactly(MID_LOW, MID_HIGH);
    }
    try (var entries = conversations.pins(LOW).stream()) {
      assertThat(entries.map(Map.Entry::getKey)).containsExactlyElementsOf(UNSIGNED_ORDER);
    }
  }
}
