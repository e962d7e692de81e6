package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.hbasemapper.test.EmbeddedHBase;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Hosts one mini cluster with the stocks and order table of {@link WritesBenchmark}, then runs each
 * pair in JMH forks connected to it, {@code bench.passes} times (2 unless set), alternating which side
 * goes first. Prints each score with JMH's error and the
 * ratios. Arguments are JMH's ({@code -f 1 -wi 3 -w 2s -i 5 -r 2s}).
 */
public final class WritesRun {
  /** The pairs: the new write, then what it replaces or is measured against. */
  private static final String[][] PAIRS = {
    {"partialUpdate", "readModifyWrite"},
    {"conditionalPut", "plainPut"},
    {"atomicOrder", "putAllOrder"},
  };

  private WritesRun() {}

  public static void main(String[] args) throws IOException, RunnerException, CommandLineOptionException {
    CommandLineOptions jmh = new CommandLineOptions(args);
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      WritesBenchmark.load(hbase.connection());
      Map<String, List<double[]>> scores =
          HostedForks.runPairs(jmh, WritesBenchmark.class, PAIRS, HostedForks.port(hbase));
      HostedForks.printScores("the baseline first on odd passes", scores);
      System.out.println();
      System.out.println("== ratios (time per call divided; error propagated from JMH's)");
      for (String[] pair : PAIRS) {
        System.out.println(HostedForks.ratio("writes", pair[0], pair[1], scores));
      }
    }
  }
}
