package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Key values at the edge of what a row key holds, on the cluster: an {@code Instant} beyond the epoch
 * milliseconds of a long is an {@link IllegalArgumentException} naming entity, field, table and range
 * from every DAO, builder and repository method that would store or look up that value (a web endpoint
 * answers 400, not 500), while as a range bound it means "from the beginning" or "to the end". A stored
 * key that cannot be read back exactly is a {@link MappingException}.
 */
@HBaseTest
class KeyExtremesTest {
  static final String USER = "xtrm";
  static final String RANGE = "is outside the storable range -292275055-05-16T16:47:04.192Z to "
      + "+292278994-08-17T07:12:55.807Z (epoch milliseconds in a long); use a value within it";
  static final Instant T0 = Instant.parse("2025-06-01T00:00:00Z");

  static PurchaseDao dao;
  static PurchaseRepository repository;

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(PurchaseMapper.INSTANCE.schema());
    dao = new PurchaseDao(connection);
    repository = new PurchaseRepositoryImpl(connection);
    dao.putAll(List.of(purchase(T0, "a"), purchase(T0.plusSeconds(60), "b")));
  }

  /** PurchaseQueryTest counts the whole table: the rows of this class go, the hand-written one included. */
  @AfterAll
  static void removeRows(Connection connection) throws IOException {
    try (Table table = connection.getTable(PurchaseMapper.INSTANCE.schema().tableName());
        ResultScanner rows = table.getScanner(
            new Scan().setStartStopRowForPrefixScan(Bytes.toBytes(USER)).setFilter(new KeyOnlyFilter()))) {
      List<Delete> deletes = new ArrayList<>();
      rows.forEach(row -> deletes.add(new Delete(row.getRow())));
      table.delete(deletes);
    }
  }

  static Purchase purchase(Instant time, String product) {
    return new Purchase(USER, time, product, BigDecimal.ONE, 1);
  }

  static void refusesNamingTheRange(Instant value, ThrowingCallable call) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("row-key component Purchase.time (table shop:purchase): Instant " + value + " " + RANGE);
  }

  @Test
  void writesOfAnInstantBeyondTheKeysRangeAreRefusedBeforeAnyIo() {
    for (Instant extreme : List.of(Instant.MAX, Instant.MIN)) {
      refusesNamingTheRange(extreme, () -> dao.put(purchase(extreme, "x")));
      refusesNamingTheRange(extreme, () -> dao.replace(purchase(extreme, "x")));
      refusesNamingTheRange(extreme, () -> dao.putIfAbsent(purchase(extreme, "x")));
      refusesNamingTheRange(extreme, () -> dao.putAll(List.of(purchase(T0.plusSeconds(1), "y"), purchase(extreme, "x"))));
      refusesNamingTheRange(extreme, () -> repository.save(purchase(extreme, "x")));
      refusesNamingTheRange(extreme, () -> repository.saveAll(List.of(purchase(extreme, "x"))));
      refusesNamingTheRange(extreme, () -> repository.delete(purchase(extreme, "x")));
    }
    assertThat(dao.query().userId(USER).list()).extracting(Purchase::productId).containsExactly("b", "a");
  }

  @Test
  void lookupsByAnInstantBeyondTheKeysRangeAreRefused() {
    Instant extreme = Instant.MAX;
    PurchaseMapper.Key key = new PurchaseMapper.Key(USER, extreme, "a");
    refusesNamingTheRange(extreme, () -> dao.get(USER, extreme, "a"));
    refusesNamingTheRange(extreme, () -> dao.get(key));
    refusesNamingTheRange(extreme, () -> dao.getAll(List.of(key)));
    refusesNamingTheRange(extreme, () -> dao.exists(USER, extreme, "a"));
    refusesNamingTheRange(extreme, () -> dao.delete(USER, extreme, "a"));
    refusesNamingTheRange(extreme, () -> dao.query().userId(USER).time(extreme).list());
    refusesNamingTheRange(extreme, () -> dao.query().userId(USER).time(extreme).productId("a").first());
    refusesNamingTheRange(extreme, () -> repository.findById(key));
    refusesNamingTheRange(extreme, () -> repository.existsById(key));
    refusesNamingTheRange(extreme, () -> repository.deleteById(key));
    refusesNamingTheRange(extreme, () -> repository.findByUserIdAndTimeAndProductId(USER, extreme, "a"));
    refusesNamingTheRange(extreme, () -> repository.findByUserIdAndTimeInAndQuantityGreaterThanEqual(USER,
        List.of(T0, extreme), 0));
  }

  @Test
  void anExtremeBoundOfARangeIsOpen() {
    assertThat(dao.query().userId(USER).timeFrom(Instant.MIN).list()).extracting(Purchase::productId)
        .containsExactly("b", "a");
    assertThat(dao.query().userId(USER).timeBefore(Instant.MAX).list()).hasSize(2);
    assertThat(dao.query().userId(USER).timeBetween(Instant.MIN, Instant.MAX).count()).isEqualTo(2);
    assertThat(dao.query().userId(USER).timeBetween(Instant.MIN, T0.plusSeconds(60)).list())
        .extracting(Purchase::productId).containsExactly("a");
    assertThat(dao.query().userId(USER).cellTimeRange(Instant.MIN, Instant.MAX).count()).isEqualTo(2);
    assertThat(dao.query().userId(USER).timeFrom(Instant.MAX).list()).isEmpty();
    assertThat(dao.query().userId(USER).timeBefore(Instant.MIN).list()).isEmpty();
    assertThatThrownBy(() -> dao.query().userId(USER).timeBetween(Instant.MAX, Instant.MIN))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from is after to");

    assertThat(repository.findByUserIdAndTimeBetween(USER, Instant.MIN, Instant.MAX)).hasSize(2);
    assertThat(repository.findByUserIdAndTimeGreaterThanEqual(USER, Instant.MIN)).hasSize(2);
    assertThat(repository.findByUserIdAndTimeLessThan(USER, Instant.MAX)).hasSize(2);
    assertThat(repository.findByUserIdAndTimeAfter(USER, Instant.MAX)).isEmpty();
    assertThat(repository.deleteByUserIdAndTimeBefore(USER, Instant.MIN)).isZero();
    assertThat(dao.query().userId(USER).count()).isEqualTo(2);
  }

  /**
   * A key component written by another program with invalid UTF-8 used to read as "p\uFFFD", a key
   * under which {@code get} finds nothing; now the read fails naming table, row and component, and a
   * bad-data handler skips and reports the row.
   */
  @Test
  void aStoredKeyComponentThatIsNotUtf8IsAMappingException(Connection connection) throws Exception {
    String user = "xtrmutf";
    dao.put(new Purchase(user, T0, "ok", BigDecimal.ONE, 1));
    byte[] good = PurchaseMapper.INSTANCE.encodeKey(new PurchaseMapper.Key(user, T0, "ok"));
    byte[] bad = Bytes.add(Bytes.head(good, good.length - 2), new byte[] {'p', (byte) 0xFF});
    try (Table table = connection.getTable(PurchaseMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(bad).addColumn(Bytes.toBytes("d"), Bytes.toBytes("quantity"), Bytes.toBytes(1)));
    }

    assertThatThrownBy(() -> dao.query().userId(user).list())
        .isInstanceOfSatisfying(MappingException.class, e -> {
          assertThat(e.table()).isEqualTo("shop:purchase");
          assertThat(e.rowKeyHex()).isEqualTo(RowBytes.hex(bad));
        })
        .hasMessage("row key " + RowBytes.hex(bad) + " in table shop:purchase is not a key of Purchase: component "
            + "productId: invalid UTF-8 at byte 1 of 0x70ff: a key must decode to exactly the bytes stored, so it is "
            + "never read with a replacement character");
    List<MappingException> skipped = new ArrayList<>();
    assertThat(dao.query().userId(user).skipBadData(skipped::add).list()).extracting(Purchase::productId)
        .containsExactly("ok");
    assertThat(skipped).singleElement().satisfies(e -> assertThat(e.rowKeyHex()).isEqualTo(RowBytes.hex(bad)));
    assertThat(dao.get(user, T0, "p\uFFFD")).as("the lossy reading names no stored row").isEqualTo(Optional.empty());
  }
}
