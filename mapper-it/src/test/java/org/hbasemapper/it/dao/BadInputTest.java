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
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.model.Everything;
import org.hbasemapper.it.model.EverythingDao;
import org.hbasemapper.it.model.EverythingMapper;
import org.hbasemapper.it.model.Level;
import org.hbasemapper.it.seeds.Star;
import org.hbasemapper.it.seeds.StarDao;
import org.hbasemapper.it.seeds.StarMapper;
import org.hbasemapper.it.seeds.User;
import org.hbasemapper.it.seeds.UserDao;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Bad input gets a clear error naming entity, field, table, row key and column; nothing stored is
 * changed by a failed read.
 */
@HBaseTest
class BadInputTest {

  @BeforeAll
  static void createTables(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(EverythingMapper.INSTANCE.schema());
    schemas.createIfMissing(UserMapper.INSTANCE.schema());
  }

  @Test
  void nullKeyComponentIsRejectedBeforeAnyIo(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    Everything noTenant = DaoOperationsTest.sample(null, 1);

    assertThatThrownBy(() -> dao.put(noTenant))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Everything.tenant (table it:everything) is null; every row-key component "
            + "needs a value");
  }

  @Test
  void fixedWidthOverflowIsRejectedNeverTruncated(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);

    assertThatThrownBy(() -> dao.put(DaoOperationsTest.sample("toolongtenant", 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Everything.tenant (table it:everything) is 13 bytes long but its @RowKey width is 6");
    assertThat(dao.exists("toolon", 1, Level.HIGH)).isFalse();
  }

  @Test
  void nullMapValueIsRejected(Connection connection) {
    UserDao users = new UserDao(connection);
    Map<Long, String> fans = new java.util.HashMap<>();
    fans.put(5L, null);

    assertThatThrownBy(() -> users.put(new User(3001L, "n", null, null, null, fans)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("User.fans (table weibo:user) maps key 5 to null");
  }

  @Test
  void entityWithNoCellsIsRejected(Connection connection) {
    UserDao users = new UserDao(connection);

    assertThatThrownBy(() -> users.put(new User(3002L, null, null, null, null, Map.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has no non-null column");
  }

  @Test
  void nullArgumentsAreRefusedByNameBeforeAnyIo(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    String where = " (Everything, table it:everything)";

    assertThatThrownBy(() -> dao.get(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("get: key is null" + where);
    assertThatThrownBy(() -> dao.exists(null)).hasMessage("exists: key is null" + where);
    assertThatThrownBy(() -> dao.delete(null)).hasMessage("delete: key is null" + where);
    assertThatThrownBy(() -> dao.put(null)).hasMessage("put: entity is null" + where);
    assertThatThrownBy(() -> dao.replace(null)).hasMessage("replace: entity is null" + where);
    assertThatThrownBy(() -> dao.putIfAbsent(null)).hasMessage("putIfAbsent: entity is null" + where);
    assertThatThrownBy(() -> dao.getAll(null)).hasMessage("getAll: keys is null" + where);
    assertThatThrownBy(() -> dao.putAll(null)).hasMessage("putAll: entities is null" + where);
    assertThatThrownBy(() -> dao.get(null, 1, Level.HIGH)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row-key component Everything.tenant (table it:everything) is null; every row-key component "
            + "needs a value");
  }

  @Test
  void nullListElementsAreRefusedWithTheirPosition(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    List<EverythingMapper.Key> keys = new ArrayList<>();
    keys.add(new EverythingMapper.Key("nulls", 1, Level.HIGH));
    keys.add(null);

    assertThatThrownBy(() -> dao.getAll(keys)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("getAll: keys[1] is null (Everything, table it:everything)");
    assertThatThrownBy(() -> dao.getAll(List.of(new EverythingMapper.Key(null, 1, Level.HIGH))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("getAll: keys[0]: row-key component Everything.tenant (table it:everything) is null");
  }

  @Test
  void aPutAllWithABadElementWritesNothing(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    long seq = DaoOperationsTest.nextSequence();
    List<Everything> withNull = new ArrayList<>();
    withNull.add(DaoOperationsTest.sample("nulls", seq));
    withNull.add(DaoOperationsTest.sample("nulls", seq + 1_000_000));
    withNull.add(null);

    assertThatThrownBy(() -> dao.putAll(withNull)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAll: entities[2] is null (Everything, table it:everything); nothing was written");
    List<Everything> nullKey = List.of(DaoOperationsTest.sample("nulls", seq), DaoOperationsTest.sample(null, seq));
    assertThatThrownBy(() -> dao.putAll(nullKey))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAll: entities[1]: row-key component Everything.tenant (table it:everything) is null; every "
            + "row-key component needs a value; nothing was written");
    assertThat(dao.exists("nulls", seq, Level.HIGH)).isFalse();
    assertThat(dao.exists("nulls", seq + 1_000_000, Level.HIGH)).isFalse();
  }

  /** Replacing with an entity that has no non-null column would delete the row: that is delete's job. */
  @Test
  void replaceWithEveryFieldNullIsRefusedAsPutIs(Connection connection) {
    UserDao users = new UserDao(connection);
    users.put(new User(3004L, "kept", null, null, "somewhere", Map.of()));
    User empty = new User(3004L, null, null, null, null, Map.of());

    assertThatThrownBy(() -> users.replace(empty)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("User at row " + RowBytes.hex(UserMapper.INSTANCE.encodeKey(new UserMapper.Key(3004L)))
            + " in table weibo:user has no non-null column; replace would delete the whole row: use delete(key) "
            + "for that; to store rows whose fields are all null, give User a @PresenceMarker (or a @Version)");
    assertThatThrownBy(() -> users.put(empty)).hasMessageContaining("has no non-null column");
    assertThat(users.get(3004L).orElseThrow().getNickname()).isEqualTo("kept");
  }

  @Test
  void unknownEnumNameInStoredDataNamesTableRowColumnAndField(Connection connection) throws Exception {
    byte[] row = UserMapper.INSTANCE.encodeKey(new UserMapper.Key(3003L));
    byte[] info = Bytes.toBytes("info");
    try (Table table = connection.getTable(UserMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(row)
          .addColumn(info, Bytes.toBytes("nickname"), Bytes.toBytes("n"))
          .addColumn(info, Bytes.toBytes("gender"), Bytes.toBytes("PURPLE")));
    }
    UserDao users = new UserDao(connection);

    assertThatThrownBy(() -> users.get(3003L))
        .isInstanceOfSatisfying(MappingException.class, e -> {
          assertThat(e.table()).isEqualTo("weibo:user");
          assertThat(e.rowKeyHex()).isEqualTo(RowBytes.hex(row));
          assertThat(e.column()).isEqualTo("info:gender");
        })
        .hasMessage("cannot read User.gender from table weibo:user, row " + RowBytes.hex(row)
            + ", column info:gender: unknown constant 'PURPLE' of enum Gender (known: FEMALE, MALE, UNDISCLOSED)");

    try (Table table = connection.getTable(UserMapper.INSTANCE.schema().tableName())) {
      assertThat(table.get(new Get(row)).getValue(info, Bytes.toBytes("gender")))
          .as("a failed read changes nothing stored").isEqualTo(Bytes.toBytes("PURPLE"));
    }
  }

  @Test
  void cellOfTheWrongLengthNamesTheExpectedWidth(Connection connection) throws Exception {
    EverythingDao dao = new EverythingDao(connection);
    long seq = DaoOperationsTest.nextSequence();
    dao.put(DaoOperationsTest.sample("badlen", seq));
    byte[] row = EverythingMapper.INSTANCE.encodeKey(new EverythingMapper.Key("badlen", seq, Level.HIGH));
    try (Table table = connection.getTable(dao.schema().tableName())) {
      table.put(new Put(row, 2_000_000L).addColumn(Bytes.toBytes("d"), Bytes.toBytes("count"), new byte[] {1, 2, 3}));
    }

    assertThatThrownBy(() -> dao.get("badlen", seq, Level.HIGH))
        .isInstanceOf(MappingException.class)
        .hasMessage("cannot read Everything.count from table it:everything, row " + RowBytes.hex(row)
            + ", column d:count: expected 4 bytes for int, found 3");
  }

  @Test
  void aWideRowEntryOverTheClientsCellLimitNamesEntityFieldTableRowAndColumnBeforeAnyIo(Connection connection) {
    StarDao stars = new StarDao(connection);
    stars.put(new Star(3005L, "big", Map.of()));
    WideRow<Long, String> fans = stars.fans(3005L);
    String big = "x".repeat(10 * 1024 * 1024);
    byte[] row = StarMapper.INSTANCE.encodeKey(new StarMapper.Key(3005L));
    String column = "fans:" + Bytes.toStringBinary(LongKeyCodec.INSTANCE.encode(7L));

    assertThatThrownBy(() -> fans.put(7L, big)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Star.fans (table weibo:user, row " + RowBytes.hex(row) + ", column " + column
            + ") is a cell of ")
        .hasMessageContaining("over the client's limit of 10485760 bytes (hbase.client.keyvalue.maxsize)");
    assertThatThrownBy(() -> fans.putAll(Map.of(1L, "small", 7L, big))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Star.fans (table weibo:user, row " + RowBytes.hex(row) + ", column " + column);
    assertThat(fans.count()).as("a refused putAll writes none of its entries").isZero();
  }

  @Test
  void aDynamicQualifierThatIsNotUtf8IsAMappingExceptionNotAReplacementCharacter(Connection connection)
      throws Exception {
    EverythingDao dao = new EverythingDao(connection);
    long seq = DaoOperationsTest.nextSequence();
    dao.put(DaoOperationsTest.sample("badutf", seq));
    byte[] row = EverythingMapper.INSTANCE.encodeKey(new EverythingMapper.Key("badutf", seq, Level.HIGH));
    try (Table table = connection.getTable(dao.schema().tableName())) {
      table.put(new Put(row, 2_000_000L).addColumn(Bytes.toBytes("m"), new byte[] {'p', (byte) 0xFF},
          Bytes.toBytes(1)));
    }

    assertThatThrownBy(() -> dao.get("badutf", seq, Level.HIGH)).isInstanceOf(MappingException.class)
        .hasMessage("cannot read Everything.tags from table it:everything, row " + RowBytes.hex(row)
            + ", column m:p\\xFF: invalid UTF-8 at byte 1 of 0x70ff: a key must decode to exactly the bytes stored, "
            + "so it is never read with a replacement character");
    assertThatThrownBy(() -> dao.tags("badutf", seq, Level.HIGH).stream().count())
        .isInstanceOf(MappingException.class).hasMessageContaining("column m:p\\xFF: invalid UTF-8");
  }

  @Test
  void cellValuesAtTheEdgesOfTheirTypesRoundTripOrAreRefusedNamingTheRange(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    long seq = DaoOperationsTest.nextSequence();
    Everything extremes = new Everything("edges", seq, Level.HIGH, true, (byte) 0, (short) 0, 0, 0L, 0f, 0.0, null,
        null, null, null, new BigDecimal(java.math.BigInteger.TEN.pow(1000), Integer.MIN_VALUE), Instant.MIN,
        new Date(Long.MIN_VALUE), LocalDate.ofEpochDay(Integer.MIN_VALUE), LocalDateTime.MAX, null, null, null, 0L,
        Map.of(), 0L, null);

    dao.put(extremes);
    Everything read = dao.get("edges", seq, Level.HIGH).orElseThrow();
    assertThat(read.instant()).isEqualTo(Instant.MIN);
    assertThat(read.amount()).isEqualTo(extremes.amount());
    assertThat(read.date()).isEqualTo(new Date(Long.MIN_VALUE));
    assertThat(read.day()).isEqualTo(LocalDate.ofEpochDay(Integer.MIN_VALUE));
    assertThat(read.localTime()).isEqualTo(LocalDateTime.MAX);

    Everything withMaxDay = new Everything("edges", DaoOperationsTest.nextSequence(), Level.HIGH, true, (byte) 0,
        (short) 0, 0, 0L, 0f, 0.0, null, null, null, null, null, Instant.MAX, null, LocalDate.MAX, null, null, null,
        null, 0L, Map.of(), 0L, null);
    assertThatThrownBy(() -> dao.put(withMaxDay)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Everything.day (table it:everything): LocalDate +999999999-12-31 is outside the storable range "
            + "-5877641-06-23 to +5881580-07-11 (epoch day in an int); use a value within it");
  }

  @Test
  void aNegativeTimestampIsRefusedNamingTheField(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    Everything sample = DaoOperationsTest.sample("stamp", DaoOperationsTest.nextSequence());
    Everything negative = new Everything(sample.tenant(), sample.sequence(), sample.level(), sample.flag(),
        sample.tiny(), sample.small(), sample.count(), sample.big(), sample.ratio(), sample.score(),
        sample.boxedFlag(), sample.boxedCount(), sample.text(), sample.blob(), sample.amount(), sample.instant(),
        sample.date(), sample.day(), sample.localTime(), sample.uuid(), sample.grade(), sample.price(), 0L,
        sample.tags(), -5L, null);

    assertThatThrownBy(() -> dao.put(negative)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Everything.version (table it:everything): @Timestamp -5 is outside the cell timestamps HBase "
            + "stores, epoch milliseconds from 0 to Long.MAX_VALUE - 1; use 0 for the server's time");
  }

  @Test
  void rowKeyOfTheWrongLengthIsAMappingException() {
    assertThatThrownBy(() -> UserMapper.INSTANCE.decodeKey(new byte[] {1, 2, 3}))
        .isInstanceOf(MappingException.class)
        .hasMessage("row key 0x010203 in table weibo:user is not a key of User: expected 8 bytes, found 3");
  }
}
