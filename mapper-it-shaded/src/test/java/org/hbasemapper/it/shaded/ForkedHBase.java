package org.hbasemapper.it.shaded;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.ClientSettings;

/**
 * mapper-test's embedded HBase in a JVM of its own ({@code EmbeddedHBaseMain} on mapper-test's class
 * path), reached from this JVM through hbase-shaded-client by its ZooKeeper quorum, as an application
 * reaches a real cluster. The two cannot share a JVM: the mini cluster's HBase and Hadoop classes
 * have the same names as the shaded client's and refer to unrelocated libraries.
 *
 * <p>One per test JVM, started on first use (about 20 s) and stopped at JVM exit by closing its
 * standard input, which also happens when this JVM dies, so no cluster outlives the build. Its output
 * goes to the file {@code hbasemapper.forked.log} names.
 */
final class ForkedHBase {
  /** The line EmbeddedHBaseMain prints when its cluster is ready starts with this; {@code host:port} follows. */
  static final String READY_PREFIX = "hbase.zookeeper.quorum=";
  private static final long START_TIMEOUT_SECONDS = 180;
  private static ForkedHBase shared;

  private final Process process;
  private final String quorum;
  private final long startMillis;
  private final Connection connection;
  private AsyncConnection asyncConnection;

  private ForkedHBase(Process process, String quorum, long startMillis, Connection connection) {
    this.process = process;
    this.quorum = quorum;
    this.startMillis = startMillis;
    this.connection = connection;
  }

  /** The JVM-wide instance, started on first call and stopped at JVM exit. */
  static synchronized ForkedHBase shared() {
    if (shared == null) {
      ForkedHBase started = start();
      Runtime.getRuntime().addShutdownHook(new Thread(started::close, "forked-hbase-stop"));
      shared = started;
    }
    return shared;
  }

  private static ForkedHBase start() {
    long begin = System.nanoTime();
    Path log = Path.of(required("hbasemapper.forked.log"));
    Process process = null;
    try {
      process = new ProcessBuilder(command()).redirectErrorStream(true).start();
      String quorum = awaitReady(process, log);
      long millis = (System.nanoTime() - begin) / 1_000_000;
      return new ForkedHBase(process, quorum, millis, ConnectionFactory.createConnection(configurationFor(quorum)));
    } catch (IOException | RuntimeException e) {
      if (process != null) {
        process.destroyForcibly();
      }
      throw new IllegalStateException("the embedded HBase in its own JVM did not start: " + e.getMessage()
          + "; its output is in " + log, e);
    }
  }

  /** {@code java <flags> -cp <mapper-test's classes and its runtime class path> EmbeddedHBaseMain}. */
  private static List<String> command() throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(Arrays.asList(required("hbasemapper.forked.jvmArgs").trim().split("\\s+")));
    Path classpathFile = Path.of(required("hbasemapper.forked.classpathFile"));
    if (!Files.exists(classpathFile)) {
      throw new IllegalStateException(classpathFile + " is missing: build mapper-test in the same run"
          + " (mvn -pl mapper-it-shaded -am ...)");
    }
    command.add("-cp");
    command.add(required("hbasemapper.forked.classpath") + File.pathSeparator
        + Files.readString(classpathFile).trim());
    command.add("org.hbasemapper.test.EmbeddedHBaseMain");
    return command;
  }

  /**
   * Copies the process's output to {@code log} on a thread of its own (a full pipe would stop the
   * cluster) and returns the quorum of its ready line.
   */
  private static String awaitReady(Process process, Path log) throws IOException {
    Files.createDirectories(log.getParent());
    CompletableFuture<String> ready = new CompletableFuture<>();
    Thread pump = new Thread(() -> pump(process, log, ready), "forked-hbase-output");
    pump.setDaemon(true);
    pump.start();
    try {
      return ready.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      throw new IllegalStateException("no ready line after " + START_TIMEOUT_SECONDS + " s", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the cluster started", e);
    }
  }

  private static void pump(Process process, Path log, CompletableFuture<String> ready) {
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
            StandardCharsets.UTF_8));
        PrintWriter file = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8), true)) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        file.println(line);
        if (line.startsWith(READY_PREFIX)) {
          ready.complete(line.substring(READY_PREFIX.length()));
        }
      }
      ready.completeExceptionally(new IllegalStateException("it exited with status " + process.waitFor()
          + " before it was ready"));
    } catch (IOException e) {
      ready.completeExceptionally(new UncheckedIOException(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      ready.completeExceptionally(e);
    }
  }

  /**
   * A client configuration an application would build: hbase-client's defaults, the bounded settings
   * of docs/production.md, and the quorum as {@code host:port}.
   */
  static Configuration configurationFor(String quorum) {
    Configuration conf = ClientSettings.bounded(HBaseConfiguration.create());
    conf.set(HConstants.ZOOKEEPER_QUORUM, quorum);
    return conf;
  }

  private static String required(String property) {
    String value = System.getProperty(property);
    if (value == null) {
      throw new IllegalStateException("system property " + property + " is not set; mapper-it-shaded's pom sets it"
          + " for Surefire");
    }
    return value;
  }

  /** The ZooKeeper quorum that reaches the cluster, {@code host:port}. */
  String quorum() {
    return quorum;
  }

  /** How long starting the other JVM and its cluster took, in milliseconds. */
  long startMillis() {
    return startMillis;
  }

  /** A client configuration for this cluster, for connections of a test's own. */
  Configuration configuration() {
    return configurationFor(quorum);
  }

  /** The shared connection; do not close it. */
  Connection connection() {
    return connection;
  }

  /** The shared asynchronous connection, opened on first call; do not close it. */
  synchronized AsyncConnection asyncConnection() {
    if (asyncConnection == null) {
      try {
        asyncConnection = ConnectionFactory.createAsyncConnection(configuration()).get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while connecting to " + quorum, e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("could not connect to " + quorum + ": " + e.getCause(), e.getCause());
      }
    }
    return asyncConnection;
  }

  /** Closes the connections, then ends the other JVM's standard input and waits for it to stop its cluster. */
  private synchronized void close() {
    try {
      if (asyncConnection != null) {
        asyncConnection.close();
      }
      connection.close();
      process.getOutputStream().close();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (IOException e) {
      process.destroyForcibly();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }
}
