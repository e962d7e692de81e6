package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.function.IntFunction;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.benchmarks.model.IndexedSaltedSale;
import org.hbasemapper.benchmarks.model.IndexedSaltedSaleDao;
import org.hbasemapper.benchmarks.model.SaltedSale;
import org.hbasemapper.benchmarks.model.SaltedSaleDao;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.BulkLoadReport;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * {@code e2e.bulkload} and {@code e2e.bulkload-index}: 1,000,000 entities, in no key order, into an
 * empty pre-split (salted, 8 buckets) table, by {@link BulkLoad} against the DAO's {@code putAll};
 * the second with a secondary index. Each measurement starts from freshly created tables. Entities are
 * made as they are read, never held in a list, so the client's heap is the loader's.
 *
 * <p>Arguments: {@code --rows N} (default 1,000,000); {@code --cluster host:port} to load into the
 * embedded HBase of another JVM ({@code EmbeddedHBaseMain}), so that this JVM's heap (for example
 * {@code -Xmx256m}) holds only the client, with {@code --fs hdfs://host:port} (its second line) to
 * stage the HFiles on the cluster's file system, as a load on a cluster does; {@code --bulk-only} to
 * skip the {@code putAll} side. Prints the times, the ratios and the peak heap.
 */
public final class BulkLoadRun {
  private BulkLoadRun() {}

  public static void main(String[] args) throws IOException {
    List<String> list = List.of(args);
    int rows = list.contains("--rows") ? Integer.parseInt(list.get(list.indexOf("--rows") + 1)) : 1_000_000;
    boolean bulkOnly = list.contains("--bulk-only");
    Path work = Files.createTempDirectory("bulk-run-");
    if (list.contains("--cluster")) {
      String[] at = list.get(list.indexOf("--cluster") + 1).split(":");
      Configuration conf = HBaseConfiguration.create();
      conf.set("hbase.zookeeper.quorum", at[0]);
      conf.set("hbase.zookeeper.property.clientPort", at[1]);
      if (list.contains("--fs")) {
        // the cluster's file system: the HFiles are staged where HBase moves them from, as on a cluster
        conf.set("fs.defaultFS", list.get(list.indexOf("--fs") + 1));
      }
      try (Connection connection = ConnectionFactory.createConnection(conf)) {
        run(connection, rows, bulkOnly, work);
      }
    } else {
      try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
        run(hbase.connection(), rows, bulkOnly, work);
      }
    }
  }

  private static void run(Connection connection, int rows, boolean bulkOnly, Path work) {
    List<String> ratios = new ArrayList<>();
    SaltedSaleDao plain = new SaltedSaleDao(connection);
    ratios.add(pair("e2e.bulkload", connection, plain, rows, BulkLoadRun::plain, bulkOnly, work));
    IndexedSaltedSaleDao indexed = new IndexedSaltedSaleDao(connection);
    ratios.add(pair("e2e.bulkload-index", connection, indexed, rows, BulkLoadRun::indexed, bulkOnly, work));
    ratios.forEach(System.out::println);
    System.out.println("heapUsedMaxMiB=" + MemoryRun.peak() + " maxHeapMiB=" + Runtime.getRuntime().maxMemory() / (1 << 20));
  }

  private static <E> String pair(String name, Connection connection, EntityDao<E, ?> dao, int rows,
      IntFunction<E> entity, boolean bulkOnly, Path work) {
    TableSchema schema = dao.schema();
    fresh(connection, schema);
    long start = System.nanoTime();
    BulkLoadReport report = BulkLoad.of(connection, EntityCells.of(dao)).workDirectory(work)
        .load(() -> entities(rows, entity));
    double bulk = (System.nanoTime() - start) / 1e6;
    System.out.printf(Locale.ROOT, "%-20s bulk   %9.0f ms  (read %d, written %d, loaded %d ms; %d runs spilled; %s)%n",
        name, bulk, report.reading().toMillis(), report.writing().toMillis(), report.loading().toMillis(),
        report.runs(), report.tables().keySet());
    require(dao, rows);
    if (bulkOnly) {
      return name + " bulk only";
    }
    fresh(connection, schema);
    start = System.nanoTime();
    dao.putAll(() -> entities(rows, entity));
    double puts = (System.nanoTime() - start) / 1e6;
    // the puts are in the memstores and the WAL; the bulk load ended with its cells in HFiles
    flush(connection, dao.schema());
    double flushed = (System.nanoTime() - start) / 1e6;
    System.out.printf(Locale.ROOT, "%-20s putAll %9.0f ms, with the flush of its memstores %.0f ms%n", name, puts,
        flushed);
    require(dao, rows);
    return String.format(Locale.ROOT, "%s bulk/putAll = %.2f, bulk/(putAll+flush) = %.2f", name, bulk / puts,
        bulk / flushed);
  }

  private static void require(EntityDao<?, ?> dao, int rows) {
    // every row is there: count the data table through the DAO's query
    long n = dao instanceof SaltedSaleDao d ? d.query().count() : ((IndexedSaltedSaleDao) dao).query().count();
    if (n != rows) {
      throw new IllegalStateException(dao.schema().tableName() + " holds " + n + " rows, not " + rows);
    }
  }

  private static void flush(Connection connection, TableSchema schema) {
    try (Admin admin = connection.getAdmin()) {
      admin.flush(schema.tableName());
      for (var index : schema.indexes()) {
        admin.flush(index.tableName());
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static void fresh(Connection connection, TableSchema schema) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(schema);
    schemas.create(schema);
  }

  /** Entity {@code i} of {@code rows}, in an order unrelated to the keys (a multiplicative permutation). */
  static <E> Iterator<E> entities(int rows, IntFunction<E> entity) {
    return new Iterator<>() {
      private int next;

      @Override
      public boolean hasNext() {
        return next < rows;
      }

      @Override
      public E next() {
        if (next >= rows) {
          throw new NoSuchElementException();
        }
        return entity.apply((int) ((next++ * 2_654_435_761L) % rows));
      }
    };
  }

  /** The 10,000 user ids, made once: formatting them per entity would cost more than loading it. */
  static final String[] USERS = java.util.stream.IntStream.range(0, 10_000)
      .mapToObj(u -> String.format("u%07d", u)).toArray(String[]::new);

  static SaltedSale plain(int i) {
    return new SaltedSale(USERS[i % 10_000], Instant.ofEpochMilli(1_700_000_000_000L + i),
        "p" + (i % 500), BigDecimal.valueOf(i % 10_000, 2), i % 7);
  }

  private static IndexedSaltedSale indexed(int i) {
    return new IndexedSaltedSale(USERS[i % 10_000], Instant.ofEpochMilli(1_700_000_000_000L + i),
        "p" + (i % 500), "sku-" + (i % 50_000), BigDecimal.valueOf(i % 10_000, 2), i % 7);
  }
}
