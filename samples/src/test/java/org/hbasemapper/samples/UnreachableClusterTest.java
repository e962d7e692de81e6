package org.hbasemapper.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.log4j.Level;
import org.apache.log4j.LogManager;
import org.apache.log4j.Logger;
import org.hbasemapper.runtime.ClientSettings;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.samples.purchase.Purchase;
import org.hbasemapper.samples.purchase.PurchaseDao;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * With the settings of docs/production.md, DAO calls against a ZooKeeper quorum that does not answer
 * (a closed loopback port) end with a readable exception within bounded time; hbase-client's
 * defaults wait more than five minutes. No cluster is started. It runs beside the module's other test
 * classes (junit-platform.properties): its 35 s are spent waiting.
 */
@Execution(ExecutionMode.CONCURRENT)
class UnreachableClusterTest {
  /** Generous: about 35 s are measured for a get or put, 13 s for a query; the defaults take minutes. */
  private static final Duration BOUND = Duration.ofSeconds(60);

  /** The ZooKeeper client warns at every failed attempt: expected here, so kept out of the build output. */
  private static final List<Logger> RETRY_LOGGERS =
      List.of(LogManager.getLogger("org.apache.zookeeper"), LogManager.getLogger("org.apache.hadoop.hbase"));

  private static Connection connection;
  private static List<Level> levels;

  @BeforeAll
  static void connectToNothing() throws IOException {
    levels = RETRY_LOGGERS.stream().map(Logger::getLevel).toList();
    RETRY_LOGGERS.forEach(logger -> logger.setLevel(Level.ERROR));
    Configuration conf = ClientSettings.bounded(HBaseConfiguration.create());
    conf.set("hbase.zookeeper.quorum", "127.0.0.1");
    conf.setInt("hbase.zookeeper.property.clientPort", closedLoopbackPort());
    connection = ConnectionFactory.createConnection(conf);   // connects lazily: no cluster needed
  }

  @AfterAll
  static void close() throws IOException {
    connection.close();
    for (int i = 0; i < RETRY_LOGGERS.size(); i++) {
      RETRY_LOGGERS.get(i).setLevel(levels.get(i));
    }
  }

  /** A loopback port nothing listens on: one the system just handed out and that was closed again. */
  private static int closedLoopbackPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  @Test
  void getPutAndQueryFailWithinBoundedTimeNamingTheTable() throws Exception {
    PurchaseDao purchases = new PurchaseDao(connection);
    Purchase purchase = new Purchase("u1", Instant.parse("2024-03-01T10:00:00Z"), "p1", BigDecimal.ONE, 1);
    // the three calls wait side by side, so the test takes as long as the slowest one
    ExecutorService calls = Executors.newFixedThreadPool(3);
    try {
      List<Future<Failure>> failures = calls.invokeAll(List.of(
          timed(() -> purchases.get("u1", purchase.time(), "p1")),
          timed(() -> purchases.put(purchase)),
          timed(() -> purchases.query().userId("u1").list())));
      for (Future<Failure> future : failures) {
        Failure failure = future.get();
        assertThat(failure.elapsed()).isLessThan(BOUND);
        assertThat(failure.error())
            .isInstanceOf(HBaseAccessException.class)
            .hasMessageContaining("shop:purchase");
      }
    } finally {
      calls.shutdownNow();
    }
  }

  private record Failure(Throwable error, Duration elapsed) {}

  private static Callable<Failure> timed(Runnable call) {
    return () -> {
      long start = System.nanoTime();
      Throwable error = null;
      try {
        call.run();
      } catch (RuntimeException e) {
        error = e;
      }
      return new Failure(error, Duration.ofNanos(System.nanoTime() - start));
    };
  }
}
