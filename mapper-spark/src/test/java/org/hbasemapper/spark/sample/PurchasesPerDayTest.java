package org.hbasemapper.spark.sample;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/** The sample job against a plain Java sum of the same purchases. */
@HBaseTest
class PurchasesPerDayTest {
  private static final Instant START = Instant.parse("2026-03-01T00:00:00Z");

  @Test
  void sumsEveryUsersPurchasesPerDayInTheWindow(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(PurchaseMapper.INSTANCE.schema());
    schemas.create(PurchaseMapper.INSTANCE.schema());
    schemas.drop(DailyPurchasesMapper.INSTANCE.schema());
    schemas.create(DailyPurchasesMapper.INSTANCE.schema());
    Random random = new Random(36);
    List<Purchase> purchases = new ArrayList<>();
    for (int i = 0; i < 5_000; i++) {
      Instant time = START.plusSeconds(random.nextInt(12 * 86_400));
      purchases.add(new Purchase("u" + random.nextInt(200), time, "p" + i,
          BigDecimal.valueOf(random.nextInt(10_000), 2), 1 + random.nextInt(5)));
    }
    new PurchaseDao(connection).putAll(purchases);
    Instant from = START.plusSeconds(86_400);
    Instant to = START.plusSeconds(11 * 86_400);

    long days = new PurchasesPerDay(Spark.session(), connection).run(from, to);

    Map<String, DailyPurchases> expected = new TreeMap<>();
    for (Purchase p : purchases) {
      if (p.time().isBefore(from) || !p.time().isBefore(to)) {
        continue;
      }
      LocalDate day = LocalDate.ofInstant(p.time(), ZoneOffset.UTC);
      expected.merge(p.userId() + "/" + day, new DailyPurchases(p.userId(), day, 1, p.quantity(), p.price()),
          (a, b) -> new DailyPurchases(a.userId(), a.day(), a.purchases() + 1, a.items() + b.items(),
              a.spent().add(b.spent())));
    }
    Map<String, DailyPurchases> written = new TreeMap<>();
    new DailyPurchasesDao(connection).query().list()
        .forEach(d -> written.put(d.userId() + "/" + d.day(), d));
    assertThat(days).isEqualTo(expected.size());
    assertThat(written.keySet()).isEqualTo(expected.keySet());
    for (String key : expected.keySet()) {
      DailyPurchases want = expected.get(key);
      DailyPurchases got = written.get(key);
      assertThat(got.purchases()).as(key).isEqualTo(want.purchases());
      assertThat(got.items()).as(key).isEqualTo(want.items());
      assertThat(got.spent()).as(key).isEqualByComparingTo(want.spent());
    }
  }
}
