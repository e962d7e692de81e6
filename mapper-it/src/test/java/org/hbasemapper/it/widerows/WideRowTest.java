package org.hbasemapper.it.widerows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RowTooBigException;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.it.seeds.Star;
import org.hbasemapper.it.seeds.StarDao;
import org.hbasemapper.it.seeds.StarMapper;
import org.hbasemapper.it.seeds.User;
import org.hbasemapper.it.seeds.UserDao;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.LazyMap;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seeds' {@code fans:<user_id> = type} as a {@link WideRow}: single entries without reading the
 * row, and a row of 100,000 fans (too big for a whole-row read on this cluster, whose
 * {@code hbase.table.max.rowsize} is 4 MiB) streamed, paged and counted.
 */
@HBaseTest
class WideRowTest {
  static final long CELEBRITY = 9_000_001L;
  static final int FANS = 100_000;
  static UserDao users;

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(UserMapper.INSTANCE.schema());
    users = new UserDao(connection);
    users.put(new User(CELEBRITY, "star", Gender.FEMALE, null, null, Map.of()));
    WideRow<Long, String> fans = users.fans(CELEBRITY);
    Map<Long, String> chunk = new HashMap<>();
    for (long fan = 0; fan < FANS; fan++) {
      chunk.put(fan, fan % 10 == 0 ? "close friend" : "follower");
      if (chunk.size() == 10_000) {
        fans.putAll(chunk);
        chunk.clear();
      }
    }
  }

  @Test
  void singleEntriesAreWrittenAndReadWithoutReadingTheRow(Connection connection) throws Exception {
    users.put(new User(501L, "ann", Gender.FEMALE, null, null, Map.of(2L, "follower")));
    WideRow<Long, String> fans = users.fans(501L);
    fans.put(3L, "close friend");
    assertThat(fans.get(3L)).contains("close friend");
    assertThat(fans.get(4L)).isEmpty();
    assertThat(fans.contains(2L)).isTrue();
    fans.remove(2L);
    assertThat(fans.contains(2L)).isFalse();
    assertThat(users.get(501L).orElseThrow().getFans()).containsExactly(Map.entry(3L, "close friend"));
    // the seeds' layout: fans:<8-byte user id> = type
    try (Table table = connection.getTable(UserMapper.INSTANCE.schema().tableName())) {
      byte[] value = table.get(new org.apache.hadoop.hbase.client.Get(fans.rowKey())
          .addColumn(Bytes.toBytes("fans"), new byte[] {(byte) 0x80, 0, 0, 0, 0, 0, 0, 3})).value();
      assertThat(Bytes.toString(value)).isEqualTo("close friend");
    }
  }

  @Test
  void aRowTooBigToReadWholeIsStillStreamedInKeyOrder() {
    assertThatThrownBy(() -> users.get(CELEBRITY))
        .isInstanceOf(HBaseAccessException.class)
        .satisfies(e -> assertThat(causes(e)).hasAtLeastOneElementOfType(RowTooBigException.class));

    WideRow<Long, String> fans = users.fans(CELEBRITY);
    long[] expected = {0};
    try (Stream<Map.Entry<Long, String>> stream = fans.batchSize(5_000).stream()) {
      stream.forEach(e -> {
        assertThat(e.getKey()).isEqualTo(expected[0]);
        expected[0]++;
      });
    }
    assertThat(expected[0]).isEqualTo(FANS);
    assertThat(fans.count()).isEqualTo(FANS);
  }

  @Test
  void cursorPagesWalkTheWholeRowWithoutGapsOrRepeats() {
    WideRow<Long, String> fans = users.fans(CELEBRITY);
    List<Long> keys = new ArrayList<>(FANS);
    PageRequest request = PageRequest.ofSize(1000);
    int pages = 0;
    while (true) {
      Page<Map.Entry<Long, String>> page = fans.page(request);
      page.content().forEach(e -> keys.add(e.getKey()));
      pages++;
      if (!page.hasNext()) {
        break;
      }
      request = PageRequest.fromToken(page.next().toToken()); // as a web client would hand it back
    }
    assertThat(pages).isEqualTo(FANS / 1000);
    assertThat(keys).hasSize(FANS);
    for (int i = 0; i < FANS; i++) {
      assertThat(keys.get(i)).isEqualTo(i);
    }
  }

  @Test
  void offsetPagesAndKeyRanges() {
    WideRow<Long, String> fans = users.fans(CELEBRITY);
    assertThat(fans.page(PageRequest.atOffset(50_000, 3)).content()).extracting(Map.Entry::getKey)
        .containsExactly(50_000L, 50_001L, 50_002L);
    WideRow<Long, String> range = fans.between(1_000L, 2_000L);
    assertThat(range.count()).isEqualTo(1_000);
    assertThat(range.page(PageRequest.ofSize(600)).content()).hasSize(600);
    Page<Map.Entry<Long, String>> first = range.page(PageRequest.ofSize(600));
    Page<Map.Entry<Long, String>> second = range.page(first.next());
    assertThat(second.content()).extracting(Map.Entry::getKey).startsWith(1_600L).endsWith(1_999L).hasSize(400);
    assertThat(second.hasNext()).isFalse();
    assertThat(fans.between(99_990L, null).stream().count()).isEqualTo(10);
    assertThat(fans.between(null, 5L).stream().map(Map.Entry::getValue).toList())
        .containsExactly("close friend", "follower", "follower", "follower", "follower");
  }

  @Test
  void negativeKeysSortBeforePositiveOnes() {
    users.put(new User(502L, "bob", Gender.MALE, null, null, Map.of()));
    WideRow<Long, String> fans = users.fans(502L);
    for (long k = -3; k <= 3; k++) {
      fans.put(k, "f" + k);
    }
    assertThat(fans.stream().map(Map.Entry::getKey).toList()).containsExactly(-3L, -2L, -1L, 0L, 1L, 2L, 3L);
    assertThat(fans.between(-2L, 1L).stream().map(Map.Entry::getKey).toList()).containsExactly(-2L, -1L, 0L);
  }

  @Test
  void streamsClosedEarlyReleaseTheirScanner(EmbeddedHBase hbase) {
    int baseline = hbase.openScanners();
    try (Stream<Map.Entry<Long, String>> stream = users.fans(CELEBRITY).batchSize(100).stream()) {
      assertThat(stream.limit(150).count()).isEqualTo(150);
      assertThat(hbase.openScanners()).isGreaterThan(baseline);
    }
    assertThat(hbase.openScanners()).isEqualTo(baseline);
  }

  @Test
  void aBadStoredCellNamesTableRowAndColumn(Connection connection) throws Exception {
    users.put(new User(503L, "cy", Gender.MALE, null, null, Map.of()));
    WideRow<Long, String> fans = users.fans(503L);
    try (Table table = connection.getTable(UserMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(fans.rowKey()).addColumn(Bytes.toBytes("fans"), new byte[] {1, 2}, Bytes.toBytes("x")));
    }
    assertThatThrownBy(() -> fans.stream().count())
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("User.fans").hasMessageContaining("weibo:user").hasMessageContaining("fans:");
    assertThatThrownBy(() -> fans.put(null, "x")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("User.fans");
    assertThatThrownBy(() -> fans.put(1L, null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("null");
  }

  @Test
  void aLazyFamilyIsNotReadWithItsEntityAndLoadsOnFirstUse(Connection connection) {
    StarDao stars = new StarDao(connection);
    Star star = stars.get(CELEBRITY).orElseThrow(); // the same row users.get cannot read whole
    assertThat(star.nickname()).isEqualTo("star");
    assertThat(LazyMap.isLoaded(star.fans())).isFalse();
    assertThat(star.fans().toString()).isEqualTo("LazyMap[not loaded]"); // logging an entity reads nothing
    assertThat(star.fans()).hasSize(FANS);                               // loads, in batches
    assertThat(star.fans().get(40L)).isEqualTo("close friend");
    assertThat(stars.query().id(CELEBRITY).first().orElseThrow().fans()).isInstanceOf(LazyMap.class);
  }

  @Test
  void writingAnEntityWhoseLazyMapWasNeverLoadedLeavesTheFamilyAlone(Connection connection) {
    StarDao stars = new StarDao(connection);
    stars.put(new Star(10L, "dee", Map.of(1L, "follower", 2L, "follower")));
    Star read = stars.get(10L).orElseThrow();
    stars.replace(new Star(10L, "dee renamed", read.fans()));     // fans not loaded: not touched
    stars.put(new Star(10L, "dee again", read.fans()));
    assertThat(stars.fans(10L).count()).isEqualTo(2);
    assertThat(stars.get(10L).orElseThrow().nickname()).isEqualTo("dee again");

    Star loaded = stars.get(10L).orElseThrow();
    loaded.fans().remove(1L);                                      // loads, then changes
    loaded.fans().put(3L, "close friend");
    stars.replace(loaded);                                          // a loaded map is the family
    assertThat(stars.fans(10L).stream().map(Map.Entry::getKey).toList()).containsExactly(2L, 3L);
  }

  @Test
  void thePureMapperDecodesLazyCellsThatAResultHolds(Connection connection) throws Exception {
    StarDao stars = new StarDao(connection);
    stars.put(new Star(11L, "eve", Map.of(5L, "follower")));
    try (Table table = connection.getTable(StarMapper.INSTANCE.schema().tableName())) {
      var result = table.get(new org.apache.hadoop.hbase.client.Get(StarMapper.INSTANCE.encodeKey(new StarMapper.Key(11L))));
      assertThat(StarMapper.INSTANCE.fromResult(result).fans()).containsExactly(Map.entry(5L, "follower"));
    }
  }

  private static List<Throwable> causes(Throwable e) {
    List<Throwable> out = new ArrayList<>();
    for (Throwable t = e; t != null && !out.contains(t); t = t.getCause()) {
      out.add(t);
    }
    return out;
  }
}
