package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.test.EmbeddedHBase;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Pairs of JMH benchmarks run in forks connected to one mini cluster that the calling JVM hosts and has
 * loaded once: each pair {@code passes} times, alternating which side goes first, so that a drift in the
 * machine's load hits both sides; and the ratio of each pair with the error propagated from JMH's.
 */
final class HostedForks {
  /** System property of a fork: the ZooKeeper client port of the hosted cluster that holds the rows. */
  static final String ZK_PORT = "bench.zk.port";

  /** System property: how many times each pair runs, alternating which side goes first (2 unless set). */
  static final String PASSES = "bench.passes";

  private HostedForks() {}

  /** The client port of the hosted cluster, for {@link #runPairs}. */
  static String port(EmbeddedHBase hbase) {
    return hbase.configuration().get("hbase.zookeeper.property.clientPort");
  }

  /** A fork's connection to the cluster its parent hosts, or {@code null} when {@value #ZK_PORT} is not set. */
  static Connection connectToHosted() throws IOException {
    String port = System.getProperty(ZK_PORT);
    if (port == null) {
      return null;
    }
    Configuration conf = HBaseConfiguration.create();
    conf.set("hbase.zookeeper.quorum", "localhost");
    conf.set("hbase.zookeeper.property.clientPort", port);
    return ConnectionFactory.createConnection(conf);
  }

  /**
   * Runs every pair {@value #PASSES} times, the second method of each pair first on odd passes and the
   * first method first on even ones: each method's mean and error, one entry per pass, in run order.
   */
  static Map<String, List<double[]>> runPairs(CommandLineOptions jmh, Class<?> benchmark, String[][] pairs,
      String port) throws RunnerException {
    Map<String, List<double[]>> scores = new LinkedHashMap<>();
    for (int pass = 0; pass < Integer.getInteger(PASSES, 2); pass++) {
      for (String[] pair : pairs) {
        for (int side = 0; side < 2; side++) {
          String method = pair[pass % 2 == 0 ? 1 - side : side];
          scores.computeIfAbsent(method, m -> new ArrayList<>()).add(run(jmh, benchmark, method, port));
        }
      }
    }
    return scores;
  }

  /** One benchmark method in its own fork(s), connected to the hosted cluster: mean and error. */
  private static double[] run(CommandLineOptions jmh, Class<?> benchmark, String method, String port)
      throws RunnerException {
    String[] access = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(a -> a.startsWith("--add-") || a.startsWith("-Dio.netty")).toArray(String[]::new);
    OptionsBuilder options = new OptionsBuilder();
    options.parent(jmh)
        .include(benchmark.getName() + "\\." + method + "$")
        .jvmArgsAppend(Stream.concat(Stream.of(access), Stream.of("-D" + ZK_PORT + "=" + port))
            .toArray(String[]::new));
    Result<?> result = new Runner(options.build()).runSingle().getPrimaryResult();
    return new double[] {result.getScore(), result.getScoreError()};
  }

  /** Prints every score in run order, under {@code title}. */
  static void printScores(String title, Map<String, List<double[]>> scores) {
    System.out.println();
    System.out.println("== scores (us/op, mean +- 99.9% error; in run order, " + title + ")");
    scores.forEach((method, runs) -> runs.forEach(s -> System.out.printf(Locale.ROOT, "%-18s %10.1f +- %.1f%n",
        method, s[0], s[1])));
  }

  /**
   * Over the passes: the ratio of the sums of the means, and each pass's; the error from the relative
   * errors of both sides, as {@code <label>.<over>/<under> = r +- e (passes ...)}.
   */
  static String ratio(String label, String over, String under, Map<String, List<double[]>> scores) {
    List<double[]> a = scores.get(over);
    List<double[]> b = scores.get(under);
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
    return String.format(Locale.ROOT, "%s.%s/%s = %.3f +- %.3f (passes %s)", label, over, under, r, err,
        String.join(", ", passes));
  }
}
