package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.benchmarks.model.Sale;
import org.hbasemapper.benchmarks.model.SaleAsyncDao;
import org.hbasemapper.benchmarks.model.SaleDao;
import org.hbasemapper.benchmarks.model.User;
import org.hbasemapper.benchmarks.model.UserDao;
import org.hbasemapper.runtime.WideRow;

/**
 * The client side of the memory runs, started by {@link Report} in its own JVM with a small heap
 * ({@code -Xmx64m}): streams every row of a large prefix and every qualifier of a wide row from the
 * cluster the parent process hosts, then reads the prefix again through the asynchronous publisher one
 * row per request, and prints what it read and the heap it peaked at.
 * Arguments: ZooKeeper port, user id of the sales, id of the wide-row user.
 */
public final class MemoryRun {
  private MemoryRun() {}

  public static void main(String[] args) throws IOException {
    Configuration conf = HBaseConfiguration.create();
    conf.set("hbase.zookeeper.quorum", "localhost");
    conf.set("hbase.zookeeper.property.clientPort", args[0]);
    try (Connection connection = ConnectionFactory.createConnection(conf)) {
      long start = System.nanoTime();
      long rows;
      try (Stream<Sale> sales = new SaleDao(connection).query().userId(args[1]).batchSize(1000).stream()) {
        rows = sales.count();
      }
      System.out.println("memory.stream rows=" + rows + " seconds=" + seconds(start)
          + " heapUsedMaxMiB=" + peak());
      start = System.nanoTime();
      long qualifiers;
      WideRow<Long, String> fans = new UserDao(connection).fans(Long.parseLong(args[2]));
      try (Stream<Map.Entry<Long, String>> entries = fans.stream()) {
        qualifiers = entries.count();
      }
      System.out.println("memory.widerow qualifiers=" + qualifiers + " seconds=" + seconds(start)
          + " heapUsedMaxMiB=" + peak());
    }
    // the same rows through the asynchronous publisher, consumed slowly: one request of one row at a time
    try (AsyncConnection async = ConnectionFactory.createAsyncConnection(conf).get()) {
      long start = System.nanoTime();
      long rows = AsyncEndToEnd.consume(new SaleAsyncDao(async).query().userId(args[1]).publisher(), 1, sale -> {});
      System.out.println("memory.publisher rows=" + rows + " seconds=" + seconds(start)
          + " heapUsedMaxMiB=" + peak());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IOException(e.getCause());
    }
  }

  private static String seconds(long start) {
    return String.format(java.util.Locale.ROOT, "%.1f", (System.nanoTime() - start) / 1e9);
  }

  /** Peak heap use since the JVM started, summed over the heap pools, in MiB. */
  /** The peaks of the heap pools, summed, in MiB: an upper bound of the heap used at once. */
  static long peak() {
    long max = 0;
    for (var pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == java.lang.management.MemoryType.HEAP && pool.getPeakUsage() != null) {
        max += pool.getPeakUsage().getUsed();
      }
    }
    return max / (1024 * 1024);
  }
}
