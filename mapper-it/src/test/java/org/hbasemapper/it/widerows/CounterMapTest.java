package org.hbasemapper.it.widerows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.model.Conversation;
import org.hbasemapper.it.model.ConversationDao;
import org.hbasemapper.it.model.ConversationMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A dynamic family of Long values as per-key counters: unread messages per member of a conversation. */
@HBaseTest
class CounterMapTest {
  static final UUID ID = UUID.fromString("0c0c0c0c-0000-4000-8000-00000000c0c0");
  static ConversationDao conversations;

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(ConversationMapper.INSTANCE.schema());
    conversations = new ConversationDao(connection);
    conversations.put(new Conversation(ID, "counted", Map.of(1L, "owner"), Map.of(), Map.of()));
  }

  @Test
  void incrementsAreAtomicUnderConcurrentWriters() throws Exception {
    WideRow<Long, Long> unread = conversations.unread(ID);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        done.add(pool.submit(() -> {
          for (int i = 0; i < 50; i++) {
            unread.increment(501L, 1);
            unread.increment(502L, 2);
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    assertThat(unread.get(501L)).hasValue(400L);
    assertThat(unread.get(502L)).hasValue(800L);
    assertThat(unread.increment(501L, -400)).isZero();
    assertThat(unread.increment(777L, 5)).as("a missing entry counts from 0").isEqualTo(5);
    // the values stay readable as the entity's map
    assertThat(conversations.get(ID).orElseThrow().unread()).containsEntry(502L, 800L).containsEntry(777L, 5L);
  }

  @Test
  void aConversationThatSoFarOnlyHasCountersIsFoundByGetAsByExists() {
    UUID ghost = UUID.fromString("0c0c0c0c-0000-4000-8000-0000000000ff");
    conversations.unread(ghost).increment(9L, 3);
    assertThat(conversations.exists(ghost)).isTrue();
    Conversation found = conversations.get(ghost).orElseThrow();
    assertThat(found.id()).isEqualTo(ghost);
    assertThat(found.title()).isNull();
    assertThat(found.unread()).containsExactly(Map.entry(9L, 3L));
    assertThat(conversations.getAll(List.of(new ConversationMapper.Key(ghost)))).hasSize(1);
    UUID nowhere = UUID.fromString("0c0c0c0c-0000-4000-8000-0000000000fe");
    assertThat(conversations.get(nowhere)).isEmpty();
    assertThat(conversations.getAll(List.of(new ConversationMapper.Key(nowhere)))).isEmpty();
  }

  @Test
  void onlyFamiliesOfLongValuesCount() {
    assertThatThrownBy(() -> conversations.members(ID).increment(1L, 1))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessage("increment on Conversation.members needs a dynamic family of Long values (stored as 8-byte HBase "
            + "counters); its values are String: keep the counts in a family of Long values");
  }
}
