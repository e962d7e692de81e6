package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.model.Conversation;
import org.hbasemapper.it.model.ConversationDao;
import org.hbasemapper.it.model.ConversationMapper;
import org.hbasemapper.it.model.Message;
import org.hbasemapper.it.model.MessageDao;
import org.hbasemapper.it.model.MessageMapper;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Page tokens are untrusted input: a web service hands them to its clients and gets them back. A token
 * of one query must never make another query return rows outside its own range, whatever the client
 * does to it.
 */
@HBaseTest
class PageTokenTest {
  static final UUID A = UUID.fromString("0a000000-0000-4000-8000-00000000000a");
  static final UUID B = UUID.fromString("0b000000-0000-4000-8000-00000000000b");
  static final UUID C = UUID.fromString("0c000000-0000-4000-8000-00000000000c");
  static final int PER_CONVERSATION = 40;
  static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  static final String FOREIGN = "belongs to another query";

  static MessageDao messages;
  static ConversationDao conversations;
  static ReadingDao readings;

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(MessageMapper.INSTANCE.schema());
    schemas.createIfMissing(ConversationMapper.INSTANCE.schema());
    schemas.createIfMissing(ReadingMapper.INSTANCE.schema());
    messages = new MessageDao(connection);
    conversations = new ConversationDao(connection);
    readings = new ReadingDao(connection);
    List<Message> all = new ArrayList<>();
    for (UUID conversation : List.of(A, B, C)) {
      for (int i = 0; i < PER_CONVERSATION; i++) {
        all.add(message(conversation, i));
      }
    }
    messages.putAll(all);
    for (UUID conversation : List.of(A, B, C)) {
      Map<Long, String> members = new HashMap<>();
      for (long user = 1; user <= 30; user++) {
        members.put(user, user % 5 == 0 ? "admin" : "member");
      }
      conversations.put(new Conversation(conversation, "c", members, Map.of(), Map.of()));
    }
    List<Reading> points = new ArrayList<>();
    for (int h = 0; h < 10; h++) {
      for (int t = 0; t < 20; t++) {
        points.add(new Reading(String.format("tok-h%02d", h), 1_000L + t, h + t));
      }
    }
    readings.putAll(points);
  }

  static Message message(UUID conversation, int i) {
    // authors 501 and 502 (and 503) write to every conversation
    return new Message(conversation, T0.plusSeconds(i), 1000 + i, 501 + i % 3,
        new UUID(i % 2 == 0 ? 1L : -1L, 7L), "m" + i);
  }

  /** Every page of a query, each continued from a token that went through its string form. */
  static <T> List<T> walk(Function<PageRequest, Page<T>> query, int size) {
    List<T> all = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(size);
    while (true) {
      Page<T> page = query.apply(PageRequest.fromToken(request.toToken()));
      all.addAll(page.content());
      if (!page.hasNext()) {
        return all;
      }
      request = page.next();
    }
  }

  static PageRequest tokenOf(Page<?> page) {
    return PageRequest.fromToken(page.next().toToken());
  }

  @Test
  void ownTokensWalkEveryRowOnceInBothDirections() {
    List<Message> forward = walk(r -> messages.query().conversationId(A).page(r), 7);
    assertThat(forward).hasSize(PER_CONVERSATION).allMatch(m -> m.conversationId().equals(A))
        .isSortedAccordingTo(Comparator.comparing(Message::sentAt).reversed());
    List<Message> backward = walk(r -> messages.query().conversationId(A).reversed().page(r), 7);
    assertThat(backward).hasSize(PER_CONVERSATION).isSortedAccordingTo(Comparator.comparing(Message::sentAt));
  }

  @Test
  void aTokenOfOneConversationIsRefusedByAnother() {
    PageRequest ofA = tokenOf(messages.query().conversationId(A).page(PageRequest.ofSize(10)));
    assertThatThrownBy(() -> messages.query().conversationId(B).page(ofA))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(FOREIGN);
  }

  @Test
  void forgedCursorsOutsideTheRangeAreRefusedInBothDirections() {
    for (byte[] cursor : new byte[][] {{0}, filled(30, (byte) 0xFF), MessageMapper.INSTANCE.encodeKey(
        new MessageMapper.Key(A, T0, 1000))}) {
      PageRequest forged = PageRequest.fromToken(PageRequest.after(cursor, 50).toToken());
      assertThatThrownBy(() -> messages.query().conversationId(B).page(forged))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(FOREIGN);
      assertThatThrownBy(() -> messages.query().conversationId(B).reversed().page(forged))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(FOREIGN);
    }
  }

  @Test
  void aTokenOfAnotherQueryIsRefusedEvenWhenItsCursorLiesInsideTheRange() {
    // a narrower range over B: its cursor is inside B's whole range
    PageRequest narrower = tokenOf(messages.query().conversationId(B)
        .sentAtBetween(T0.plusSeconds(5), T0.plusSeconds(30)).page(PageRequest.ofSize(5)));
    assertThatThrownBy(() -> messages.query().conversationId(B).page(narrower))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(FOREIGN);
    // the other direction
    PageRequest forward = tokenOf(messages.query().conversationId(B).page(PageRequest.ofSize(5)));
    assertThatThrownBy(() -> messages.query().conversationId(B).reversed().page(forward))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(FOREIGN);
    // another table's query
    PageRequest ofConversations = tokenOf(conversations.query().page(PageRequest.ofSize(1)));
    assertThatThrownBy(() -> messages.query().page(ofConversations))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(FOREIGN);
  }

  @Test
  void saltedQueriesBindTheirTokensInOneBucketAndAcrossBuckets() {
    List<Reading> fanOut = walk(r -> readings.query().hostIdBetween("tok-h00", "tok-h99").page(r), 9);
    assertThat(fanOut).hasSize(200);
    List<Reading> oneHost = walk(r -> readings.query().hostId("tok-h03").page(r), 6);
    assertThat(oneHost).hasSize(20).allMatch(r -> r.hostId().equals("tok-h03"));

    PageRequest ofHost3 = tokenOf(readings.query().hostId("tok-h03").page(PageRequest.ofSize(5)));
    PageRequest ofAll = tokenOf(readings.query().hostIdBetween("tok-h00", "tok-h99").page(PageRequest.ofSize(5)));
    assertThatThrownBy(() -> readings.query().hostId("tok-h04").page(ofHost3)).hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> readings.query().hostId("tok-h04").page(ofAll)).hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> readings.query().hostIdBetween("tok-h00", "tok-h99").page(ofHost3))
        .hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> readings.query().hostId("tok-h04").reversed().page(ofHost3))
        .hasMessageContaining(FOREIGN);
    PageRequest forged = PageRequest.after(ReadingMapper.INSTANCE.encodeKey(new ReadingMapper.Key("tok-h03", 1_005L)),
        5);
    assertThatThrownBy(() -> readings.query().hostId("tok-h04").page(forged)).hasMessageContaining(FOREIGN);
  }

  @Test
  void indexLookupsBindTheirTokens() {
    List<Message> by502 = walk(r -> messages.findByAuthorId(502).page(r), 4);
    assertThat(by502).isNotEmpty().allMatch(m -> m.authorId() == 502);
    PageRequest of501 = tokenOf(messages.findByAuthorId(501).page(PageRequest.ofSize(4)));
    assertThatThrownBy(() -> messages.findByAuthorId(502).page(of501)).hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> messages.findByTopicId(new UUID(1L, 7L)).page(of501)).hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> messages.findByAuthorId(502).page(PageRequest.after(new byte[] {0}, 50)))
        .hasMessageContaining(FOREIGN);
    // a key query's token on a lookup, and back
    PageRequest ofKeys = tokenOf(messages.query().conversationId(A).page(PageRequest.ofSize(4)));
    assertThatThrownBy(() -> messages.findByAuthorId(502).page(ofKeys)).hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> messages.query().page(of501)).hasMessageContaining(FOREIGN);
  }

  @Test
  void wideRowsBindTheirTokensToTheRowAndRange() {
    assertThat(walk(r -> conversations.members(A).page(r), 7)).hasSize(30);
    PageRequest ofA = tokenOf(conversations.members(A).page(PageRequest.ofSize(7)));
    assertThatThrownBy(() -> conversations.members(B).page(ofA)).hasMessageContaining(FOREIGN);
    assertThatThrownBy(() -> conversations.members(A).between(10L, 20L).page(ofA)).hasMessageContaining(FOREIGN);
    PageRequest ofRange = tokenOf(conversations.members(A).between(10L, 20L).page(PageRequest.ofSize(3)));
    // a qualifier cursor past the range's end
    PageRequest past = PageRequest.after(filled(8, (byte) 0xFF), 3);
    assertThatThrownBy(() -> conversations.members(A).between(10L, 20L).page(past)).hasMessageContaining(FOREIGN);
    assertThat(conversations.members(A).between(10L, 20L).page(ofRange).content()).extracting(Map.Entry::getKey)
        .containsExactly(13L, 14L, 15L);
  }

  @Test
  void forgedSizesAndOffsetsAreRefusedBeforeAnythingIsRead() {
    assertThatThrownBy(() -> PageRequest.atOffset(1_000_000_000_000L, 10)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.ofSize(500_000_000)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.ofSize(Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class);
    // the largest page allowed is read without allocating for it up front
    assertThat(messages.query().conversationId(A).page(PageRequest.ofSize(PageRequest.MAX_SIZE)).content())
        .hasSize(PER_CONVERSATION);
    assertThat(messages.findByAuthorId(501).page(PageRequest.ofSize(PageRequest.MAX_SIZE)).hasNext()).isFalse();
    assertThat(messages.query().conversationId(A).page(PageRequest.atOffset(PageRequest.MAX_OFFSET, 5)).content())
        .isEmpty();
  }

  @Test
  void randomCursorsNeverReturnARowOutsideTheQuery() {
    long seed = System.nanoTime();
    Random random = new Random(seed);
    List<byte[]> realKeys = new ArrayList<>();
    for (UUID conversation : List.of(A, B, C)) {
      for (int i = 0; i < PER_CONVERSATION; i += 5) {
        Message m = message(conversation, i);
        realKeys.add(MessageMapper.INSTANCE.encodeKey(MessageMapper.INSTANCE.keyOf(m)));
      }
    }
    int refused = 0;
    int served = 0;
    for (int i = 0; i < 300; i++) {
      byte[] cursor = randomCursor(random, realKeys);
      PageRequest request = PageRequest.after(cursor, 1 + random.nextInt(10));
      boolean reversed = random.nextBoolean();
      try {
        Page<Message> page = reversed ? messages.query().conversationId(B).reversed().page(request)
            : messages.query().conversationId(B).page(request);
        assertThat(page.content()).as("seed %d, cursor %s", seed, Arrays.toString(cursor))
            .allMatch(m -> m.conversationId().equals(B));
        served++;
      } catch (IllegalArgumentException e) {
        assertThat(e).hasMessageContaining(FOREIGN);
        refused++;
      }
      checkIndexPage(request, 502, m -> m.authorId() == 502, seed, cursor);
    }
    assertThat(served).as("some random cursors fall inside B's range").isPositive();
    assertThat(refused).isPositive();
  }

  private static void checkIndexPage(PageRequest request, long author, Predicate<Message> belongs, long seed,
      byte[] cursor) {
    try {
      assertThat(messages.findByAuthorId(author).page(request).content())
          .as("seed %d, cursor %s", seed, Arrays.toString(cursor)).allMatch(belongs);
    } catch (IllegalArgumentException e) {
      assertThat(e).hasMessageContaining(FOREIGN);
    }
  }

  /** Random bytes, or a real row key with a few bytes changed, cut or extended. */
  private static byte[] randomCursor(Random random, List<byte[]> realKeys) {
    if (random.nextInt(3) == 0) {
      byte[] bytes = new byte[1 + random.nextInt(40)];
      random.nextBytes(bytes);
      return bytes;
    }
    byte[] key = realKeys.get(random.nextInt(realKeys.size())).clone();
    int changes = random.nextInt(3);
    for (int c = 0; c < changes; c++) {
      key[random.nextInt(key.length)] = (byte) random.nextInt(256);
    }
    int length = Math.max(1, key.length + random.nextInt(9) - 4);
    return Arrays.copyOf(key, length);
  }

  private static byte[] filled(int n, byte value) {
    byte[] out = new byte[n];
    Arrays.fill(out, value);
    return out;
  }
}
