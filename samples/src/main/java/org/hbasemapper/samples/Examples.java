package org.hbasemapper.samples;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.key.RowKeys;
import org.hbasemapper.samples.purchase.Purchase;
import org.hbasemapper.samples.purchase.PurchaseDao;
import org.hbasemapper.samples.purchase.PurchaseMapper;
import org.hbasemapper.samples.sensor.Reading;
import org.hbasemapper.samples.sensor.ReadingDao;
import org.hbasemapper.samples.sensor.ReadingMapper;
import org.hbasemapper.samples.taxonomy.Animal;
import org.hbasemapper.samples.taxonomy.AnimalDao;
import org.hbasemapper.samples.taxonomy.AnimalMapper;
import org.hbasemapper.samples.weibo.Gender;
import org.hbasemapper.samples.weibo.User;
import org.hbasemapper.samples.weibo.UserDao;
import org.hbasemapper.samples.weibo.UserMapper;

/** The examples the program can run, by name. */
final class Examples {
  /** An example: a name, one line saying what it shows, and its body. */
  record Example(String name, String summary, BiConsumer<Connection, PrintStream> body) {}

  static final List<Example> ALL = List.of(
      new Example("weibo", "weibo user with info:* columns and fans:<user_id> = type", Examples::weibo),
      new Example("taxonomy", "animal taxonomy with parent:<id> and child:<id> qualifiers", Examples::taxonomy),
      new Example("purchases", "purchase records <user_id><Long.MAX_VALUE - time><product_id>", Examples::purchases),
      new Example("sensors", "salted time series: even region spread, a host's series in order", Examples::sensors));

  private Examples() {}

  static void weibo(Connection connection, PrintStream out) {
    createTable(connection, UserMapper.INSTANCE.schema(), out);
    UserDao users = new UserDao(connection);
    Map<Long, String> fans = new LinkedHashMap<>();
    fans.put(2L, "mutual");
    fans.put(3L, "follower");
    fans.put(4L, "follower");
    users.put(new User(1L, "lihua", Gender.FEMALE, LocalDate.of(1992, 3, 14), "Hangzhou", fans));
    users.put(new User(2L, "wangwei", Gender.MALE, LocalDate.of(1988, 11, 2), "Beijing", Map.of(1L, "mutual")));

    User lihua = users.get(1L).orElseThrow();
    out.printf("users.get(1L) -> %s (%s, born %s, %s)%n", lihua.nickname(), lihua.gender(), lihua.dob(), lihua.address());
    Map<Long, String> firstFans = new LinkedHashMap<>();
    users.fans(1L).page(PageRequest.ofSize(10)).content().forEach(e -> firstFans.put(e.getKey(), e.getValue()));
    out.printf("fans of %s: %s%n", lihua.nickname(), firstFans);
    out.printf("lihua.fans() is loaded on first use: %d fans%n", lihua.fans().size());
    printRow(connection, UserMapper.INSTANCE, new UserMapper.Key(1L), out);
  }

  static void taxonomy(Connection connection, PrintStream out) {
    createTable(connection, AnimalMapper.INSTANCE.schema(), out);
    AnimalDao animals = new AnimalDao(connection);
    animals.putAll(List.of(
        new Animal(1L, "animal", new TreeMap<>(),
            new TreeMap<>(Map.of(2L, "cat", 3L, "monkey", 4L, "dog", 5L, "tiger", 6L, "pig"))),
        new Animal(4L, "dog", new TreeMap<>(Map.of(1L, "animal")), new TreeMap<>(Map.of(7L, "reddog", 8L, "blackdog"))),
        new Animal(7L, "reddog", new TreeMap<>(Map.of(1L, "animal", 4L, "dog")), new TreeMap<>())));

    Animal reddog = animals.get(7L).orElseThrow();
    out.printf("animals.get(7L) -> %s, ancestors %s%n", reddog.name(), reddog.parents().values());
    Animal dog = animals.get(4L).orElseThrow();
    out.printf("children of %s: %s%n", dog.name(), dog.children().values());
    printRow(connection, AnimalMapper.INSTANCE, new AnimalMapper.Key(7L), out);
  }

  static final Instant T0 = Instant.parse("2024-03-01T00:00:00Z");

  static void purchases(Connection connection, PrintStream out) {
    createTable(connection, PurchaseMapper.INSTANCE.schema(), out);
    PurchaseDao purchases = new PurchaseDao(connection);
    List<Purchase> batch = new ArrayList<>();
    for (int user = 0; user < 20; user++) {
      for (int i = 0; i < 500; i++) {
        batch.add(new Purchase(String.format("u%03d", user), T0.plus(Duration.ofMinutes(37L * i)),
            "p" + (i * 7 % 100), BigDecimal.valueOf(100 + i % 900, 2), 1 + i % 3));
      }
    }
    purchases.putAll(batch);
    out.printf("wrote %,d purchases of 20 users%n", batch.size());

    out.println("purchases.query().userId(\"u007\").limit(5).list()  -- the 5 most recent");
    for (Purchase p : purchases.query().userId("u007").limit(5).list()) {
      out.printf("  %s  %-4s  %6s x%d%n", p.time(), p.productId(), p.price(), p.quantity());
    }
    Instant from = T0.plus(Duration.ofDays(2));
    Instant to = T0.plus(Duration.ofDays(3));
    long inWindow = purchases.query().userId("u007").timeBetween(from, to).count();
    out.printf("purchases.query().userId(\"u007\").timeBetween(%s, %s).count() = %d%n", from, to, inWindow);
    int pages = 0;
    int rows = 0;
    Page<Purchase> page = purchases.query().userId("u007").page(PageRequest.ofSize(50));
    while (true) {
      pages++;
      rows += page.content().size();
      if (!page.hasNext()) {
        break;
      }
      page = purchases.query().userId("u007").page(page.next());
    }
    out.printf("pages of 50 through u007's history: %d pages, %d purchases%n", pages, rows);
    byte[] row = PurchaseMapper.INSTANCE.rowKey(purchases.query().userId("u007").first().orElseThrow());
    out.println("raw key " + Bytes.toStringBinary(row) + " = " + RowKeys.describe(PurchaseMapper.INSTANCE, row));
  }

  static void sensors(Connection connection, PrintStream out) {
    createTable(connection, ReadingMapper.INSTANCE.schema(), out);
    ReadingDao readings = new ReadingDao(connection);
    List<Reading> batch = new ArrayList<>();
    long start = T0.toEpochMilli();
    for (int host = 0; host < 64; host++) {
      for (int t = 0; t < 100; t++) {
        batch.add(new Reading(String.format("host%02d", host), start + t * 60_000L, Math.sin(host + t / 10.0)));
      }
    }
    readings.putAll(batch);
    out.printf("wrote %,d readings of 64 hosts%n", batch.size());
    out.println("rows per region (one region per salt bucket):");
    try (Admin admin = connection.getAdmin();
        Table table = connection.getTable(ReadingMapper.INSTANCE.schema().tableName())) {
      for (RegionInfo region : admin.getRegions(ReadingMapper.INSTANCE.schema().tableName())) {
        int n = 0;
        try (ResultScanner scanner = table.getScanner(new Scan().withStartRow(region.getStartKey())
            .withStopRow(region.getEndKey()).setFilter(new FirstKeyOnlyFilter()))) {
          while (scanner.next() != null) {
            n++;
          }
        }
        out.printf("  [%-4s, %-4s)  %5d%n", Bytes.toStringBinary(region.getStartKey()),
            Bytes.toStringBinary(region.getEndKey()), n);
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    List<Reading> series = readings.query().hostId("host42").limit(3).list();
    out.println("readings.query().hostId(\"host42\").limit(3).list()  -- one bucket, time order");
    series.forEach(r -> out.printf("  %s  %d  %.3f%n", r.hostId(), r.time(), r.value()));
    List<Reading> merged = readings.query().hostIdBetween("host10", "host12").limit(3).list();
    out.println("readings.query().hostIdBetween(\"host10\", \"host12\").limit(3).list()  -- 8 buckets merged");
    merged.forEach(r -> out.printf("  %s  %d  %.3f%n", r.hostId(), r.time(), r.value()));
    out.printf("readings.query().count() = %d%n", readings.query().count());
  }

  static void createTable(Connection connection, TableSchema schema, PrintStream out) {
    boolean created = new SchemaManager(connection).createIfMissing(schema);
    out.println((created ? "created" : "using existing") + " table " + schema.tableName().getNameAsString());
    out.println("  " + schema.shellCreateCommand());
    out.print(schema.describe().indent(2));
  }

  /** The row as the HBase shell would show it: one line per cell, binary bytes escaped. */
  static <K> void printRow(Connection connection, EntityMapper<?, K> mapper, K key, PrintStream out) {
    byte[] row = mapper.encodeKey(key);
    out.println("raw row " + Bytes.toStringBinary(row) + ":");
    try (Table table = connection.getTable(mapper.schema().tableName())) {
      Result result = table.get(new Get(row));
      for (Cell cell : result.rawCells()) {
        out.printf("  %-28s value=%s%n",
            Bytes.toString(CellUtil.cloneFamily(cell)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(cell)),
            Bytes.toStringBinary(CellUtil.cloneValue(cell)));
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
