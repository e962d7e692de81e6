package org.hbasemapper.spark.read;

import static org.apache.spark.sql.functions.sum;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.spark.sql.Row;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.spark.DatasetRead;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Reading a salted table of sales as a Dataset (a count, a sum per user) against the same scans run by
 * the blocking DAO in one thread, in one JVM beside the embedded HBase; docs/benchmarks.md, "Spark
 * reading", has the command and the figures. Runs only with {@code -Dhbasemapper.bench.spark-read=true};
 * {@code -Dhbasemapper.bench.rows=N} (default 1,000,000), {@code -Dhbasemapper.bench.rounds=R} (default 3).
 */
@HBaseTest
@EnabledIfSystemProperty(named = "hbasemapper.bench.spark-read", matches = "true")
class SparkReadBenchmark {
  private static final int ROWS = Integer.getInteger("hbasemapper.bench.rows", 1_000_000);
  private static final int ROUNDS = Integer.getInteger("hbasemapper.bench.rounds", 3);

  @Test
  void readOneMillionSales(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(SaleMapper.INSTANCE.schema());
    schemas.create(SaleMapper.INSTANCE.schema());
    SaleDao dao = new SaleDao(connection);
    long loadStart = System.nanoTime();
    Stream<Sale> sales = IntStream.range(0, ROWS).mapToObj(SaleReadTest::sale);
    BulkLoad.of(connection, EntityCells.of(dao)).load(sales);
    System.out.printf("loaded %,d sales in %.1f s%n", ROWS, (System.nanoTime() - loadStart) / 1e9);

    EntityDatasets hbase = EntityDatasets.of(Spark.session(), connection);
    DatasetRead<Sale> read = hbase.reading(dao.query());
    System.out.printf("%d scans, %d partitions, Spark %s, %d task threads%n", read.scans().size(),
        read.rdd().getNumPartitions(), Spark.session().version(), Spark.session().sparkContext().defaultParallelism());

    List<String> lines = new ArrayList<>();
    lines.add(time("raw scans, one thread (no decoding)", () -> rawScans(connection, read.scans())));
    lines.add(time("DAO stream: count", () -> {
      try (Stream<Sale> all = dao.query().stream()) {
        return all.count();
      }
    }));
    lines.add(time("DAO stream: sum of cents per user", () -> {
      Map<String, Long> perUser = new HashMap<>();
      try (Stream<Sale> all = dao.query().stream()) {
        all.forEach(s -> perUser.merge(s.userId(), s.cents(), Long::sum));
      }
      return perUser.size();
    }));
    lines.add(time("Dataset: count", () -> hbase.read(dao.query()).count()));
    lines.add(time("Dataset: sum of cents per user", () -> {
      List<Row> perUser = hbase.read(dao.query()).groupBy("userId").agg(sum("cents")).collectAsList();
      return perUser.size();
    }));
    lines.add(time("RDD: count", () -> hbase.reading(dao.query()).rdd().count()));
    System.out.println(String.join("\n", lines));
  }

  /** The best and the median of {@link #ROUNDS} runs of {@code work}, after one to warm up. */
  private static String time(String what, LongSupplier work) {
    long answer = work.getAsLong();
    long[] nanos = new long[ROUNDS];
    for (int i = 0; i < ROUNDS; i++) {
      long start = System.nanoTime();
      assertThat(work.getAsLong()).as(what).isEqualTo(answer);
      nanos[i] = System.nanoTime() - start;
    }
    java.util.Arrays.sort(nanos);
    return String.format("| %s | %.2f s | %.2f s | %,d |", what, nanos[0] / 1e9, nanos[ROUNDS / 2] / 1e9, answer);
  }

  private static long rawScans(Connection connection, List<Scan> scans) {
    long rows = 0;
    try (Table table = connection.getTable(SaleMapper.INSTANCE.schema().tableName())) {
      for (Scan scan : scans) {
        try (ResultScanner scanner = table.getScanner(scan)) {
          for (Iterator<Result> it = scanner.iterator(); it.hasNext(); it.next()) {
            rows++;
          }
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return rows;
  }
}
