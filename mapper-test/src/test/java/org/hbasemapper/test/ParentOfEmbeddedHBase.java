package org.hbasemapper.test;

/**
 * A JVM that starts an embedded HBase in a JVM of its own and waits, for {@link EmbeddedHBaseProcessTest}
 * to kill.
 */
public final class ParentOfEmbeddedHBase {
  private ParentOfEmbeddedHBase() {}

  public static void main(String[] args) throws InterruptedException {
    try (EmbeddedHBaseProcess hbase = EmbeddedHBaseProcess.start()) {
      System.out.println("ready: " + hbase.quorum());
      Thread.sleep(Long.MAX_VALUE);
    }
  }
}
