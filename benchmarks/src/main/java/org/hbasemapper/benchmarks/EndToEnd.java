package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.benchmarks.handwritten.HandwrittenSale;
import org.hbasemapper.benchmarks.model.PlainSale;
import org.hbasemapper.benchmarks.model.PlainSaleDao;
import org.hbasemapper.benchmarks.model.PlainSaleMapper;
import org.hbasemapper.benchmarks.model.Sale;
import org.hbasemapper.benchmarks.model.SaleDao;
import org.hbasemapper.benchmarks.model.SaleMapper;
import org.hbasemapper.benchmarks.model.SaltedSale;
import org.hbasemapper.benchmarks.model.SaltedSaleDao;
import org.hbasemapper.benchmarks.model.SaltedSaleMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * End-to-end runs on the embedded mini cluster, generated DAO against raw hbase-client doing the
 * same work with hand-written mapping: put, prefix scan, gets, multi-get, and a salted merged scan
 * against the same rows unsalted. One cluster for all (starting one per JMH fork would dominate);
 * each pair alternates generated and raw, after warm-up rounds, and reports the median and the
 * spread (min..max) of the measured rounds.
 */
final class EndToEnd {
  static final String USER = "u0000001";
  static final Instant T0 = Instant.parse("2024-01-01T00:00:00Z");

  private final int rows;
  private final int gets;
  private final int warmups;
  private final int rounds;
  final Map<String, double[]> medians = new LinkedHashMap<>();

  private final boolean memory;
  final List<String> memoryLines = new ArrayList<>();
  // the pairs to run (--only=a,b): null runs them all
  private final java.util.Set<String> only;

  EndToEnd(boolean quick, boolean memory) {
    this(quick, memory, null);
  }

  /**
   * Runs only the pairs named in {@code only} (null: every pair), and loads only the rows they read,
   * so that one pair can be measured again in a minute rather than the whole set in five.
   */
  EndToEnd(boolean quick, boolean memory, java.util.Set<String> only) {
    this.only = only;
    this.memory = memory;
    this.rows = 100_000;
    this.gets = quick ? 2_000 : 10_000;
    // -De2e.warmups / -De2e.rounds: more rounds for a pair measured on its own on a busy machine
    this.warmups = Integer.getInteger("e2e.warmups", quick ? 1 : 2);
    this.rounds = Integer.getInteger("e2e.rounds", quick ? 3 : 7);
  }

  static Sale sale(int i) {
    return new Sale(USER, T0.plusSeconds(i), "p" + (i % 1000), BigDecimal.valueOf(100 + i % 900, 2), 1 + i % 3);
  }

  void run() throws IOException {
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      Connection connection = hbase.connection();
      SchemaManager schemas = new SchemaManager(connection);
      schemas.createIfMissing(SaleMapper.INSTANCE.schema());
      schemas.createIfMissing(SaltedSaleMapper.INSTANCE.schema());
      schemas.createIfMissing(PlainSaleMapper.INSTANCE.schema());
      SaleDao sales = new SaleDao(connection);
      List<Sale> all = new ArrayList<>(rows);
      for (int i = 0; i < rows; i++) {
        all.add(sale(i));
      }
      TableName saleTable = SaleMapper.INSTANCE.schema().tableName();

      if (!selected("e2e.put") && (selected("e2e.scan") || selected("e2e.get") || selected("e2e.multiget")
          || selected("e2e.async-get") || selected("e2e.async-get-raw") || selected("e2e.async-scan"))) {
        sales.putAll(all); // the rows the other pairs read, which the put pair would have written
      }
      pair("e2e.put", () -> time(() -> sales.putAll(all)), () -> time(() -> {
        try (BufferedMutator mutator = connection.getBufferedMutator(saleTable)) {
          for (Sale s : all) {
            mutator.mutate(HandwrittenSale.toPut(s));
          }
          mutator.flush();
        }
      }));

      pair("e2e.scan", () -> time(() -> check(sales.query().userId(USER).stream(), rows)), () -> time(() -> {
        try (Table table = connection.getTable(saleTable);
            ResultScanner scanner = table.getScanner(new Scan().setStartStopRowForPrefixScan(Bytes.toBytes(USER)))) {
          int n = 0;
          for (Result r : scanner) {
            HandwrittenSale.optimal(r);
            n++;
          }
          require(n, rows);
        }
      }));

      Random random = new Random(42);
      List<SaleMapper.Key> keys = new ArrayList<>(gets);
      List<byte[]> rawKeys = new ArrayList<>(gets);
      for (int i = 0; i < gets; i++) {
        Sale s = all.get(random.nextInt(rows));
        keys.add(SaleMapper.INSTANCE.keyOf(s));
        rawKeys.add(HandwrittenSale.key(s.userId(), s.time(), s.productId()));
      }
      pair("e2e.get", () -> time(() -> {
        for (SaleMapper.Key k : keys) {
          sales.get(k).orElseThrow();
        }
      }), () -> time(() -> {
        try (Table table = connection.getTable(saleTable)) {
          for (byte[] k : rawKeys) {
            HandwrittenSale.optimal(table.get(new Get(k)));
          }
        }
      }));
      pair("e2e.multiget", () -> time(() -> require(sales.getAll(keys).size(), gets)), () -> time(() -> {
        try (Table table = connection.getTable(saleTable)) {
          List<Get> batch = new ArrayList<>(gets);
          rawKeys.forEach(k -> batch.add(new Get(k)));
          int n = 0;
          for (Result r : table.get(batch)) {
            HandwrittenSale.optimal(r);
            n++;
          }
          require(n, gets);
        }
      }));

      // the same 100,000 rows of 100 users, salted into 8 buckets and not
      SaltedSaleDao salted = new SaltedSaleDao(connection);
      PlainSaleDao plain = new PlainSaleDao(connection);
      List<SaltedSale> saltedRows = new ArrayList<>(rows);
      List<PlainSale> plainRows = new ArrayList<>(rows);
      for (int i = 0; i < rows; i++) {
        String user = String.format("u%07d", i % 100);
        Instant t = T0.plusSeconds(i);
        saltedRows.add(new SaltedSale(user, t, "p" + (i % 1000), BigDecimal.ONE, 1));
        plainRows.add(new PlainSale(user, t, "p" + (i % 1000), BigDecimal.ONE, 1));
      }
      if (selected("e2e.salted-scan") || selected("e2e.async-salted-scan")) {
        salted.putAll(saltedRows);
        plain.putAll(plainRows);
      }
      pair("e2e.salted-scan", () -> time(() -> check(salted.query().stream(), rows)),
          () -> time(() -> check(plain.query().stream(), rows)));
      AsyncEndToEnd.run(this, hbase.asyncConnection(), sales, keys, rawKeys, rows);
      if (selected("e2e.index-put") || selected("e2e.async-index-put") || selected("e2e.index-lookup")) {
        index(connection, hbase.asyncConnection());
      }
      if (memory && only == null) {
        memory(hbase, connection, sales);
      }
    }
  }

  /**
   * Secondary index: putAll of 20,000 profiles with one index against the same without (the write
   * overhead), and a lookup of the 10 profiles with one nickname among 100,000 through the index
   * against a full scan filtered on the server ({@code SingleColumnValueFilter}).
   */
  private void index(Connection connection, org.apache.hadoop.hbase.client.AsyncConnection async) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(org.hbasemapper.benchmarks.model.ProfileMapper.INSTANCE.schema());
    schemas.createIfMissing(org.hbasemapper.benchmarks.model.PlainProfileMapper.INSTANCE.schema());
    var indexed = new org.hbasemapper.benchmarks.model.ProfileDao(connection);
    var plain = new org.hbasemapper.benchmarks.model.PlainProfileDao(connection);
    List<org.hbasemapper.benchmarks.model.Profile> writes = new ArrayList<>();
    List<org.hbasemapper.benchmarks.model.PlainProfile> plainWrites = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      writes.add(new org.hbasemapper.benchmarks.model.Profile(i, "nick" + (i % 2_000), "city" + i % 50, i % 90));
      plainWrites.add(new org.hbasemapper.benchmarks.model.PlainProfile(i, "nick" + (i % 2_000), "city" + i % 50,
          i % 90));
    }
    pair("e2e.index-put", () -> time(() -> indexed.putAll(writes)), () -> time(() -> plain.putAll(plainWrites)));
    var indexedAsync = new org.hbasemapper.benchmarks.model.ProfileAsyncDao(async);
    var plainAsync = new org.hbasemapper.benchmarks.model.PlainProfileAsyncDao(async);
    pair("e2e.async-index-put", () -> time(() -> indexedAsync.putAll(writes).join()),
        () -> time(() -> plainAsync.putAll(plainWrites).join()));
    List<org.hbasemapper.benchmarks.model.Profile> all = new ArrayList<>();
    List<org.hbasemapper.benchmarks.model.PlainProfile> plainAll = new ArrayList<>();
    for (int i = 0; i < rows; i++) {
      all.add(new org.hbasemapper.benchmarks.model.Profile(i, "nick" + (i % 10_000), "city" + i % 50, i % 90));
      plainAll.add(new org.hbasemapper.benchmarks.model.PlainProfile(i, "nick" + (i % 10_000), "city" + i % 50,
          i % 90));
    }
    if (selected("e2e.index-lookup")) {
      indexed.putAll(all);
      plain.putAll(plainAll);
    }
    TableName plainTable = org.hbasemapper.benchmarks.model.PlainProfileMapper.INSTANCE.schema().tableName();
    pair("e2e.index-lookup", () -> time(() -> require(indexed.findByNickname("nick4242").list().size(), 10)),
        () -> time(() -> {
          try (Table table = connection.getTable(plainTable);
              ResultScanner scanner = table.getScanner(new Scan().setCaching(1000).setFilter(
                  new org.apache.hadoop.hbase.filter.SingleColumnValueFilter(Bytes.toBytes("d"),
                      Bytes.toBytes("nickname"), org.apache.hadoop.hbase.CompareOperator.EQUAL,
                      Bytes.toBytes("nick4242"))))) {
            int n = 0;
            for (Result r : scanner) {
              org.hbasemapper.benchmarks.model.PlainProfileMapper.INSTANCE.fromResult(r);
              n++;
            }
            require(n, 10);
          }
        }));
  }

  static final int MEMORY_ROWS = 1_000_000;
  static final String MEMORY_USER = "u0000099";
  static final long WIDE_USER = 7L;

  /**
   * Loads 1,000,000 rows under one prefix and a wide row of 1,000,000 qualifiers, then reads both
   * from a client JVM with {@code -Xmx64m} ({@link MemoryRun}).
   */
  private void memory(EmbeddedHBase hbase, Connection connection, SaleDao sales) throws IOException {
    List<Sale> chunk = new ArrayList<>(50_000);
    for (int i = 0; i < MEMORY_ROWS; i++) {
      chunk.add(new Sale(MEMORY_USER, T0.plusSeconds(i), "p" + (i % 1000), BigDecimal.ONE, 1));
      if (chunk.size() == 50_000) {
        sales.putAll(chunk);
        chunk.clear();
      }
    }
    new SchemaManager(connection).createIfMissing(org.hbasemapper.benchmarks.model.UserMapper.INSTANCE.schema());
    org.hbasemapper.benchmarks.model.UserDao users = new org.hbasemapper.benchmarks.model.UserDao(connection);
    org.hbasemapper.runtime.WideRow<Long, String> fans = users.fans(WIDE_USER);
    Map<Long, String> entries = new LinkedHashMap<>();
    for (long f = 0; f < MEMORY_ROWS; f++) {
      entries.put(f, "follower");
      if (entries.size() == 20_000) {
        fans.putAll(entries);
        entries.clear();
      }
    }
    List<String> command = new ArrayList<>();
    command.add(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx64m");
    for (String arg : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (arg.startsWith("--add-") || arg.startsWith("-Dio.netty")) {
        command.add(arg);
      }
    }
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), MemoryRun.class.getName(),
        hbase.configuration().get("hbase.zookeeper.property.clientPort"), MEMORY_USER, String.valueOf(WIDE_USER)));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    int code;
    try {
      code = process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    output.lines().filter(l -> l.startsWith("memory.")).forEach(memoryLines::add);
    memoryLines.add("memory.client-exit " + code + (code == 0 ? " (ok at -Xmx64m)" : " (FAILED at -Xmx64m)"));
    if (code != 0) {
      System.out.println(output);
    }
    memoryLines.forEach(System.out::println);
  }

  private static void check(Stream<?> stream, int expected) {
    try (stream) {
      require((int) stream.count(), expected);
    }
  }

  private static void require(int n, int expected) {
    if (n != expected) {
      throw new IllegalStateException("read " + n + " rows, expected " + expected);
    }
  }

  interface Body {
    void run() throws IOException;
  }

  static long time(Body body) {
    long start = System.nanoTime();
    try {
      body.run();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return System.nanoTime() - start;
  }

  private boolean selected(String pair) {
    return only == null || only.contains(pair);
  }

  /** Warm-up, then alternating measured rounds of {@code ours} and {@code theirs}; nothing when not selected. */
  void pair(String name, LongSupplier ours, LongSupplier theirs) {
    if (!selected(name)) {
      return;
    }
    for (int i = 0; i < warmups; i++) {
      ours.getAsLong();
      theirs.getAsLong();
    }
    long[] a = new long[rounds];
    long[] b = new long[rounds];
    for (int i = 0; i < rounds; i++) {
      a[i] = ours.getAsLong();
      b[i] = theirs.getAsLong();
    }
    Arrays.sort(a);
    Arrays.sort(b);
    double ma = a[rounds / 2] / 1e6;
    double mb = b[rounds / 2] / 1e6;
    medians.put(name, new double[] {ma, a[0] / 1e6, a[rounds - 1] / 1e6, mb, b[0] / 1e6, b[rounds - 1] / 1e6});
    System.out.printf(Locale.ROOT, "%-16s ours %8.1f ms (%.1f..%.1f)   baseline %8.1f ms (%.1f..%.1f)%n", name, ma,
        a[0] / 1e6, a[rounds - 1] / 1e6, mb, b[0] / 1e6, b[rounds - 1] / 1e6);
  }

  /** The ratio lines: median over median. */
  List<String> ratios() {
    List<String> out = new ArrayList<>();
    medians.forEach((name, m) -> out.add(String.format(Locale.ROOT, "%s %s = %.2f", name,
        switch (name) {
          case "e2e.salted-scan", "e2e.async-salted-scan" -> "salted/unsalted";
          case "e2e.index-put", "e2e.async-index-put" -> "indexed/unindexed";
          case "e2e.async-get" -> "async/sync";
          case "e2e.async-get-raw", "e2e.async-scan" -> "async/raw";
          case "e2e.index-lookup" -> "index/full-scan";
          default -> "generated/raw";
        }, m[0] / m[3])));
    return out;
  }
}
