package org.hbasemapper.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A renamed field moving to its new qualifier row by row ({@code @Column(formerly = ...)}), on rows
 * the first version of the entity stored ({@link ProfileV1}, or raw cells under {@code info:nick}):
 * every read finds them, {@code put} writes the new qualifier beside the old cell, {@code replace}
 * moves the row, conditions, the index and a repository see the value either way. Each test has
 * rows of its own (ids by hundreds).
 */
@HBaseTest
class MovedColumnTest {
  static final byte[] INFO = Bytes.toBytes("info");
  static final byte[] NICK = Bytes.toBytes("nick");
  static final byte[] NICKNAME = Bytes.toBytes("nickname");
  static final byte[] YEARS = Bytes.toBytes("years");
  static final byte[] AGE = Bytes.toBytes("age");

  static Connection connection;
  static ProfileV1Dao firstVersion;
  static ProfileDao profiles;
  static ProfileAsyncDao asyncProfiles;
  static ProfileRepository repository;

  @BeforeAll
  static void create(Connection c, AsyncConnection a) {
    connection = c;
    new SchemaManager(c).createIfMissing(ProfileMapper.INSTANCE.schema());
    firstVersion = new ProfileV1Dao(c);
    profiles = new ProfileDao(c);
    asyncProfiles = new ProfileAsyncDao(a, Runnable::run, MapperOptions.defaults());
    repository = new ProfileRepositoryImpl(c);
  }

  @Test
  void rowsOfTheFirstVersionReadThroughTheSecond() throws IOException {
    firstVersion.putAll(List.of(new ProfileV1(100, "ann", 20, "oslo"), new ProfileV1(101, "bo", 21, "rome"),
        new ProfileV1(102, "cy", null, "oslo")));
    try (Table table = connection.getTable(ProfileMapper.INSTANCE.schema().tableName())) {
      // a row another client wrote, cell by cell
      table.put(new Put(ProfileMapper.INSTANCE.encodeKey(new ProfileMapper.Key(103)))
          .addColumn(INFO, NICK, StringValueCodec.INSTANCE.encode("di"))
          .addColumn(INFO, YEARS, IntValueCodec.encodeInt(23)));
    }
    List<Profile> expected = List.of(new Profile(100, "ann", 20, "oslo"), new Profile(101, "bo", 21, "rome"),
        new Profile(102, "cy", null, "oslo"), new Profile(103, "di", 23, null));

    assertThat(profiles.get(100)).contains(expected.get(0));
    assertThat(profiles.getAll(List.of(new ProfileMapper.Key(101), new ProfileMapper.Key(103))))
        .containsExactly(expected.get(1), expected.get(3));
    assertThat(profiles.query().idBetween(100L, 200L).list()).containsExactlyElementsOf(expected);
    Page<Profile> first = profiles.query().idBetween(100L, 200L).page(PageRequest.ofSize(3));
    Page<Profile> second = profiles.query().idBetween(100L, 200L).page(first.next());
    assertThat(first.content()).containsExactlyElementsOf(expected.subList(0, 3));
    assertThat(second.content()).containsExactly(expected.get(3));
    // projections fetch the former cells beside the new ones
    assertThat(profiles.get(new ProfileMapper.Key(103), Profile.Card.class)).contains(new Profile.Card(103, "di", 23));
    assertThat(profiles.query().idBetween(100L, 200L).select(Profile.Card.class).list())
        .containsExactly(new Profile.Card(100, "ann", 20), new Profile.Card(101, "bo", 21),
            new Profile.Card(102, "cy", null), new Profile.Card(103, "di", 23));
    assertThat(asyncProfiles.get(101).join()).contains(expected.get(1));
    assertThat(asyncProfiles.query().idBetween(100L, 200L).list().join()).containsExactlyElementsOf(expected);
  }

  @Test
  void putWritesTheNewQualifierAndLeavesTheFormerCellBehindIt() throws IOException {
    firstVersion.putAll(List.of(new ProfileV1(200, "old", 30, "oslo"), new ProfileV1(201, "kept", 31, "oslo")));

    profiles.put(new Profile(200, "new", 32, "oslo"));
    Result row = raw(200);
    assertThat(Bytes.toString(row.getValue(INFO, NICKNAME))).isEqualTo("new");
    assertThat(Bytes.toString(row.getValue(INFO, NICK))).as("put leaves the former cell").isEqualTo("old");
    assertThat(profiles.get(200)).contains(new Profile(200, "new", 32, "oslo"));
    assertThat(firstVersion.get(200)).as("the first version still reads its own, now stale, cell")
        .contains(new ProfileV1(200, "old", 30, "oslo"));

    // a put is a patch: a null field writes nothing, and the row keeps the value it had
    profiles.put(new Profile(200, null, null, "rome"));
    assertThat(profiles.get(200)).contains(new Profile(200, "new", 32, "rome"));
    profiles.put(new Profile(201, null, null, "rome"));
    assertThat(profiles.get(201)).as("still the former cell's value").contains(new Profile(201, "kept", 31, "rome"));
    assertThat(raw(201).containsColumn(INFO, NICKNAME)).isFalse();
  }

  @Test
  void replaceMovesTheRowAndANullLeavesNoFormerValueBehind() throws IOException {
    firstVersion.putAll(List.of(new ProfileV1(300, "old", 40, "oslo"), new ProfileV1(301, "gone", 41, "oslo")));

    profiles.replace(new Profile(300, "new", 42, "oslo"));
    Result moved = raw(300);
    assertThat(moved.containsColumn(INFO, NICK)).as("replace deletes the former cell").isFalse();
    assertThat(moved.containsColumn(INFO, YEARS)).isFalse();
    assertThat(Bytes.toString(moved.getValue(INFO, NICKNAME))).isEqualTo("new");
    assertThat(profiles.get(300)).contains(new Profile(300, "new", 42, "oslo"));
    assertThat(firstVersion.get(300)).as("a moved row is the second version's only")
        .contains(new ProfileV1(300, null, null, "oslo"));

    profiles.replace(new Profile(301, null, null, "oslo"));
    Result cleared = raw(301);
    assertThat(cleared.containsColumn(INFO, NICK)).isFalse();
    assertThat(cleared.containsColumn(INFO, NICKNAME)).isFalse();
    assertThat(cleared.containsColumn(INFO, YEARS)).isFalse();
    assertThat(profiles.get(301)).as("the old value does not come back").contains(new Profile(301, null, null, "oslo"));
  }

  @Test
  void conditionsSeeTheValueOfEitherCell() {
    firstVersion.putAll(List.of(new ProfileV1(400, "cat", 50, "oslo"), new ProfileV1(402, "cat", 52, "oslo"),
        new ProfileV1(403, "eel", 53, "oslo"), new ProfileV1(404, null, null, "oslo")));
    profiles.put(new Profile(401, "cat", 51, "oslo"));
    profiles.put(new Profile(402, "dog", 55, "oslo")); // its own cell hides the former "cat"

    assertThat(ids(profiles.query().idBetween(400L, 500L).where(ProfileQuery.NICKNAME.equalTo("cat")).list()))
        .containsExactly(400L, 401L);
    assertThat(ids(profiles.query().idBetween(400L, 500L).where(ProfileQuery.NICKNAME.notEqualTo("cat")).list()))
        .containsExactly(402L, 403L);
    assertThat(ids(profiles.query().idBetween(400L, 500L).where(ProfileQuery.NICKNAME.isNull()).list()))
        .containsExactly(404L);
    assertThat(ids(profiles.query().idBetween(400L, 500L)
        .where(ProfileQuery.AGE.between(51, 55).and(ProfileQuery.NICKNAME.in(List.of("cat", "eel")))).list()))
        .containsExactly(401L, 403L);
    assertThat(profiles.query().idBetween(400L, 500L).where(ProfileQuery.AGE.greaterThan(52)).count()).isEqualTo(2);
    assertThat(asyncProfiles.query().idBetween(400L, 500L).where(ProfileQuery.NICKNAME.equalTo("cat")).list().join())
        .extracting(Profile::id).containsExactly(400L, 401L);
  }

  @Test
  void theIndexFindsOldRowsByTheirFormerCellOnceRebuilt() throws IOException {
    firstVersion.putAll(List.of(new ProfileV1(500, "idx-a", 1, "oslo"), new ProfileV1(501, "idx-b", 1, "oslo"),
        new ProfileV1(502, "idx-a", 1, "oslo"), new ProfileV1(503, "idx-e", 1, "oslo")));
    // the first version kept no index: the rows stored before it existed are indexed from the data table
    new IndexAdmin(connection).grace(Duration.ZERO).rebuild(ProfileMapper.INSTANCE, ProfileMapper.INDEX_NICKNAME,
        IndexAdmin.Progress.none());
    assertThat(ids(profiles.findByNickname("idx-a").list())).containsExactly(500L, 502L);
    assertThat(repository.findByNickname("idx-b")).containsExactly(new Profile(501, "idx-b", 1, "oslo"));
    assertThat(repository.countByNickname("idx-a")).isEqualTo(2);

    // upkeep reads the value as stored, former cell included: the entry of the old value goes
    profiles.replace(new Profile(500, "idx-c", 1, "oslo"));
    profiles.put(new Profile(502, "idx-d", 1, "oslo"));
    profiles.put(new Profile(503, null, 2, "oslo")); // the row keeps idx-e, and so does the index
    profiles.delete(501);
    assertThat(ids(profiles.findByNickname("idx-a").list())).isEmpty();
    assertThat(ids(profiles.findByNickname("idx-c").list())).containsExactly(500L);
    assertThat(ids(profiles.findByNickname("idx-d").list())).containsExactly(502L);
    assertThat(ids(profiles.findByNickname("idx-e").list())).containsExactly(503L);
    assertThat(profiles.findByNickname("idx-b").list()).isEmpty();
    // a projection without the nickname: the hit is checked against the row's former cell all the same
    assertThat(profiles.findByNickname("idx-e").select(Profile_AgeProjection.INSTANCE).list())
        .containsExactly(new Profile.Age(503, 2));
    assertThat(indexEntriesOf(500)).containsExactly("idx-c");
    assertThat(indexEntriesOf(501)).isEmpty();
    assertThat(indexEntriesOf(502)).containsExactly("idx-d");
    assertThat(indexEntriesOf(503)).containsExactly("idx-e");
  }

  @Test
  void aRepositoryFiltersOnTheMovedColumns() {
    firstVersion.putAll(List.of(new ProfileV1(600, "r0", 10, "lima"), new ProfileV1(601, "r1", 20, "lima"),
        new ProfileV1(602, "r2", 30, "quito"), new ProfileV1(604, "r4", -7, "lima")));
    profiles.put(new Profile(603, "r3", 25, "lima"));

    assertThat(ids(repository.findByCityAndAgeGreaterThanEqual("lima", 20))).containsExactly(601L, 603L);
    assertThat(repository.findCardsByAgeLessThan(-5)).containsExactly(new Profile.Card(604, "r4", -7));
  }

  @Test
  void aGroupOfRecordTypesReadsEachTypesFormerCells() throws IOException {
    new SchemaManager(connection).createIfMissing(LedgerRowDao.GROUP.schema());
    byte[] d = Bytes.toBytes("d");
    try (Table table = connection.getTable(LedgerRowDao.GROUP.schema().tableName())) {
      table.put(List.of(
          new Put(LedgerHeadMapper.INSTANCE.encodeKey(new LedgerHeadMapper.Key(7)))
              .addColumn(d, Bytes.toBytes("owner_name"), StringValueCodec.INSTANCE.encode("ann")),
          new Put(LedgerLineMapper.INSTANCE.encodeKey(new LedgerLineMapper.Key(7, 1)))
              .addColumn(d, Bytes.toBytes("amt"), Bytes.toBytes(5L)),
          new Put(LedgerLineMapper.INSTANCE.encodeKey(new LedgerLineMapper.Key(7, 2)))
              .addColumn(d, Bytes.toBytes("amt"), Bytes.toBytes(6L))
              .addColumn(d, Bytes.toBytes("amount"), Bytes.toBytes(60L))));
    }
    assertThat(new LedgerRowDao(connection).query().account(7).list())
        .containsExactly(new LedgerHead(7, "ann"), new LedgerLine(7, 1, 5L), new LedgerLine(7, 2, 60L));
  }

  @Test
  void theSchemaNamesTheFormerQualifiers() {
    ColumnSchema nickname = ProfileMapper.INSTANCE.schema().columns().stream()
        .filter(c -> "nickname".equals(c.field())).findFirst().orElseThrow();
    assertThat(nickname.formerly()).containsExactly("nick");
    assertThat(nickname.qualifiers()).containsExactly("nickname", "nick");
    assertThat(ProfileMapper.INSTANCE.schema().describe())
        .contains("family:qualifier  field     type     formerly")
        .contains("info:nickname     nickname  String   nick")
        .contains("info:city         city      String\n");
    assertThat(ProfileMapper.INSTANCE.schema().presenceColumn()).as("no unmoved primitive column").isNull();
  }

  private static Result raw(long id) throws IOException {
    try (Table table = connection.getTable(ProfileMapper.INSTANCE.schema().tableName())) {
      return table.get(new Get(ProfileMapper.INSTANCE.encodeKey(new ProfileMapper.Key(id))));
    }
  }

  /** The nicknames under which the index has an entry for the row of {@code id}, as stored in the index table. */
  private static List<String> indexEntriesOf(long id) throws IOException {
    byte[] row = ProfileMapper.INSTANCE.encodeKey(new ProfileMapper.Key(id));
    IndexSchema index = ProfileMapper.INSTANCE.schema().index(ProfileMapper.INDEX_NICKNAME);
    List<String> out = new ArrayList<>();
    try (Table table = connection.getTable(index.tableName());
        ResultScanner scanner = table.getScanner(new Scan())) {
      for (Result entry : scanner) {
        byte[] reference = entry.getValue(Bytes.toBytes(IndexSchema.FAMILY_NAME),
            Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER));
        if (Bytes.equals(reference, row)) {
          // the index row key: the value's key encoding, terminated by 00 00 (these values hold no 00), then the row
          byte[] key = entry.getRow();
          out.add(StringKeyCodec.INSTANCE.read(key, 0, key.length - row.length - 2));
        }
      }
    }
    return out;
  }

  private static List<Long> ids(List<Profile> profiles) {
    return profiles.stream().map(Profile::id).toList();
  }
}
