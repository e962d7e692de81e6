package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.benchmarks.model.Purchase;
import org.hbasemapper.benchmarks.model.PurchaseDao;
import org.hbasemapper.benchmarks.model.PurchaseMapper;
import org.hbasemapper.benchmarks.model.PurchaseRepository;
import org.hbasemapper.benchmarks.model.PurchaseRepositoryImpl;
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
 * A repository method against the DAO call that does the same work, on the same rows of the embedded
 * mini cluster: the first 20 rows of a user, an inclusive time window of 50 rows (the builder with the
 * equivalent half-open bounds), a get by key, and a user's 500 rows whole or as a projection of two of
 * the eight columns. Each pair shares the sequence of users and keys it reads.
 *
 * <p>With {@value #ZK_PORT} set, the fork connects to the cluster its parent hosts and has loaded
 * ({@link RepositoryRun}, which alternates the two sides of each pair); without it, the fork starts
 * its own cluster and loads the rows (about 30 s per fork).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RepositoryBenchmark {
  /** System property: the ZooKeeper client port of a cluster that already holds the rows. */
  public static final String ZK_PORT = HostedForks.ZK_PORT;

  static final int USERS = 20;
  static final int PER_USER = 500;
  static final int WINDOW = 50;
  private static final int KEYS = 1_000;
  private static final Instant T0 = Instant.parse("2024-01-01T00:00:00Z");

  private EmbeddedHBase hosted;
  private Connection connection;
  private PurchaseDao dao;
  private PurchaseRepository repository;
  private final PurchaseMapper.Key[] keys = new PurchaseMapper.Key[KEYS];
  private int next;

  static String user(int u) {
    return String.format("u%07d", u);
  }

  /** The j-th purchase of user u: one a second, every column set, strings of a shop's usual length. */
  static Purchase purchase(int u, int j) {
    return new Purchase(user(u), T0.plusSeconds(j), "p" + (j % 1000), BigDecimal.valueOf(100 + j % 900, 2),
        1 + j % 3, "EUR", "store-" + (j % 40), j % 2 == 0 ? "web" : "app", "DELIVERED",
        j % 5 == 0 ? "SPRING10" : "NONE", "gift wrap, leave at the front door");
  }

  /** Creates the table and writes the rows (idempotent: the same cells again). */
  static void load(Connection connection) throws IOException {
    new SchemaManager(connection).createIfMissing(PurchaseMapper.INSTANCE.schema());
    List<Purchase> rows = new ArrayList<>(USERS * PER_USER);
    for (int u = 0; u < USERS; u++) {
      for (int j = 0; j < PER_USER; j++) {
        rows.add(purchase(u, j));
      }
    }
    new PurchaseDao(connection).putAll(rows);
  }

  @Setup(Level.Trial)
  public void connect() throws IOException {
    connection = HostedForks.connectToHosted();
    if (connection == null) {
      hosted = EmbeddedHBase.start();
      connection = hosted.connection();
      load(connection);
    }
    dao = new PurchaseDao(connection);
    repository = new PurchaseRepositoryImpl(connection);
    Random random = new Random(42);
    for (int i = 0; i < KEYS; i++) {
      keys[i] = PurchaseMapper.INSTANCE.keyOf(purchase(random.nextInt(USERS), random.nextInt(PER_USER)));
    }
    check();
  }

  /** Both sides of each pair return the rows they should, before anything is measured. */
  private void check() {
    String u = user(3);
    Instant from = T0.plusSeconds(100);
    Instant to = from.plusSeconds(WINDOW - 1);
    require(repository.findTop20ByUserId(u).equals(dao.query().userId(u).limit(20).list()), "top 20");
    List<Purchase> window = repository.findByUserIdAndTimeBetween(u, from, to);
    require(window.size() == WINDOW && window.equals(dao.query().userId(u).timeBetween(from, to.plusMillis(1)).list()),
        "time window");
    require(repository.findById(keys[0]).equals(dao.get(keys[0])) && dao.get(keys[0]).isPresent(), "get");
    require(repository.findByUserId(u).size() == PER_USER && repository.findLinesByUserId(u).size() == PER_USER,
        "whole rows and projection");
  }

  private static void require(boolean ok, String what) {
    if (!ok) {
      throw new IllegalStateException("the repository and the DAO disagree on " + what + ": load the rows first");
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

  private String nextUser() {
    return user(next++ % USERS);
  }

  /** A window of {@value #WINDOW} seconds starting at a different row each call, inside the user's rows. */
  private Instant nextFrom() {
    return T0.plusSeconds((next * 37L) % (PER_USER - WINDOW));
  }

  @Benchmark
  public List<Purchase> top20Repository() {
    return repository.findTop20ByUserId(nextUser());
  }

  @Benchmark
  public List<Purchase> top20Dao() {
    return dao.query().userId(nextUser()).limit(20).list();
  }

  @Benchmark
  public List<Purchase> betweenRepository() {
    Instant from = nextFrom();
    return repository.findByUserIdAndTimeBetween(nextUser(), from, from.plusSeconds(WINDOW - 1));
  }

  /** The same rows as the inclusive {@code Between}: keys hold milliseconds, so one more is exclusive. */
  @Benchmark
  public List<Purchase> betweenDao() {
    Instant from = nextFrom();
    return dao.query().userId(nextUser()).timeBetween(from, from.plusSeconds(WINDOW - 1).plusMillis(1)).list();
  }

  @Benchmark
  public Optional<Purchase> getRepository() {
    return repository.findById(keys[next++ % KEYS]);
  }

  @Benchmark
  public Optional<Purchase> getDao() {
    return dao.get(keys[next++ % KEYS]);
  }

  /** A user's {@value #PER_USER} rows, all eight columns. */
  @Benchmark
  public List<Purchase> rowsEntity() {
    return repository.findByUserId(nextUser());
  }

  /** The same rows, two of the eight columns ({@code price}, {@code quantity}) and the product from the key. */
  @Benchmark
  public List<PurchaseRepository.Line> rowsProjection() {
    return repository.findLinesByUserId(nextUser());
  }
}
