package org.hbasemapper.test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.MiniHBaseCluster;
import org.apache.hadoop.hbase.StartMiniClusterOption;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.annotations.audience.Api;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A real HBase in this JVM: HBase's own mini cluster (a master, a region server and ZooKeeper, on the
 * local file system), with its data in a temporary directory that is deleted on stop.
 *
 * <p>Start-up takes 5 to 15 seconds, so tests share one: {@link #shared()} starts it on first use
 * and stops it when the JVM exits. On JDK 17 the JVM needs the {@code --add-opens} flags listed in
 * mapper-test's README (section "JDK 17 flags").
 *
 * <p>Its {@link #connection()} and {@link #configuration()} carry the bounded client settings of
 * docs/production.md ({@link #CLIENT_SETTINGS}), so a test against a cluster that stops answering
 * fails within seconds instead of hanging on hbase-client's twenty-minute defaults.
 *
 * <pre>{@code
 * Connection connection = EmbeddedHBase.shared().connection();
 * }</pre>
 */
@Api
public final class EmbeddedHBase implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EmbeddedHBase.class);
  private static final OncePerJvm<EmbeddedHBase> SHARED = new OncePerJvm<>();
  /** The name of each cluster's data directory in the temporary directory, before its random part. */
  static final String DATA_DIR_PREFIX = "embedded-hbase-";

  /**
   * The hbase-client settings this cluster's client configuration and connection use (setting name
   * to value): the values docs/production.md recommends, bounding every call's time. A
   * {@code -Dhbasemapper.embedded.conf.<name>} system property overrides one of them.
   */
  public static final Map<String, String> CLIENT_SETTINGS = clientSettings();

  private boolean closed;
  private final HBaseTestingUtility utility;
  private final Path dataDir;
  private final long startMillis;
  private final Configuration clientConf;
  private final Connection connection;
  private AsyncConnection asyncConnection;

  private EmbeddedHBase(HBaseTestingUtility utility, Path dataDir, long startMillis, Configuration clientConf,
      Connection connection) {
    this.utility = utility;
    this.dataDir = dataDir;
    this.startMillis = startMillis;
    this.clientConf = clientConf;
    this.connection = connection;
  }

  // The runtime's ClientSettings.BOUNDED, repeated because the runtime's own tests depend on this
  // module; BoundedSettingsDocTest in the samples keeps the two lists and the docs equal.
  private static Map<String, String> clientSettings() {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("hbase.client.operation.timeout", "30000");
    settings.put("hbase.client.meta.operation.timeout", "10000");
    settings.put("hbase.rpc.timeout", "10000");
    settings.put("hbase.client.retries.number", "5");
    settings.put("zookeeper.session.timeout", "10000");
    settings.put("zookeeper.recovery.retry", "1");
    settings.put("zookeeper.recovery.retry.intervalmill", "200");
    return Collections.unmodifiableMap(settings);
  }

  /**
   * The JVM-wide instance, started on first call and stopped at JVM exit. A start that failed is not
   * tried again in this JVM (each try would take minutes to fail the same way): later calls throw an
   * exception with the first one's message.
   */
  public static EmbeddedHBase shared() {
    return SHARED.get(() -> {
      EmbeddedHBase started = start();
      Runtime.getRuntime().addShutdownHook(new Thread(started::close, "embedded-hbase-stop"));
      return started;
    });
  }

  /** Whether the JVM-wide instance of {@link #shared()} is running. */
  public static boolean sharedRunning() {
    return SHARED.present();
  }

  /**
   * Stops the JVM-wide instance, if running; the next {@link #shared()} starts a new one (also after a
   * failed start). For an application that started it and failed to start itself: the cluster's threads
   * would otherwise keep the JVM alive until it is killed. Connections to the stopped cluster stop working.
   */
  public static void stopShared() {
    EmbeddedHBase stopping = SHARED.clear();
    if (stopping != null) {
      stopping.close();
    }
  }

  /**
   * System properties starting with this prefix set the cluster's configuration:
   * {@code -Dhbasemapper.embedded.conf.hbase.table.max.rowsize=4194304} sets
   * {@code hbase.table.max.rowsize}.
   */
  public static final String CONF_PREFIX = "hbasemapper.embedded.conf.";

  /**
   * The loggers of the mini cluster's servers and the libraries they bring, which log what a
   * single-node cluster starting and stopping expects (regions waiting for the first region server,
   * WAL cleaners interrupted at shutdown, HDFS block reports and audit lines). Tests hold them at
   * ERROR unless {@code -Dhbasemapper.embedded.verbose=true}; an application on the embedded HBase
   * (the Spring Boot starter) does the same through its own logging system.
   */
  public static final List<String> SERVER_LOGGERS = ServerLoggers.NAMES;

  /** Starts a new mini cluster with one region server; the caller stops it with {@link #close()}. */
  public static EmbeddedHBase start() {
    StartChecks.requireProtobufForCoprocessors();
    QuietLogs.apply();
    long begin = System.nanoTime();
    try {
      Path dataDir = Files.createTempDirectory(DATA_DIR_PREFIX);
      // a JVM killed with its cluster running leaves the data: the next start in any JVM removes it
      EmbeddedHBaseProcess.removeOrphans(dataDir.getParent(), DATA_DIR_PREFIX);
      Files.writeString(dataDir.resolve(EmbeddedHBaseProcess.OWNER_FILE), Long.toString(ProcessHandle.current().pid()));
      // the testing utility places all its data below this directory
      System.setProperty("test.build.data.basedirectory", dataDir.toString());
      HBaseTestingUtility utility = new HBaseTestingUtility();
      Configuration conf = utility.getConfiguration();
      conf.setInt("hbase.master.info.port", -1);
      conf.setInt("hbase.regionserver.info.port", -1);
      conf.setInt("hbase.client.retries.number", 5);
      // the region server's first report to a master still starting fails, and it waits this long (3 s by
      // default) before the next: meanwhile hbase:meta waits for a server; 500 ms saves about 2.5 s a start
      conf.setInt("hbase.regionserver.msginterval", 500);
      for (String name : System.getProperties().stringPropertyNames()) {
        if (name.startsWith(CONF_PREFIX)) {
          conf.set(name.substring(CONF_PREFIX.length()), System.getProperty(name));
        }
      }
      // the mini cluster renames the calling thread after one of its RPC listeners; give it its name back
      String threadName = Thread.currentThread().getName();
      try {
        // on the local file system, not a MiniDFSCluster: starts in about half the time, and every flush,
        // WAL sync and bulk load skips a datanode
        utility.startMiniZKCluster();
        utility.startMiniHBaseCluster(StartMiniClusterOption.builder().numRegionServers(1).build());
      } finally {
        Thread.currentThread().setName(threadName);
      }
      Configuration clientConf = clientConfiguration(conf);
      Connection connection = ConnectionFactory.createConnection(clientConf);
      long millis = (System.nanoTime() - begin) / 1_000_000;
      LOG.info("Embedded HBase started in {} ms (ZooKeeper port {})", millis,
          conf.get("hbase.zookeeper.property.clientPort"));
      return new EmbeddedHBase(utility, dataDir, millis, clientConf, connection);
    } catch (Exception e) {
      throw new IllegalStateException("Embedded HBase did not start: " + firstLine(e) + StartChecks.flagsHint(), e);
    }
  }

  /** The exception's type and the first line of its message. */
  static String firstLine(Throwable e) {
    String message = e.getMessage() == null ? "" : e.getMessage().strip();
    int end = message.indexOf('\n');
    return e.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + (end < 0 ? message : message.substring(0, end).strip()));
  }

  /**
   * The cluster's cluster configuration with {@link #CLIENT_SETTINGS} on top, where no system
   * property chose another value. The servers keep hbase-client's defaults for their own calls: a
   * region server or master must ride out a slow start, a test client should not wait on one.
   */
  private static Configuration clientConfiguration(Configuration clusterConf) {
    Configuration client = new Configuration(clusterConf);
    CLIENT_SETTINGS.forEach((name, value) -> {
      if (System.getProperty(CONF_PREFIX + name) == null) {
        client.set(name, value);
      }
    });
    return client;
  }

  /**
   * The cluster's shared connection, with {@link #CLIENT_SETTINGS}. It belongs to this instance: do
   * not close it; it is closed with the cluster.
   */
  public Connection connection() {
    return connection;
  }

  /**
   * The cluster's shared asynchronous connection, with {@link #CLIENT_SETTINGS}, opened on first
   * call (tests of blocking code never pay for it). It belongs to this instance: do not close it; it
   * is closed with the cluster.
   */
  public synchronized AsyncConnection asyncConnection() {
    if (asyncConnection == null) {
      try {
        asyncConnection = ConnectionFactory.createAsyncConnection(configuration()).get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while connecting to the embedded HBase", e);
      } catch (java.util.concurrent.ExecutionException e) {
        throw new IllegalStateException("could not connect to the embedded HBase: " + e.getCause(), e.getCause());
      }
    }
    return asyncConnection;
  }

  /**
   * A client configuration pointing at this cluster, with {@link #CLIENT_SETTINGS}, for creating
   * connections of your own.
   */
  public Configuration configuration() {
    return new Configuration(clientConf);
  }

  /**
   * The number of scanners open on the region servers right now: a test can check that its code
   * closes every scanner it opens (an abandoned scanner holds server resources until its lease ends).
   */
  public int openScanners() {
    return utility.getMiniHBaseCluster().getRegionServerThreads().stream()
        .mapToInt(t -> t.getRegionServer().getRSRpcServices().getScannersCount())
        .sum();
  }

  /**
   * The mini cluster itself, for a test of what a client does when a server goes: start a second
   * region server ({@code startRegionServer()}), move a region to it, abort or stop it. The other test
   * classes of the JVM share the cluster: leave it with the region servers it had, and its regions
   * assigned.
   */
  public MiniHBaseCluster cluster() {
    return utility.getMiniHBaseCluster();
  }

  /** Where the cluster keeps its data; deleted on {@link #close()}. */
  Path dataDirectory() {
    return dataDir;
  }

  /** How long start-up took, in milliseconds. */
  public long startMillis() {
    return startMillis;
  }

  /** Stops the cluster and deletes its data directory. */
  @Override
  public synchronized void close() {
    if (closed) {
      return; // stopShared() and then the shutdown hook
    }
    closed = true;
    try {
      if (asyncConnection != null) {
        asyncConnection.close();
      }
      connection.close();
    } catch (IOException e) {
      LOG.warn("Embedded HBase client connection did not close cleanly: {}", e.toString());
    }
    try {
      utility.shutdownMiniCluster();
    } catch (Exception e) {
      LOG.warn("Embedded HBase did not stop cleanly: {}", e.toString());
    } finally {
      deleteRecursively(dataDir);
    }
  }

  private static void deleteRecursively(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      LOG.warn("Could not delete {}: {}", dir, e.toString());
    }
  }
}
