package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.benchmarks.model.PurchaseMapper;
import org.hbasemapper.benchmarks.model.PurchaseRepository_LineProjection;
import org.hbasemapper.test.EmbeddedHBase;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Hosts one mini cluster with the rows of {@link RepositoryBenchmark}, measures the bytes the servers
 * return for a user's rows read whole and read as the projection's columns, then runs each pair of the
 * benchmark in JMH forks connected to that cluster, {@value #PASSES} times (2 unless set), alternating
 * which side goes first (the DAO, then the repository, ...), so that a drift in the machine's load hits
 * both sides. Prints each score with JMH's error and the ratios. Arguments are JMH's
 * ({@code -f 1 -wi 3 -w 2s -i 5 -r 2s}).
 */
public final class RepositoryRun {
  /** The pairs: the method measured, then the one it is measured against. */
  private static final String[][] PAIRS = {
    {"top20Repository", "top20Dao"},
    {"betweenRepository", "betweenDao"},
    {"getRepository", "getDao"},
    {"rowsProjection", "rowsEntity"},
  };

  /** System property: how many times each pair runs, alternating which side goes first (2 unless set). */
  static final String PASSES = "bench.passes";

  private RepositoryRun() {}

  public static void main(String[] args) throws IOException, RunnerException, CommandLineOptionException {
    CommandLineOptions jmh = new CommandLineOptions(args);
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      Connection connection = hbase.connection();
      RepositoryBenchmark.load(connection);
      List<String> lines = new ArrayList<>(bytes(connection));
      String port = hbase.configuration().get("hbase.zookeeper.property.clientPort");
      Map<String, List<double[]>> scores = new LinkedHashMap<>();
      for (int pass = 0; pass < Integer.getInteger(PASSES, 2); pass++) {
        for (String[] pair : PAIRS) {
          for (int side = 0; side < 2; side++) {
            String method = pair[pass % 2 == 0 ? 1 - side : side];
            scores.computeIfAbsent(method, m -> new ArrayList<>()).add(run(jmh, method, port));
          }
        }
      }
      System.out.println();
      System.out.println("== scores (us/op, mean +- 99.9% error; in run order, DAO first on odd passes)");
      scores.forEach((method, runs) -> runs.forEach(s -> System.out.printf(Locale.ROOT, "%-18s %10.1f +- %.1f%n",
          method, s[0], s[1])));
      for (String[] pair : PAIRS) {
        lines.add(ratio(pair[0], pair[1], scores.get(pair[0]), scores.get(pair[1])));
      }
      System.out.println();
      System.out.println("== ratios (time per call divided; error propagated from JMH's)");
      lines.forEach(System.out::println);
    }
  }

  /** One benchmark method in its own fork(s), connected to the hosted cluster: mean and error. */
  private static double[] run(CommandLineOptions jmh, String method, String port) throws RunnerException {
    String[] access = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(a -> a.startsWith("--add-") || a.startsWith("-Dio.netty")).toArray(String[]::new);
    OptionsBuilder options = new OptionsBuilder();
    options.parent(jmh)
        .include(RepositoryBenchmark.class.getName() + "\\." + method + "$")
        .jvmArgsAppend(Stream.concat(Stream.of(access), Stream.of("-D" + RepositoryBenchmark.ZK_PORT + "=" + port))
            .toArray(String[]::new));
    Result<?> result = new Runner(options.build()).runSingle().getPrimaryResult();
    return new double[] {result.getScore(), result.getScoreError()};
  }

  /** Over the two passes: the sums' ratio, and each pass's; the error from the relative errors of both sides. */
  private static String ratio(String over, String under, List<double[]> a, List<double[]> b) {
    double sumA = 0;
    double sumB = 0;
    double errA = 0;
    double errB = 0;
    List<String> passes = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      sumA += a.get(i)[0];
      sumB += b.get(i)[0];
      errA += a.get(i)[1];
      errB += b.get(i)[1];
      passes.add(String.format(Locale.ROOT, "%.3f", a.get(i)[0] / b.get(i)[0]));
    }
    double r = sumA / sumB;
    double err = r * Math.hypot(errA / sumA, errB / sumB);
    return String.format(Locale.ROOT, "repository.%s/%s = %.3f +- %.3f (passes %s)", over, under, r, err,
        String.join(", ", passes));
  }

  /**
   * What the servers return for each user's rows ({@code ScanMetrics.countOfBytesInResults}) read whole
   * (the family, as the entity method reads it) and with only the projection's columns, per row.
   */
  private static List<String> bytes(Connection connection) throws IOException {
    TableName table = PurchaseMapper.INSTANCE.schema().tableName();
    long[] whole = new long[3];
    long[] projected = new long[3];
    try (Table t = connection.getTable(table)) {
      for (int u = 0; u < RepositoryBenchmark.USERS; u++) {
        byte[] prefix = Bytes.toBytes(RepositoryBenchmark.user(u));
        add(whole, t, new Scan().setStartStopRowForPrefixScan(prefix).addFamily(Bytes.toBytes("d")));
        Scan lines = new Scan().setStartStopRowForPrefixScan(prefix);
        PurchaseRepository_LineProjection.INSTANCE.columns().forEach(c -> lines.addColumn(c[0], c[1]));
        add(projected, t, lines);
      }
    }
    List<String> out = new ArrayList<>();
    out.add(perRow("projection.bytes whole row", whole));
    out.add(perRow("projection.bytes price+quantity", projected));
    out.add(String.format(Locale.ROOT, "projection.bytes projection/whole = %.3f", (double) projected[0] / whole[0]));
    return out;
  }

  /** Adds a scan's server-side result bytes, rows and cells to {@code into}. */
  private static void add(long[] into, Table table, Scan scan) throws IOException {
    scan.setScanMetricsEnabled(true);
    try (ResultScanner scanner = table.getScanner(scan)) {
      for (org.apache.hadoop.hbase.client.Result r : scanner) {
        into[1]++;
        into[2] += r.rawCells().length;
      }
      into[0] += scanner.getScanMetrics().countOfBytesInResults.get();
    }
  }

  private static String perRow(String label, long[] totals) {
    return String.format(Locale.ROOT, "%s: %d rows, %.1f cells/row, %.1f bytes/row (%d bytes)", label, totals[1],
        (double) totals[2] / totals[1], (double) totals[0] / totals[1], totals[0]);
  }
}
