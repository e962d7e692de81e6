package org.hbasemapper.test;

import java.io.IOException;
import java.io.InputStream;
import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.annotations.audience.Api;

/**
 * Runs an {@link EmbeddedHBase} in a JVM of its own, for a client that cannot share a JVM with the
 * mini cluster: code on {@code hbase-shaded-client}, whose classes carry the same names as the
 * unshaded HBase and Hadoop classes the mini cluster needs, but refer to relocated libraries.
 *
 * <p>Once the cluster is up it prints one line to standard output, {@value #READY_PREFIX} followed by
 * {@code host:port}: the quorum a client sets to reach it. It stops the cluster and exits when its
 * standard input ends, so the process that started it with a pipe takes it down by closing the pipe,
 * or by dying. Start-up failures end the JVM with a stack trace and a non-zero status.
 *
 * <pre>{@code
 * java <JDK 17 flags> -cp <mapper-test and its runtime dependencies> org.hbasemapper.test.EmbeddedHBaseMain
 * }</pre>
 */
@Api
public final class EmbeddedHBaseMain {
  /** What the line printed when the cluster is ready starts with; {@code host:port} follows. */
  public static final String READY_PREFIX = "hbase.zookeeper.quorum=";
  /** What the line after the ready line starts with; the cluster's {@code fs.defaultFS} follows. */
  public static final String FS_PREFIX = "fs.defaultFS=";

  private EmbeddedHBaseMain() {}

  /** Starts the cluster, prints the ready line, and runs until standard input ends. */
  public static void main(String[] args) throws IOException {
    EmbeddedHBase hbase = EmbeddedHBase.start();
    // a parent that destroys this process (SIGTERM) still gets the data directory deleted
    Runtime.getRuntime().addShutdownHook(new Thread(hbase::close, "embedded-hbase-stop"));
    Configuration conf = hbase.configuration();
    System.out.println(READY_PREFIX + conf.get("hbase.zookeeper.quorum") + ":"
        + conf.get("hbase.zookeeper.property.clientPort"));
    // the cluster's file system, for clients that write files HBase takes (bulk loads)
    System.out.println(FS_PREFIX + conf.get("fs.defaultFS"));
    System.out.flush();
    drain(System.in);
    // Hadoop's and HBase's non-daemon threads would keep the JVM alive; the hook stops the cluster
    System.exit(0);
  }

  private static void drain(InputStream in) throws IOException {
    byte[] buffer = new byte[256];
    while (in.read(buffer) >= 0) {
      // nothing is expected on standard input; only its end matters
    }
  }
}
