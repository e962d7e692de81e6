package org.hbasemapper.it.dao;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.model.Everything;
import org.hbasemapper.it.model.EverythingDao;
import org.hbasemapper.it.model.EverythingMapper;
import org.hbasemapper.it.model.Level;
import org.hbasemapper.it.model.Money;
import org.hbasemapper.it.seeds.User;
import org.hbasemapper.it.seeds.UserDao;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every DAO operation of the foundation against the mini cluster, on an entity using every supported type. */
@HBaseTest
public class DaoOperationsTest {
  private static final AtomicInteger SEQUENCE = new AtomicInteger();

  @BeforeAll
  static void createTables(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(EverythingMapper.INSTANCE.schema());
    schemas.createIfMissing(UserMapper.INSTANCE.schema());
  }

  /** An entity using every supported type. */
  public static Everything sample(String tenant, long sequence) {
    return new Everything(tenant, sequence, Level.HIGH, true, (byte) -3, (short) 300, -42, Long.MIN_VALUE, 1.5f,
        -0.25, Boolean.FALSE, 7, "héllo wörld", new byte[] {0, 1, (byte) 0xFF}, new BigDecimal("-12345.6789"),
        Instant.parse("2024-02-29T12:34:56.123456789Z"), new Date(1_700_000_000_000L), LocalDate.of(2024, 2, 29),
        LocalDateTime.of(2024, 2, 29, 23, 59, 59, 999_999_999), UUID.randomUUID(), Level.LOW,
        new Money(1999, "EUR"), 0L, Map.of("a", 1, "b", -2), 1_000_000L, null);
  }

  static long nextSequence() {
    return SEQUENCE.incrementAndGet();
  }

  @Test
  void everyValueTypeRoundTrips(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    long seq = nextSequence();
    Everything written = sample("acme", seq);

    dao.put(written);

    Everything read = dao.get("acme", seq, Level.HIGH).orElseThrow();
    assertThat(read).usingRecursiveComparison().isEqualTo(written);
  }

  @Test
  void timestampFieldSetsTheCellTimestampAndIsReadBack(Connection connection) throws Exception {
    EverythingDao dao = new EverythingDao(connection);
    long seq = nextSequence();
    dao.put(sample("acme", seq));

    try (Table table = connection.getTable(dao.schema().tableName())) {
      Result raw = table.get(new Get(EverythingMapper.INSTANCE.encodeKey(new EverythingMapper.Key("acme", seq, Level.HIGH))));
      assertThat(raw.rawCells()).allSatisfy(cell -> assertThat(cell.getTimestamp()).isEqualTo(1_000_000L));
    }
    assertThat(dao.get("acme", seq, Level.HIGH).orElseThrow().version()).isEqualTo(1_000_000L);
  }

  @Test
  void putPatchesWhileReplaceMakesTheRowExactlyTheEntity(Connection connection) {
    UserDao users = new UserDao(connection);
    users.put(new User(1001L, "old", null, null, "Beijing", Map.of(1L, "a", 2L, "b")));

    users.put(new User(1001L, "new", null, null, null, Map.of(3L, "c")));
    User patched = users.get(1001L).orElseThrow();
    assertThat(patched.getNickname()).isEqualTo("new");
    assertThat(patched.getAddress()).as("put leaves cells of null fields alone").isEqualTo("Beijing");
    assertThat(patched.getFans()).containsOnlyKeys(1L, 2L, 3L);

    users.replace(new User(1001L, "newer", null, null, null, Map.of(3L, "c2", 4L, "d")));
    User replaced = users.get(1001L).orElseThrow();
    assertThat(replaced.getNickname()).isEqualTo("newer");
    assertThat(replaced.getAddress()).as("replace deletes cells of null fields").isNull();
    assertThat(replaced.getFans()).isEqualTo(Map.of(3L, "c2", 4L, "d"));
  }

  @Test
  void getAllKeepsInputOrderAndLeavesOutMissingRows(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    long a = nextSequence();
    long b = nextSequence();
    dao.putAll(List.of(sample("order", a), sample("order", b)));

    List<Everything> found = dao.getAll(List.of(
        new EverythingMapper.Key("order", b, Level.HIGH),
        new EverythingMapper.Key("order", -1, Level.HIGH),
        new EverythingMapper.Key("order", a, Level.HIGH)));

    assertThat(found).extracting(Everything::sequence).containsExactly(b, a);
    assertThat(dao.getAll(List.of())).isEmpty();
  }

  @Test
  void existsAndDelete(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    long seq = nextSequence();
    assertThat(dao.exists("gone", seq, Level.LOW)).isFalse();
    dao.put(sample("gone", seq));
    assertThat(dao.exists("gone", seq, Level.HIGH)).isTrue();

    dao.delete("gone", seq, Level.HIGH);

    assertThat(dao.exists("gone", seq, Level.HIGH)).isFalse();
    assertThat(dao.get("gone", seq, Level.HIGH)).isEmpty();
  }

  @Test
  void putAllWritesManyRowsAndFlushesBeforeReturning(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    List<Everything> batch = new ArrayList<>();
    for (int i = 0; i < 5_000; i++) {
      batch.add(sample("bulk", i));
    }

    dao.putAll(batch);

    assertThat(dao.exists("bulk", 0, Level.HIGH)).isTrue();
    assertThat(dao.exists("bulk", 4_999, Level.HIGH)).isTrue();
    assertThat(dao.getAll(batch.stream().map(EverythingMapper.INSTANCE::keyOf).toList())).hasSize(5_000);
  }

  @Test
  void putAllReportsEveryFailedRowAndWritesTheOthers(Connection connection) throws Exception {
    // the live table lacks family 'b' that the schema declares: puts touching 'b' fail on the server
    TableName name = PartialMapper.INSTANCE.schema().tableName();
    try (Admin admin = connection.getAdmin()) {
      admin.createTable(TableDescriptorBuilder.newBuilder(name)
          .setColumnFamily(PartialMapper.INSTANCE.schema().families().get(0).toDescriptor()).build());
    }
    PartialDao dao = new PartialDao(connection);
    List<Partial> batch = List.of(
        new Partial(1, "ok", null), new Partial(2, "bad", "b"), new Partial(3, "ok", null), new Partial(4, "bad", "b"));

    assertThatThrownBy(() -> dao.putAll(batch))
        .isInstanceOf(BatchWriteException.class)
        .hasMessageContaining("2 row(s) not written, 0 not attempted, 0 written with upkeep incomplete, 0 of unknown outcome in table it:partial")
        .hasMessageContaining(RowBytes.hex(PartialMapper.INSTANCE.encodeKey(new PartialMapper.Key(2))))
        .hasMessageContaining(RowBytes.hex(PartialMapper.INSTANCE.encodeKey(new PartialMapper.Key(4))))
        .satisfies(e -> assertThat(((BatchWriteException) e).failedRows()).hasSize(2));
    assertThat(dao.exists(1)).isTrue();
    assertThat(dao.exists(3)).isTrue();
    assertThat(dao.exists(2)).isFalse();
  }

  @Test
  void countersIncrementAtomicallyUnderConcurrency(Connection connection) throws Exception {
    EverythingDao dao = new EverythingDao(connection);
    long seq = nextSequence();
    dao.put(sample("views", seq));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        futures.add(pool.submit(() -> {
          for (int i = 0; i < 50; i++) {
            dao.incrementViews("views", seq, Level.HIGH, 1);
          }
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    assertThat(dao.incrementViews("views", seq, Level.HIGH, 0)).isEqualTo(200);
    assertThat(dao.get("views", seq, Level.HIGH).orElseThrow().views()).isEqualTo(200);

    dao.replace(sample("views", seq));
    assertThat(dao.get("views", seq, Level.HIGH).orElseThrow().views())
        .as("put and replace never touch a counter").isEqualTo(200);
  }

  @Test
  void daoNeverClosesTheCallersConnection(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    dao.put(sample("open", nextSequence()));
    assertThat(connection.isClosed()).isFalse();
  }

  @Test
  void descendingComponentOrdersNewestFirst(Connection connection) throws Exception {
    EverythingDao dao = new EverythingDao(connection);
    dao.putAll(List.of(sample("desc", 1), sample("desc", 2), sample("desc", 3)));
    List<Long> order = new ArrayList<>();
    try (Table table = connection.getTable(dao.schema().tableName());
        var scanner = table.getScanner(new org.apache.hadoop.hbase.client.Scan()
            .setStartStopRowForPrefixScan(Bytes.toBytes("desc")))) {
      for (Result r : scanner) {
        order.add(EverythingMapper.INSTANCE.decodeKey(r.getRow()).sequence());
      }
    }
    assertThat(order).containsExactly(3L, 2L, 1L);
  }
}
