package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.benchmarks.model.BenchOrderRow;
import org.hbasemapper.benchmarks.model.BenchOrderRowDao;
import org.hbasemapper.benchmarks.model.BenchStock;
import org.hbasemapper.benchmarks.model.BenchStockDao;
import org.hbasemapper.benchmarks.model.BenchStockMapper;
import org.hbasemapper.benchmarks.model.BenchStockQuery;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The writes of issue "writes users expect" against what they replace, on the embedded mini cluster:
 * a partial update of one column ({@code update(key).set(...).apply()}, one row mutation) against the
 * read-modify-write a caller writes without it ({@code get}, then {@code put} of the changed entity);
 * a conditional put (HBase checks a filter in the same call) against a plain put; and an order of one
 * header and {@value RecordTypeBenchmark#ITEMS} items written atomically (one call to the region's
 * {@code MultiRowMutationEndpoint}) against the same rows by {@code putAll}.
 *
 * <p>With {@value HostedForks#ZK_PORT} set, the fork connects to the cluster its parent hosts and has
 * loaded ({@link WritesRun}); without it, the fork starts its own cluster and loads the rows.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class WritesBenchmark {
  static final int STOCKS = 1_000;
  private static final String WAREHOUSE = "w001";

  private EmbeddedHBase hosted;
  private Connection connection;
  private BenchStockDao stocks;
  private BenchOrderRowDao orders;
  private final List<List<BenchOrderRow>> orderRows = new ArrayList<>();
  private int next;

  static String sku(int i) {
    return String.format("sku-%06d", i);
  }

  static BenchStock stock(int i, int quantity) {
    return new BenchStock(WAREHOUSE, sku(i), quantity, BigDecimal.valueOf(100 + i % 900, 2), "shelf " + i % 40);
  }

  /** Creates the tables and writes every stock (idempotent). */
  static void load(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(BenchStockMapper.INSTANCE.schema());
    schemas.createIfMissing(BenchOrderRowDao.GROUP.schema());
    List<BenchStock> all = new ArrayList<>(STOCKS);
    for (int i = 0; i < STOCKS; i++) {
      all.add(stock(i, 1_000));
    }
    new BenchStockDao(connection).putAll(all);
  }

  @Setup(Level.Trial)
  public void connect() throws IOException {
    connection = HostedForks.connectToHosted();
    if (connection == null) {
      hosted = EmbeddedHBase.start();
      connection = hosted.connection();
      load(connection);
    }
    stocks = new BenchStockDao(connection);
    orders = new BenchOrderRowDao(connection);
    for (int o = 0; o < 200; o++) {
      orderRows.add(RecordTypeBenchmark.order(String.format("w%07d", o), 1 + o));
    }
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    if (hosted != null) {
      hosted.close();
    } else {
      connection.close();
    }
  }

  /** One column changed without a read: one row mutation. */
  @Benchmark
  public boolean partialUpdate() {
    int i = next++ % STOCKS;
    return stocks.update(WAREHOUSE, sku(i)).set(BenchStockQuery.QUANTITY, 1_000 + next % 7).apply();
  }

  /** The same change as callers write it without partial updates: read the entity, put it changed. */
  @Benchmark
  public void readModifyWrite() {
    int i = next++ % STOCKS;
    BenchStock stored = stocks.get(WAREHOUSE, sku(i)).orElseThrow();
    stocks.put(stored.withQuantity(1_000 + next % 7));
  }

  /** A put that HBase applies only if the stored quantity is positive, checked in the same call. */
  @Benchmark
  public boolean conditionalPut() {
    int i = next++ % STOCKS;
    return stocks.put(stock(i, 1_000 + next % 7), BenchStockQuery.QUANTITY.greaterThan(0));
  }

  /** The same put, unconditional. */
  @Benchmark
  public void plainPut() {
    int i = next++ % STOCKS;
    stocks.put(stock(i, 1_000 + next % 7));
  }

  /** An order of 1 header and 20 items, all rows or none, in one call to the region. */
  @Benchmark
  public void atomicOrder() {
    orders.putAllAtomically(orderRows.get(next++ % orderRows.size()));
  }

  /** The same 21 rows by {@code putAll}: each row atomic, the order not. */
  @Benchmark
  public void putAllOrder() {
    orders.putAll(orderRows.get(next++ % orderRows.size()));
  }
}
