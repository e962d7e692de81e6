package org.hbasemapper.benchmarks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the benchmarks and prints every score, then the ratios the project's claims rest on, one per
 * line ({@code mapping.read.user generated/handwritten-optimal = 1.03}). {@code --quick}: one fork,
 * short iterations, no memory runs (about five minutes); otherwise two forks, longer iterations and
 * the 64 MB memory runs, for docs/benchmarks.md. {@code --mapping-only} skips the cluster;
 * {@code --memory} adds the memory runs to a quick run; {@code --cluster-only} skips JMH;
 * {@code --only=e2e.salted-scan,e2e.async-salted-scan} runs only the end-to-end pairs named (and no
 * memory runs); the system properties {@code e2e.warmups} and {@code e2e.rounds} set the rounds of
 * each pair.
 */
public final class Report {
  private Report() {}

  public static void main(String[] args) throws RunnerException, java.io.IOException {
    boolean quick = List.of(args).contains("--quick");
    boolean mappingOnly = List.of(args).contains("--mapping-only");
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include(MappingBenchmark.class.getName())
        .shouldDoGC(true)
        // the forks get the module access this JVM was started with (run.sh): with it, HBase's Bytes
        // compares and converts through Unsafe, as in a client configured as HBase documents for JDK 17
        .jvmArgsAppend(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
            .filter(a -> a.startsWith("--add-") || a.startsWith("-Dio.netty")).toArray(String[]::new));
    if (quick) {
      options.forks(1).warmupIterations(2).warmupTime(TimeValue.seconds(1))
          .measurementIterations(3).measurementTime(TimeValue.seconds(1));
    } else {
      options.forks(2).warmupIterations(5).warmupTime(TimeValue.seconds(2))
          .measurementIterations(8).measurementTime(TimeValue.seconds(2));
    }
    boolean clusterOnly = List.of(args).contains("--cluster-only");
    Collection<RunResult> results = clusterOnly ? List.of() : new Runner(options.build()).run();
    Map<String, double[]> scores = new LinkedHashMap<>();
    for (RunResult r : results) {
      String method = r.getParams().getBenchmark();
      method = method.substring(method.lastIndexOf('.') + 1);
      scores.put(method, new double[] {r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError()});
    }
    System.out.println();
    System.out.println("== scores (ns/op, mean +- 99.9% error)");
    scores.forEach((name, s) -> System.out.printf(Locale.ROOT, "%-34s %10.1f +- %.1f%n", name, s[0], s[1]));
    List<String> lines = new ArrayList<>(ratios(scores));
    if (!mappingOnly) {
      System.out.println();
      System.out.println("== end to end on the embedded mini cluster (median and min..max of the rounds)");
      java.util.Set<String> only = List.of(args).stream().filter(a -> a.startsWith("--only="))
          .flatMap(a -> java.util.Arrays.stream(a.substring("--only=".length()).split(",")))
          .collect(java.util.stream.Collectors.toSet());
      EndToEnd e2e = new EndToEnd(quick, !quick || List.of(args).contains("--memory"), only.isEmpty() ? null : only);
      e2e.run();
      lines.addAll(e2e.ratios());
      lines.addAll(e2e.memoryLines);
    }
    System.out.println();
    System.out.println("== ratios (time per operation divided)");
    for (String line : lines) {
      System.out.println(line);
    }
  }

  static List<String> ratios(Map<String, double[]> s) {
    List<String> out = new ArrayList<>();
    for (String direction : List.of("read", "write")) {
      for (String entity : List.of("user", "sale")) {
        String base = direction + "_" + entity + "_";
        ratio(out, s, "mapping." + direction + "." + entity + " generated/handwritten-optimal", base + "generated",
            base + "optimal");
        ratio(out, s, "mapping." + direction + "." + entity + " generated/handwritten-idiomatic", base + "generated",
            base + "idiomatic");
        ratio(out, s, "mapping." + direction + "." + entity + " hbase-object-mapper/generated", base + "hom",
            base + "generated");
        ratio(out, s, "mapping." + direction + "." + entity + " runtime/generated", base + "runtime",
            base + "generated");
        ratio(out, s, "mapping." + direction + "." + entity + " hbase-object-mapper/runtime", base + "hom",
            base + "runtime");
      }
    }
    ratio(out, s, "keys.encode.sale generated/orderedbytes", "keys_encode_sale_generated",
        "keys_encode_sale_orderedbytes");
    ratio(out, s, "keys.decode.sale generated/orderedbytes", "keys_decode_sale_generated",
        "keys_decode_sale_orderedbytes");
    ratio(out, s, "keys.encode.sale runtime/generated", "keys_encode_sale_runtime", "keys_encode_sale_generated");
    ratio(out, s, "keys.decode.sale runtime/generated", "keys_decode_sale_runtime", "keys_decode_sale_generated");
    return out;
  }

  private static void ratio(List<String> out, Map<String, double[]> s, String label, String over, String under) {
    if (s.containsKey(over) && s.containsKey(under)) {
      out.add(String.format(Locale.ROOT, "%s = %.2f", label, s.get(over)[0] / s.get(under)[0]));
    }
  }
}
