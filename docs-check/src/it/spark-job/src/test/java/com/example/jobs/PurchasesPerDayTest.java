package com.example.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.sql.SparkSession;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The job on Spark's local mode beside the embedded HBase, against plain Java sums. */
@HBaseTest
class PurchasesPerDayTest {
  private static final Instant START = Instant.parse("2026-03-01T00:00:00Z");
  private static final List<Purchase> PURCHASES = new ArrayList<>();
  private static SparkSession spark;

  @BeforeAll
  static void purchases(Connection connection) {
    spark = SparkSession.builder().master("local[2]").config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4").getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    SchemaManager schemas = new SchemaManager(connection);
    schemas.create(PurchaseMapper.INSTANCE.schema());
    schemas.create(DailyPurchasesMapper.INSTANCE.schema());
    Random random = new Random(36);
    for (int i = 0; i < 2_000; i++) {
      PURCHASES.add(new Purchase("u" + random.nextInt(100), START.plusSeconds(random.nextInt(10 * 86_400)), "p" + i,
          BigDecimal.valueOf(random.nextInt(10_000), 2), 1 + random.nextInt(5)));
    }
    new PurchaseDao(connection).putAll(PURCHASES);
  }

  @Test
  void theSumsWrittenThroughTheDaoAndAsHFilesAreJavasSums(Connection connection) {
    Map<String, DailyPurchases> expected = new TreeMap<>();
    for (Purchase p : PURCHASES) {
      LocalDate day = LocalDate.ofInstant(p.time(), ZoneOffset.UTC);
      expected.merge(p.userId() + "/" + day, new DailyPurchases(p.userId(), day, 1, p.quantity(), p.price()),
          (a, b) -> new DailyPurchases(a.userId(), a.day(), a.purchases() + 1, a.items() + b.items(),
              a.spent().add(b.spent())));
    }
    expected.replaceAll((key, d) -> new DailyPurchases(d.userId(), d.day(), d.purchases(), d.items(),
        d.spent().stripTrailingZeros()));
    PurchasesPerDay job = new PurchasesPerDay(spark, connection);
    DailyPurchasesDao sums = new DailyPurchasesDao(connection);

    assertEquals(expected.size(), job.put());
    assertEquals(expected, read(sums));
    sums.query().list().forEach(d -> sums.delete(d.userId(), d.day()));
    assertEquals(expected.size(), job.bulkLoad());
    assertEquals(expected, read(sums));
  }

  private static Map<String, DailyPurchases> read(DailyPurchasesDao sums) {
    Map<String, DailyPurchases> read = new TreeMap<>();
    // BigDecimal sums compared by value: the stored scale is the sum's
    sums.query().list().forEach(d -> read.put(d.userId() + "/" + d.day(), new DailyPurchases(d.userId(), d.day(),
        d.purchases(), d.items(), d.spent().stripTrailingZeros())));
    return read;
  }
}
