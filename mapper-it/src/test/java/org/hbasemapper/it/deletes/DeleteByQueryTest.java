package org.hbasemapper.it.deletes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.writes.BoardMapper;
import org.hbasemapper.it.writes.Card;
import org.hbasemapper.it.writes.CardDao;
import org.hbasemapper.it.writes.CardMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.runtime.query.RangeQuery;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code query()...delete()} removes exactly what the same query reads, in batches of 1,000 keys,
 * with index entries and relation inverses; asynchronously the same; repository {@code deleteBy...}
 * methods over a key range go through it. The differential test applies random seeded deletes (and
 * writes between them) to the table and to a sorted set, and compares counts and contents exactly.
 */
@HBaseTest
class DeleteByQueryTest {
  static final Comparator<Reading> KEY_ORDER =
      Comparator.comparing(Reading::sensor).thenComparingLong(Reading::time);
  static Connection connection;
  static AsyncConnection async;
  static ExecutorService executor;
  static ReadingDao readings;
  static ReadingAsyncDao asyncReadings;
  static MovementDao movements;
  static MovementAsyncDao asyncMovements;

  @BeforeAll
  static void create(Connection c) throws Exception {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(ReadingMapper.INSTANCE.schema());
    schemas.createIfMissing(MovementMapper.INSTANCE.schema());
    schemas.createIfMissing(CardMapper.INSTANCE.schema());
    schemas.createIfMissing(BoardMapper.INSTANCE.schema());
    async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration()).get();
    executor = Executors.newSingleThreadExecutor();
    readings = new ReadingDao(c);
    asyncReadings = new ReadingAsyncDao(async, executor);
    movements = new MovementDao(c);
    asyncMovements = new MovementAsyncDao(async, executor);
  }

  @AfterAll
  static void close() throws Exception {
    async.close();
    executor.shutdown();
  }

  @Test
  void aPrefixOfMoreRowsThanOneBatchIsDeletedWholeAndNothingElse() {
    readings.putAll(series("big1", 2_500));
    readings.putAll(series("big2", 10));
    assertThat(readings.query().sensor("big1").delete()).isEqualTo(2_500);
    assertThat(readings.query().sensor("big1").count()).isZero();
    assertThat(readings.query().sensor("big2").count()).isEqualTo(10);
    assertThat(readings.query().sensor("big1").delete()).as("nothing left to delete").isZero();
  }

  @Test
  void asynchronouslyTheKeysComeABatchAtATimeAndTheFutureHoldsTheCount() {
    readings.putAll(series("asy1", 2_000)); // exactly two batches: the keys end as the second is deleted
    readings.putAll(series("asy2", 2_345));
    assertThat(asyncReadings.query().sensor("asy1").delete().join()).isEqualTo(2_000);
    assertThat(asyncReadings.query().sensor("asy2").timeFrom(345).delete().join()).isEqualTo(2_000);
    assertThat(readings.query().sensor("asy1").count()).isZero();
    assertThat(readings.query().sensor("asy2").list()).extracting(Reading::time)
        .containsExactlyElementsOf(IntStream.range(0, 345).mapToObj(i -> (long) i).toList());
    assertThat(asyncReadings.query().sensor("none").delete().join()).isZero();
  }

  @Test
  void anIndexedEntityLosesItsEntriesWithItsRows() {
    List<Movement> moved = new ArrayList<>();
    for (int i = 0; i < 1_200; i++) {
      moved.add(new Movement("sk01", i, i % 2 == 0 ? "wh-even" : "wh-odd", i));
      moved.add(new Movement("sk02", i, "wh-keep", i));
    }
    movements.putAll(moved);
    assertThat(movements.query().sku("sk01").seqFrom(200).delete()).isEqualTo(1_000);
    assertThat(asyncMovements.query().sku("sk01").delete().join()).isEqualTo(200);
    assertThat(movements.findByWarehouse("wh-even").list()).isEmpty();
    assertThat(movements.findByWarehouse("wh-odd").list()).isEmpty();
    assertThat(movements.findByWarehouse("wh-keep").list()).hasSize(1_200);
    IndexReport report = new IndexAdmin(connection).verify(MovementMapper.INSTANCE, "warehouse", false,
        IndexAdmin.Progress.none());
    assertThat(report.consistent()).as(report.toString()).isTrue();
    assertThat(report.indexRows()).isEqualTo(1_200);
  }

  @Test
  void relationInversesGoWithTheDeletedRows() throws Exception {
    CardDao cards = new CardDao(connection);
    long board = 9_100_000L;
    for (long id = 9_100_001L; id <= 9_100_010L; id++) {
      cards.put(new Card(id, "card " + id, Map.of(board, "todo")));
    }
    assertThat(boardCards(board)).hasSize(10);
    assertThat(cards.query().idBetween(9_100_001L, 9_100_006L).delete()).isEqualTo(5);
    assertThat(boardCards(board)).containsExactlyInAnyOrder(9_100_006L, 9_100_007L, 9_100_008L, 9_100_009L,
        9_100_010L);
  }

  @Test
  void aRepositoryDeletesAKeyRangeThroughTheBatchedDelete() {
    ReadingRepository repository = new ReadingRepositoryImpl(connection);
    readings.putAll(series("rep1", 1_500));
    readings.putAll(series("rep2", 100));
    assertThat(repository.deleteBySensorAndTimeBetween("rep2", 10, 19)).as("Between is inclusive").isEqualTo(10);
    repository.removeBySensorAndValueGreaterThan("rep2", 49.5);
    assertThat(readings.query().sensor("rep2").list()).extracting(Reading::time).containsExactlyElementsOf(
        IntStream.range(0, 50).filter(i -> i < 10 || i > 19).mapToObj(i -> (long) i).toList());
    assertThat(repository.deleteBySensor("rep1")).isEqualTo(1_500);
    assertThat(readings.query().sensor("rep1").count()).isZero();
  }

  /**
   * Random seeded deletes (prefixes, ranges, limits, offsets, reversed, server-side conditions),
   * with writes between them, applied to the table and to a sorted set: every delete returns the
   * model's count and leaves the model's rows, in order.
   */
  @Test
  void randomDeletesMatchAnInMemoryModelExactly() {
    for (long seed : new long[] {7, 42, 2026}) {
      Random random = new Random(seed);
      String[] sensors = {"m" + seed % 10 + "aa", "m" + seed % 10 + "ab", "m" + seed % 10 + "ac"};
      TreeSet<Reading> model = new TreeSet<>(KEY_ORDER);
      for (int op = 0; op < 40; op++) {
        if (op % 4 == 0) {
          List<Reading> written = new ArrayList<>();
          for (int i = 0; i < 60; i++) {
            written.add(new Reading(sensors[random.nextInt(3)], random.nextInt(400) - 200, random.nextInt(100)));
          }
          readings.putAll(written);
          written.forEach(r -> {
            model.remove(r);
            model.add(r);
          });
          continue;
        }
        String sensor = sensors[random.nextInt(3)];
        long from = random.nextInt(400) - 200;
        long to = from + random.nextInt(150);
        double min = random.nextInt(100);
        int limit = 1 + random.nextInt(30);
        int offset = random.nextInt(10);
        int kind = random.nextInt(6);
        String what = "seed " + seed + ", op " + op + ", kind " + kind + ", sensor " + sensor + ", [" + from + ", "
            + to + "), min " + min + ", limit " + limit + ", offset " + offset;
        Predicate<Reading> inPrefix = r -> r.sensor().equals(sensor);
        Predicate<Reading> inRange = inPrefix.and(r -> r.time() >= from && r.time() < to);
        List<Reading> expected = switch (kind) {
          case 0 -> select(model, inPrefix, 0, -1, false);
          case 1 -> select(model, inRange, 0, -1, false);
          case 2 -> select(model, inRange, 0, limit, false);
          case 3 -> select(model, inPrefix, offset, limit, false);
          case 4 -> select(model, inPrefix, 0, limit, true);
          default -> select(model, inPrefix.and(r -> r.value() > min), 0, -1, false);
        };
        RangeQuery<Reading> range = readings.query().sensor(sensor).timeBetween(from, to);
        long deleted = switch (kind) {
          case 0 -> readings.query().sensor(sensor).delete();
          case 1 -> range.delete();
          case 2 -> range.limit(limit).delete();
          case 3 -> readings.query().sensor(sensor).offset(offset).limit(limit).delete();
          case 4 -> readings.query().sensor(sensor).reversed().limit(limit).delete();
          default -> readings.query().sensor(sensor).where(ReadingQuery.VALUE.greaterThan(min)).delete();
        };
        expected.forEach(model::remove);
        assertThat(deleted).as(what).isEqualTo(expected.size());
        for (String s : sensors) {
          assertThat(readings.query().sensor(s).list()).as(what + ", rows of " + s)
              .containsExactlyElementsOf(model.stream().filter(r -> r.sensor().equals(s)).toList());
        }
      }
    }
  }

  /** The rows of {@code model} that {@code test} accepts, in key order (or reversed), after {@code offset}, at most {@code limit} (-1: all). */
  private static List<Reading> select(TreeSet<Reading> model, Predicate<Reading> test, int offset, int limit,
      boolean reversed) {
    List<Reading> all = (reversed ? model.descendingSet() : model).stream().filter(test).collect(Collectors.toList());
    List<Reading> after = all.subList(Math.min(offset, all.size()), all.size());
    return limit < 0 ? after : after.subList(0, Math.min(limit, after.size()));
  }

  private static List<Reading> series(String sensor, int count) {
    return IntStream.range(0, count).mapToObj(i -> new Reading(sensor, i, i)).toList();
  }

  /** The cards the inverse family of board {@code board} lists. */
  private static List<Long> boardCards(long board) throws Exception {
    try (Table table = connection.getTable(BoardMapper.INSTANCE.schema().tableName())) {
      Result row = table.get(new Get(BoardMapper.INSTANCE.encodeKey(new BoardMapper.Key(board)))
          .addFamily(Bytes.toBytes("card")));
      List<Long> ids = new ArrayList<>();
      if (!row.isEmpty()) {
        row.getFamilyMap(Bytes.toBytes("card")).keySet().forEach(q -> ids.add(Bytes.toLong(q) ^ Long.MIN_VALUE));
      }
      return ids;
    }
  }
}
