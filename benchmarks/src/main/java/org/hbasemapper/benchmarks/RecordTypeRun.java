package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.hbasemapper.test.EmbeddedHBase;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Hosts one mini cluster with the orders of {@link RecordTypeBenchmark} in both models, then runs each
 * pair in JMH forks connected to it, {@code bench.passes} times (2 unless set), alternating which side
 * goes first (the two-table side, then the shared table, ...). Prints each score with JMH's error and the
 * ratios. Arguments are JMH's ({@code -f 1 -wi 3 -w 2s -i 5 -r 2s}).
 */
public final class RecordTypeRun {
  /** The pairs: the shared table's side, then the two tables' side it is measured against. */
  private static final String[][] PAIRS = {
    {"orderGroup", "orderTwoTables"},
    {"itemsType", "itemsTable"},
    {"headersType", "headersTable"},
  };

  private RecordTypeRun() {}

  public static void main(String[] args) throws IOException, RunnerException, CommandLineOptionException {
    CommandLineOptions jmh = new CommandLineOptions(args);
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      RecordTypeBenchmark.load(hbase.connection());
      Map<String, List<double[]>> scores =
          HostedForks.runPairs(jmh, RecordTypeBenchmark.class, PAIRS, HostedForks.port(hbase));
      HostedForks.printScores("two tables first on odd passes", scores);
      System.out.println();
      System.out.println("== ratios (time per call divided; error propagated from JMH's)");
      for (String[] pair : PAIRS) {
        System.out.println(HostedForks.ratio("recordtypes", pair[0], pair[1], scores));
      }
    }
  }
}
