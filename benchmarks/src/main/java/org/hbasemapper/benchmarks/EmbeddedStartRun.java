package org.hbasemapper.benchmarks;

import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.EmbeddedHBaseProcess;

/**
 * How long the embedded HBase takes to start, from the call to a cluster that answers, as an application
 * meets it: once, in a fresh JVM. {@code this}: in this JVM ({@link EmbeddedHBase#start()}, which needs
 * the JDK 17 flags); {@code own}: in a JVM of its own ({@link EmbeddedHBaseProcess#start()}, what the
 * Spring Boot starter does beside hbase-shaded-client), and then how long that JVM takes to stop. One
 * start per run: a second start in the same JVM finds the classes loaded and compiled, which no
 * application's start does. docs/benchmarks.md alternates runs of both.
 */
public final class EmbeddedStartRun {
  private EmbeddedStartRun() {}

  public static void main(String[] args) {
    boolean own = args.length > 0 && args[0].equals("own");
    long begin = System.nanoTime();
    if (own) {
      EmbeddedHBaseProcess hbase = EmbeddedHBaseProcess.start();
      long started = millisSince(begin);
      long stop = System.nanoTime();
      hbase.close();
      System.out.println("embedded.start.own-jvm " + started + " ms (stop " + millisSince(stop) + " ms)");
    } else {
      EmbeddedHBase hbase = EmbeddedHBase.start();
      System.out.println("embedded.start.this-jvm " + millisSince(begin) + " ms");
      hbase.close();
    }
    // the in-JVM cluster's non-daemon threads outlive close()
    System.exit(0);
  }

  private static long millisSince(long begin) {
    return (System.nanoTime() - begin) / 1_000_000;
  }
}
