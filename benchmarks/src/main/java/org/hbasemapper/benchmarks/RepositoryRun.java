package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.benchmarks.model.PurchaseMapper;
import org.hbasemapper.benchmarks.model.PurchaseRepository_LineProjection;
import org.hbasemapper.test.EmbeddedHBase;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Hosts one mini cluster with the rows of {@link RepositoryBenchmark}, measures the bytes the servers
 * return for a user's rows read whole and read as the projection's columns, then runs each pair of the
 * benchmark in JMH forks connected to that cluster, {@code bench.passes} times (2 unless set), alternating
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

  private RepositoryRun() {}

  public static void main(String[] args) throws IOException, RunnerException, CommandLineOptionException {
    CommandLineOptions jmh = new CommandLineOptions(args);
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      Connection connection = hbase.connection();
      RepositoryBenchmark.load(connection);
      List<String> lines = new ArrayList<>(bytes(connection));
      Map<String, List<double[]>> scores =
          HostedForks.runPairs(jmh, RepositoryBenchmark.class, PAIRS, HostedForks.port(hbase));
      HostedForks.printScores("DAO first on odd passes", scores);
      for (String[] pair : PAIRS) {
        lines.add(HostedForks.ratio("repository", pair[0], pair[1], scores));
      }
      System.out.println();
      System.out.println("== ratios (time per call divided; error propagated from JMH's)");
      lines.forEach(System.out::println);
    }
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
