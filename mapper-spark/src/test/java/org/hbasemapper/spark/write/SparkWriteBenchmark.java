package org.hbasemapper.spark.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Iterator;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.Function;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.BulkLoadReport;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.spark.DatasetWrite;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * "Spark writing" in docs/benchmarks.md: 1,000,000 entities ({@code -Dhbasemapper.bench.rows=N} for
 * another count), made in an order unrelated to their keys, into an empty table pre-split in 8 regions,
 * as HFiles through Spark's local mode ({@link DatasetWrite#bulkLoad}) against mapper-mapreduce's
 * {@link BulkLoad} in this one JVM, and through the DAO per partition ({@link DatasetWrite#put}); plain,
 * then with one secondary index. Each bulk path has a round over a tenth of the rows before the timed
 * one. Run only with {@code -Dhbasemapper.bench.spark-write=true}; {@code -Dhbasemapper.bench.spark-put=false}
 * leaves the put out.
 */
@HBaseTest
@EnabledIfSystemProperty(named = "hbasemapper.bench.spark-write", matches = "true")
class SparkWriteBenchmark {
  private static final int ROWS = Integer.getInteger("hbasemapper.bench.rows", 1_000_000);
  /** The input's partitions: two per task thread of local[2]. */
  private static final int PARTITIONS = 4;

  /** The 10,000 user ids, made once: formatting them per entity would cost more than writing it. */
  private static final String[] USERS = IntStream.range(0, 10_000).mapToObj(u -> String.format("u%07d", u))
      .toArray(String[]::new);

  static BenchSale plain(int i) {
    return new BenchSale(USERS[i % 10_000], Instant.ofEpochMilli(1_700_000_000_000L + i), "p" + (i % 500),
        BigDecimal.valueOf(i % 10_000, 2), i % 7);
  }

  static IndexedBenchSale indexed(int i) {
    return new IndexedBenchSale(USERS[i % 10_000], Instant.ofEpochMilli(1_700_000_000_000L + i), "p" + (i % 500),
        "sku-" + (i % 50_000), BigDecimal.valueOf(i % 10_000, 2), i % 7);
  }

  /** Entity number {@code i}'s place: a multiplicative permutation, so that no input is in key order. */
  static int shuffled(long i) {
    return (int) ((i * 2_654_435_761L) % ROWS);
  }

  @Test
  void plain(Connection connection) throws IOException {
    run("spark.bulkload", connection, new BenchSaleDao(connection), SparkWriteBenchmark::plain,
        i -> plain(shuffled(i)));
  }

  @Test
  void indexed(Connection connection) throws IOException {
    run("spark.bulkload-index", connection, new IndexedBenchSaleDao(connection), SparkWriteBenchmark::indexed,
        i -> indexed(shuffled(i)));
  }

  private static <E> void run(String name, Connection connection, EntityDao<E, ?> dao, IntFunction<E> entity,
      Function<Long, E> made) throws IOException {
    TableSchema schema = dao.schema();
    EntityDatasets hbase = EntityDatasets.of(Spark.session(), connection);
    JavaRDD<E> entities = Spark.session().range(0, ROWS, 1, PARTITIONS).javaRDD().map(made);
    Path work = Files.createTempDirectory("spark-bench-");

    // a round of each bulk path over a tenth of the rows first, so that neither is timed with cold code
    int warmUp = ROWS / 10;
    Fixtures.fresh(connection, MapperOptions.defaults(), schema);
    hbase.writing(dao).bulkLoad(Spark.session().range(0, warmUp, 1, PARTITIONS).javaRDD().map(made));
    Fixtures.fresh(connection, MapperOptions.defaults(), schema);
    BulkLoad.of(connection, EntityCells.of(dao)).workDirectory(work).load(() -> entities(entity, warmUp));

    Fixtures.fresh(connection, MapperOptions.defaults(), schema);
    long start = System.nanoTime();
    DatasetWrite.LoadReport spark = hbase.writing(dao).bulkLoad(entities);
    double sparkMs = (System.nanoTime() - start) / 1e6;
    assertThat(count(dao)).isEqualTo(ROWS);

    Fixtures.fresh(connection, MapperOptions.defaults(), schema);
    start = System.nanoTime();
    BulkLoadReport single = BulkLoad.of(connection, EntityCells.of(dao)).workDirectory(work)
        .load(() -> entities(entity, ROWS));
    double singleMs = (System.nanoTime() - start) / 1e6;
    assertThat(count(dao)).isEqualTo(ROWS);

    System.out.printf(Locale.ROOT, "%-22s %,d rows: Spark bulkLoad %,.0f ms (HFiles %,d, load %,d); BulkLoad %,.0f ms "
        + "(read %,d, HFiles %,d, load %,d); Spark/BulkLoad = %.2f%n", name, ROWS, sparkMs, spark.writing().toMillis(),
        spark.loading().toMillis(), singleMs, single.reading().toMillis(), single.writing().toMillis(),
        single.loading().toMillis(), sparkMs / singleMs);
    if (!Boolean.parseBoolean(System.getProperty("hbasemapper.bench.spark-put", "true"))) {
      return;
    }
    Fixtures.fresh(connection, MapperOptions.defaults(), schema);
    start = System.nanoTime();
    DatasetWrite.PutReport puts = hbase.writing(dao).put(entities);
    double putMs = (System.nanoTime() - start) / 1e6;
    flush(connection, schema);
    double flushedMs = (System.nanoTime() - start) / 1e6;
    assertThat(puts.entities()).isEqualTo(ROWS);
    System.out.printf(Locale.ROOT, "%-22s %,d rows: Spark put %,.0f ms (%,.0f with the flush); Spark bulkLoad/put = "
        + "%.2f%n", name, ROWS, putMs, flushedMs, sparkMs / putMs);
  }

  private static long count(EntityDao<?, ?> dao) {
    return dao instanceof BenchSaleDao d ? d.query().count() : ((IndexedBenchSaleDao) dao).query().count();
  }

  private static void flush(Connection connection, TableSchema schema) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      admin.flush(schema.tableName());
      for (var index : schema.indexes()) {
        admin.flush(index.tableName());
      }
    }
  }

  /** The first {@code rows} entities, made as they are read. */
  private static <E> Iterator<E> entities(IntFunction<E> entity, int rows) {
    return new Iterator<>() {
      private long next;

      @Override
      public boolean hasNext() {
        return next < rows;
      }

      @Override
      public E next() {
        if (next >= rows) {
          throw new NoSuchElementException();
        }
        return entity.apply(shuffled(next++));
      }
    };
  }
}
