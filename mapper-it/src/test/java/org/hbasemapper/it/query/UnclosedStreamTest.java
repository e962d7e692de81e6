package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.model.Conversation;
import org.hbasemapper.it.model.ConversationDao;
import org.hbasemapper.it.model.ConversationMapper;
import org.hbasemapper.it.model.Message;
import org.hbasemapper.it.model.MessageDao;
import org.hbasemapper.it.model.MessageMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Streams a caller drops without closing: once unreachable, their scanners are closed on the region
 * server instead of waiting out their lease.
 */
@HBaseTest
class UnclosedStreamTest {
  static final UUID CONVERSATION = UUID.fromString("1eaf0000-0000-4000-8000-000000001eaf");
  static MessageDao messages;
  static ReadingDao readings;
  static ConversationDao conversations;

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(MessageMapper.INSTANCE.schema());
    schemas.createIfMissing(ReadingMapper.INSTANCE.schema());
    schemas.createIfMissing(ConversationMapper.INSTANCE.schema());
    messages = new MessageDao(connection);
    readings = new ReadingDao(connection);
    conversations = new ConversationDao(connection);
    List<Message> all = new ArrayList<>();
    Instant t0 = Instant.parse("2026-04-01T00:00:00Z");
    for (int i = 0; i < 30; i++) {
      all.add(new Message(CONVERSATION, t0.plusSeconds(i), i, 4242, null, "m" + i));
    }
    messages.putAll(all);
    List<Reading> points = new ArrayList<>();
    for (int h = 0; h < 16; h++) {
      for (int t = 0; t < 10; t++) {
        points.add(new Reading(String.format("leak-%02d", h), t, t));
      }
    }
    readings.putAll(points);
    Map<Long, String> members = new HashMap<>();
    for (long m = 0; m < 50; m++) {
      members.put(m, "member");
    }
    conversations.put(new Conversation(CONVERSATION, "leaky", members, Map.of(), Map.of()));
  }

  /**
   * The leak count once the streams earlier tests of this JVM dropped have been collected: the counter is
   * the JVM's, and a slow collection under load would otherwise count another test's leak as this one's.
   */
  private static long settledLeaks() throws InterruptedException {
    long last = -1;
    int stable = 0;
    while (stable < 5) {
      System.gc();
      Thread.sleep(100);
      long now = LeakDetector.leaks();
      stable = now == last ? stable + 1 : 0;
      last = now;
    }
    return last;
  }

  @Test
  void droppedStreamsHaveTheirScannersClosed(EmbeddedHBase hbase) throws InterruptedException {
    long leaksBefore = settledLeaks();
    int baseline = hbase.openScanners();
    int dropped = openAndDrop();
    assertThat(hbase.openScanners()).as("scanners held by the dropped streams").isGreaterThan(baseline);

    long deadline = System.currentTimeMillis() + 60_000;
    while ((LeakDetector.leaks() < leaksBefore + dropped || hbase.openScanners() > baseline)
        && System.currentTimeMillis() < deadline) {
      System.gc();
      Thread.sleep(100);
    }
    assertThat(LeakDetector.leaks() - leaksBefore).isEqualTo(dropped);
    assertThat(hbase.openScanners()).as("every scanner closed without waiting for its lease").isEqualTo(baseline);
  }

  /** Opens streams of every kind, reads one element of each, and drops them. */
  private static int openAndDrop() {
    int n = 0;
    for (int i = 0; i < 5; i++) {
      firstOf(messages.query().conversationId(CONVERSATION).batchSize(2).stream());
      firstOf(readings.query().hostIdBetween("leak-00", "leak-99").batchSize(2).stream()); // salted: 8 buckets
      firstOf(messages.findByAuthorId(4242).batchSize(2).stream());
      firstOf(conversations.members(CONVERSATION).batchSize(2).stream());
      n += 4;
    }
    // an iterator taken from the stream keeps it alive while it is read
    Iterator<Message> reading = messages.query().conversationId(CONVERSATION).batchSize(2).stream().iterator();
    System.gc();
    int count = 0;
    while (reading.hasNext()) {
      reading.next();
      count++;
    }
    assertThat(count).isEqualTo(30);
    return n;
  }

  private static void firstOf(Stream<?> stream) {
    assertThat(stream.iterator().hasNext()).isTrue();
  }

  @Test
  void closedOrExhaustedStreamsAreNotReported() throws InterruptedException {
    long leaksBefore = settledLeaks();
    for (int i = 0; i < 10; i++) {
      try (Stream<Message> stream = messages.query().conversationId(CONVERSATION).batchSize(2).stream()) {
        stream.findFirst();
      }
      assertThat(messages.query().conversationId(CONVERSATION).stream().count()).isEqualTo(30);
      assertThat(readings.query().hostIdBetween("leak-00", "leak-99").list()).hasSize(160);
    }
    for (int i = 0; i < 20; i++) {
      System.gc();
      Thread.sleep(50);
    }
    assertThat(LeakDetector.leaks()).isEqualTo(leaksBefore);
  }
}
