package org.hbasemapper.test;

import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.annotations.audience.Api;

/**
 * Runs an {@link EmbeddedHBase} in a JVM of its own, for a client that cannot share a JVM with the
 * mini cluster: code on {@code hbase-shaded-client}, whose classes carry the same names as the
 * unshaded HBase and Hadoop classes the mini cluster needs, but refer to relocated libraries.
 * {@link EmbeddedHBaseProcess} starts it so from Java.
 *
 * <p>Once the cluster is up it prints one line to standard output, {@value #READY_PREFIX} followed by
 * {@code host:port}: the quorum a client sets to reach it. It stops the cluster and exits when its
 * standard input ends, so the process that started it with a pipe takes it down by closing the pipe,
 * or by dying. With {@code --parent-pid <pid>} it also exits when that process has ended, whatever
 * became of the pipe. A start-up failure prints one line, {@value #FAILED_PREFIX} followed by the
 * failure and its cause, then the stack trace, and ends the JVM with status 1.
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
  /** What the one line printed when the cluster cannot start starts with; the failure follows. */
  public static final String FAILED_PREFIX = "embedded HBase failed: ";
  /** The argument naming the process whose end also ends this one; its pid follows. */
  public static final String PARENT_PID = "--parent-pid";

  private EmbeddedHBaseMain() {}

  /** Starts the cluster, prints the ready line, and runs until standard input (or the parent) ends. */
  public static void main(String[] args) throws IOException {
    AtomicReference<EmbeddedHBase> running = new AtomicReference<>();
    // a parent that destroys this process (SIGTERM) or a watch below that ends it still gets the data
    // directory deleted
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      EmbeddedHBase hbase = running.get();
      if (hbase != null) {
        hbase.close();
      }
    }, "embedded-hbase-stop"));
    // watched from the start: a parent that gives up or dies while the cluster starts ends it too
    daemon("embedded-hbase-stdin", EmbeddedHBaseMain::exitWhenStdinEnds);
    parentPid(args).ifPresent(pid -> daemon("embedded-hbase-parent", () -> exitWhenGone(pid)));

    EmbeddedHBase hbase;
    try {
      hbase = EmbeddedHBase.start();
    } catch (RuntimeException | LinkageError e) {
      System.out.println(FAILED_PREFIX + describe(e));
      System.out.flush();
      e.printStackTrace();
      System.exit(1);
      return;
    }
    running.set(hbase);
    Configuration conf = hbase.configuration();
    System.out.println(READY_PREFIX + conf.get("hbase.zookeeper.quorum") + ":"
        + conf.get("hbase.zookeeper.property.clientPort"));
    // the cluster's file system, for clients that write files HBase takes (bulk loads)
    System.out.println(FS_PREFIX + conf.get("fs.defaultFS"));
    System.out.flush();
    try {
      new CountDownLatch(1).await(); // the watches end the JVM
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The innermost cause of {@code failure}, on one line: {@code EmbeddedHBase.start()} wraps every
   * failure in one that only says the cluster did not start; the cause says why (a port in use, a
   * class missing, the heap exhausted).
   */
  static String describe(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.toString().replaceAll("\\s*\\R\\s*", " ");
  }

  private static Optional<Long> parentPid(String[] args) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(PARENT_PID)) {
        return Optional.of(Long.parseLong(args[i + 1]));
      }
    }
    return Optional.empty();
  }

  private static void daemon(String name, Runnable watch) {
    Thread thread = new Thread(watch, name);
    thread.setDaemon(true);
    thread.start();
  }

  private static void exitWhenStdinEnds() {
    try {
      drain(System.in);
    } catch (IOException e) {
      // a broken pipe is an ended one
    }
    // Hadoop's and HBase's non-daemon threads would keep the JVM alive; the hook stops the cluster
    System.exit(0);
  }

  private static void drain(InputStream in) throws IOException {
    byte[] buffer = new byte[256];
    while (in.read(buffer) >= 0) {
      // nothing is expected on standard input; only its end matters
    }
  }

  /**
   * Ends this JVM once the process {@code pid} has ended. Polled rather than {@code onExit()}, which
   * for a process that is not this one's child polls too, and compared by start time, so that another
   * process given the same pid later does not count as the parent.
   */
  private static void exitWhenGone(long pid) {
    Optional<Instant> started = ProcessHandle.of(pid).flatMap(p -> p.info().startInstant());
    while (true) {
      Optional<ProcessHandle> parent = ProcessHandle.of(pid);
      boolean alive = parent.isPresent() && parent.get().isAlive()
          && parent.get().info().startInstant().equals(started);
      if (!alive) {
        System.out.println("embedded HBase: process " + pid + ", which started it, has ended; stopping");
        System.exit(0);
      }
      try {
        Thread.sleep(500);
      } catch (InterruptedException e) {
        return;
      }
    }
  }
}
