package org.hbasemapper.spark.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.spark.DatasetRead;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded random queries (key prefixes, ranges, conditions the servers decide) read as Datasets and by
 * the blocking DAO: the same rows, compared exactly as lists sorted by row key.
 * {@code -Dhbasemapper.test.spark-queries=N} runs N queries (default 12), {@code -Dhbasemapper.test.seed=S}
 * another seed.
 */
@HBaseTest
class DifferentialReadTest {
  private static final int QUERIES = Integer.getInteger("hbasemapper.test.spark-queries", 12);
  private static final long SEED = Long.getLong("hbasemapper.test.seed", 36);
  private static final int HOSTS = 12;
  private static final int SENSORS = 5;
  private static final int TIMES = 80;
  private static final String[] STATUSES = {"ok", "warn", "fail", "ok "};

  @BeforeAll
  static void readings(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(ReadingMapper.INSTANCE.schema());
    schemas.create(ReadingMapper.INSTANCE.schema());
    splitEveryBucketAtSensor3(connection);
    Random random = new Random(SEED);
    List<Reading> readings = new ArrayList<>();
    for (int h = 0; h < HOSTS; h++) {
      for (int s = 0; s < SENSORS; s++) {
        for (int t = 0; t < TIMES; t++) {
          readings.add(new Reading(host(h), s, 1_000L * t, random.nextGaussian() * 10,
              random.nextInt(5) == 0 ? null : STATUSES[random.nextInt(STATUSES.length)],
              random.nextInt(4) == 0 ? null : random.nextInt(21) - 10, Channel.values()[random.nextInt(3)]));
        }
      }
    }
    new ReadingDao(connection).putAll(readings);
  }

  private static String host(int h) {
    return "h" + (char) ('a' + h);
  }

  /** A region boundary inside every host's rows of every bucket, at its sensor 3: scans that cross it have two partitions. */
  private static void splitEveryBucketAtSensor3(Connection connection) throws IOException {
    TableName table = ReadingMapper.INSTANCE.schema().tableName();
    List<byte[]> points = new ArrayList<>(Arrays.asList(ReadingMapper.INSTANCE.schema().splitKeys()));
    for (int h = 0; h < HOSTS; h += 2) {
      points.add(ReadingMapper.INSTANCE.encodeKey(new ReadingMapper.Key(host(h), 3, 0L)));
    }
    try (Admin admin = connection.getAdmin()) {
      TableDescriptor created = admin.getDescriptor(table);
      admin.disableTable(table);
      admin.deleteTable(table);
      admin.createTable(created, points.stream().distinct().toArray(byte[][]::new));
    }
  }

  @Test
  void randomQueriesReadTheSameRowsAsTheBlockingDao(Connection connection) {
    ReadingDao dao = new ReadingDao(connection);
    EntityDatasets hbase = EntityDatasets.of(Spark.session(), connection);
    Random random = new Random(SEED);
    Comparator<Reading> byRowKey = Comparator.comparing(ReadingMapper.INSTANCE::rowKey, Arrays::compareUnsigned);
    int nonEmpty = 0;
    for (int i = 0; i < QUERIES; i++) {
      KeyQuery<Reading, ?> query = randomQuery(dao, random);
      List<Reading> expected = query.list().stream().sorted(byRowKey).toList();
      DatasetRead<Reading> read = hbase.reading(query);

      List<Reading> rows = (i % 4 == 3 ? read.rdd().collect() : read.dataset().collectAsList()).stream()
          .sorted(byRowKey).toList();

      assertThat(rows).as("query %d of seed %d, scans %s", i, SEED, read.scans()).isEqualTo(expected);
      nonEmpty += expected.isEmpty() ? 0 : 1;
    }
    assertThat(nonEmpty).as("queries that found rows").isGreaterThan(QUERIES / 2);
  }

  private static KeyQuery<Reading, ?> randomQuery(ReadingDao dao, Random random) {
    String h = host(random.nextInt(HOSTS));
    int s = random.nextInt(SENSORS);
    long from = 1_000L * random.nextInt(TIMES);
    KeyQuery<Reading, ?> query = switch (random.nextInt(7)) {
      case 0 -> dao.query();
      case 1 -> dao.query().host(h);
      case 2 -> dao.query().host(h).sensor(s);
      case 3 -> dao.query().host(h).sensor(s).timeBetween(from, from + 1_000L * random.nextInt(30));
      case 4 -> dao.query().hostBetween(h, host(Math.min(HOSTS, h.charAt(1) - 'a' + 1 + random.nextInt(4))));
      case 5 -> random.nextBoolean() ? dao.query().host(h).sensorFrom(s) : dao.query().host(h).sensorBefore(s);
      default -> dao.query().host(h).sensorBetween(Math.min(s, 2), Math.max(s, 3));
    };
    int conditions = random.nextInt(3);
    for (int c = 0; c < conditions; c++) {
      query = query.where(randomCondition(random));
    }
    return query;
  }

  private static Condition<Reading> randomCondition(Random random) {
    return switch (random.nextInt(8)) {
      case 0 -> ReadingQuery.LEVEL.greaterThan(random.nextInt(21) - 10);
      case 1 -> ReadingQuery.LEVEL.isNull();
      case 2 -> ReadingQuery.STATUS.in(List.of(STATUSES[random.nextInt(4)], STATUSES[random.nextInt(4)]));
      case 3 -> ReadingQuery.VALUE.lessThan(random.nextGaussian() * 10);
      case 4 -> ReadingQuery.CHANNEL.equalTo(Channel.values()[random.nextInt(3)]);
      case 5 -> ReadingQuery.STATUS.notEqualTo("ok");
      case 6 -> ReadingQuery.LEVEL.between(-5, random.nextInt(10)).and(ReadingQuery.STATUS.isNotNull());
      default -> ReadingQuery.VALUE.greaterThanOrEqual(0.0).and(ReadingQuery.LEVEL.lessThanOrEqual(0));
    };
  }
}
