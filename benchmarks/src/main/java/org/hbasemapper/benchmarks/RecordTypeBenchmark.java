package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.benchmarks.model.BenchLineItem;
import org.hbasemapper.benchmarks.model.BenchLineItemDao;
import org.hbasemapper.benchmarks.model.BenchOrderHeader;
import org.hbasemapper.benchmarks.model.BenchOrderHeaderDao;
import org.hbasemapper.benchmarks.model.BenchOrderRow;
import org.hbasemapper.benchmarks.model.BenchOrderRowDao;
import org.hbasemapper.benchmarks.model.PlainOrderHeader;
import org.hbasemapper.benchmarks.model.PlainOrderHeaderDao;
import org.hbasemapper.benchmarks.model.PlainOrderHeaderMapper;
import org.hbasemapper.benchmarks.model.PlainOrderLine;
import org.hbasemapper.benchmarks.model.PlainOrderLineDao;
import org.hbasemapper.benchmarks.model.PlainOrderLineMapper;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * An order of one header and {@value #ITEMS} line items read as record types of one table against the
 * same data in two tables, on the embedded mini cluster: the whole order (one scan of the group against
 * a get of the header plus a prefix scan of the lines), its items alone (a type's prefix scan through
 * the code against the line table's), and a customer's headers (a type query that stops before the
 * code, so the servers filter the items out, against the header table's prefix scan). Every pair reads
 * the same pseudo-random sequence of orders.
 *
 * <p>With {@value HostedForks#ZK_PORT} set, the fork connects to the cluster its parent hosts and has
 * loaded ({@link RecordTypeRun}); without it, the fork starts its own cluster and loads the rows.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RecordTypeBenchmark {
  static final int CUSTOMERS = 200;
  static final int ORDERS = 5;
  static final int ITEMS = 20;
  private static final int KEYS = 1_000;
  private static final String[] STATUS = {"PLACED", "PAID", "SHIPPED", "DELIVERED"};
  private static final Instant T0 = Instant.parse("2024-01-01T00:00:00Z");

  private EmbeddedHBase hosted;
  private Connection connection;
  private BenchOrderRowDao group;
  private BenchOrderHeaderDao headerType;
  private BenchLineItemDao itemType;
  private PlainOrderHeaderDao headerTable;
  private PlainOrderLineDao lineTable;
  private final String[] customers = new String[KEYS];
  private final long[] orders = new long[KEYS];
  private int next;

  static String customer(int c) {
    return String.format("c%07d", c);
  }

  /** The n-th line (from 1) of an order: a product code, a quantity of 1 to 4, a price of 1.00 to 99.99. */
  static BenchLineItem item(String customer, long order, int n) {
    int h = Math.floorMod(customer.hashCode() * 31 + (int) order * 17 + n, 9_900);
    return new BenchLineItem(customer, order, n, String.format("sku-%06d", h * 7 % 100_000), 1 + h % 4,
        BigDecimal.valueOf(100 + h, 2));
  }

  /** An order's rows in key order: its header (with the items' total), then its {@value #ITEMS} items. */
  static List<BenchOrderRow> order(String customer, long order) {
    List<BenchLineItem> items = new ArrayList<>(ITEMS);
    BigDecimal total = BigDecimal.ZERO;
    for (int n = 1; n <= ITEMS; n++) {
      BenchLineItem item = item(customer, order, n);
      items.add(item);
      total = total.add(item.price().multiply(BigDecimal.valueOf(item.quantity())));
    }
    List<BenchOrderRow> rows = new ArrayList<>(1 + ITEMS);
    rows.add(new BenchOrderHeader(customer, order, T0.plusSeconds(order * 86_400 + customer.hashCode() % 3_600),
        STATUS[(int) (order % STATUS.length)], total));
    rows.addAll(items);
    return rows;
  }

  static PlainOrderHeader plain(BenchOrderHeader h) {
    return new PlainOrderHeader(h.customer(), h.order(), h.placed(), h.status(), h.total());
  }

  static PlainOrderLine plain(BenchLineItem i) {
    return new PlainOrderLine(i.customer(), i.order(), i.line(), i.sku(), i.quantity(), i.price());
  }

  /** Creates the three tables and writes every order in both models (idempotent: the same cells again). */
  static void load(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(BenchOrderRowDao.GROUP.schema());
    schemas.createIfMissing(PlainOrderHeaderMapper.INSTANCE.schema());
    schemas.createIfMissing(PlainOrderLineMapper.INSTANCE.schema());
    List<BenchOrderRow> rows = new ArrayList<>(CUSTOMERS * ORDERS * (1 + ITEMS));
    List<PlainOrderHeader> headers = new ArrayList<>(CUSTOMERS * ORDERS);
    List<PlainOrderLine> lines = new ArrayList<>(CUSTOMERS * ORDERS * ITEMS);
    for (int c = 0; c < CUSTOMERS; c++) {
      for (long o = 1; o <= ORDERS; o++) {
        for (BenchOrderRow row : order(customer(c), o)) {
          rows.add(row);
          if (row instanceof BenchOrderHeader h) {
            headers.add(plain(h));
          } else if (row instanceof BenchLineItem i) {
            lines.add(plain(i));
          }
        }
      }
    }
    new BenchOrderRowDao(connection).putAll(rows);
    new PlainOrderHeaderDao(connection).putAll(headers);
    new PlainOrderLineDao(connection).putAll(lines);
  }

  @Setup(Level.Trial)
  public void connect() throws IOException {
    connection = HostedForks.connectToHosted();
    if (connection == null) {
      hosted = EmbeddedHBase.start();
      connection = hosted.connection();
      load(connection);
    }
    group = new BenchOrderRowDao(connection);
    headerType = new BenchOrderHeaderDao(connection);
    itemType = new BenchLineItemDao(connection);
    headerTable = new PlainOrderHeaderDao(connection);
    lineTable = new PlainOrderLineDao(connection);
    Random random = new Random(42);
    for (int i = 0; i < KEYS; i++) {
      customers[i] = customer(random.nextInt(CUSTOMERS));
      orders[i] = 1 + random.nextInt(ORDERS);
    }
    for (int i = 0; i < 50; i++) {
      check(customers[i], orders[i]);
    }
  }

  /** Both models hold the same order, and each side of each pair reads all of it, before anything is measured. */
  private void check(String c, long o) {
    List<BenchOrderRow> rows = group.query().customer(c).order(o).list();
    require(rows.equals(order(c, o)), "the group's rows of " + c + "/" + o);
    PlainOrderHeader header = headerTable.get(c, o).orElseThrow(() -> new IllegalStateException("no header"));
    require(plain((BenchOrderHeader) rows.get(0)).equals(header), "the header of " + c + "/" + o);
    List<PlainOrderLine> lines = lineTable.query().customer(c).order(o).list();
    List<BenchLineItem> items = itemType.query().customer(c).order(o).list();
    require(items.equals(rows.subList(1, rows.size())) && items.size() == ITEMS, "the items of " + c + "/" + o);
    require(items.stream().map(RecordTypeBenchmark::plain).toList().equals(lines), "the lines of " + c + "/" + o);
    require(headerType.query().customer(c).list().stream().map(RecordTypeBenchmark::plain).toList()
        .equals(headerTable.query().customer(c).list()), "the headers of " + c);
    require(headerTable.query().customer(c).count() == ORDERS, "the header count of " + c);
  }

  private static void require(boolean ok, String what) {
    if (!ok) {
      throw new IllegalStateException("the two models disagree on " + what + ": load the rows first");
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

  /** A whole order, header and items, as one scan of the group's rows under {@code [customer][order]}. */
  @Benchmark
  public List<BenchOrderRow> orderGroup() {
    int i = next++ % KEYS;
    return group.query().customer(customers[i]).order(orders[i]).list();
  }

  /** The same order from two tables: a get of the header, then a prefix scan of the lines. */
  @Benchmark
  public void orderTwoTables(Blackhole bh) {
    int i = next++ % KEYS;
    bh.consume(headerTable.get(customers[i], orders[i]));
    bh.consume(lineTable.query().customer(customers[i]).order(orders[i]).list());
  }

  /** An order's items alone from the shared table: a prefix scan through the code, {@code [customer][order]['I']}. */
  @Benchmark
  public List<BenchLineItem> itemsType() {
    int i = next++ % KEYS;
    return itemType.query().customer(customers[i]).order(orders[i]).list();
  }

  /** The same items from the line table: a prefix scan of {@code [customer][order]}. */
  @Benchmark
  public List<PlainOrderLine> itemsTable() {
    int i = next++ % KEYS;
    return lineTable.query().customer(customers[i]).order(orders[i]).list();
  }

  /**
   * A customer's {@value #ORDERS} headers from the shared table: the query stops before the code, so the
   * servers read the customer's {@value #ORDERS} x 21 rows and a filter on the code passes the headers.
   */
  @Benchmark
  public List<BenchOrderHeader> headersType() {
    return headerType.query().customer(customers[next++ % KEYS]).list();
  }

  /** The same headers from the header table: a prefix scan of the customer's {@value #ORDERS} rows. */
  @Benchmark
  public List<PlainOrderHeader> headersTable() {
    return headerTable.query().customer(customers[next++ % KEYS]).list();
  }
}
