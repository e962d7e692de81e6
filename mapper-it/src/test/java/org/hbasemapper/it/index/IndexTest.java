package org.hbasemapper.it.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexKeys;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Secondary indexes on the seeds' user table: lookups by nickname and by city + gender, kept in
 * step by every write, never returning a row whose current value does not match.
 */
@HBaseTest
class IndexTest {
  static final byte[] INDEX_FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  static final byte[] INDEX_REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);
  static Connection connection;
  static MemberDao members;
  static CoveredMemberDao covered;

  @BeforeAll
  static void create(Connection c) {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(MemberMapper.INSTANCE.schema());
    schemas.createIfMissing(CoveredMemberMapper.INSTANCE.schema());
    members = new MemberDao(c);
    covered = new CoveredMemberDao(c);
  }

  private static IndexAdmin admin() {
    return new IndexAdmin(connection).batchSize(7).grace(Duration.ZERO);
  }

  @Test
  void indexTablesAreCreatedWithTheDataTable() throws IOException {
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.tableExists(TableName.valueOf("idx:member_idx_nickname"))).isTrue();
      assertThat(admin.tableExists(TableName.valueOf("idx:member_idx_by_city_gender"))).isTrue();
    }
    assertThat(new SchemaManager(connection).differences(MemberMapper.INSTANCE.schema())).isEmpty();
    IndexSchema byCity = MemberMapper.INSTANCE.schema().index("by_city_gender");
    assertThat(byCity.fields()).containsExactly("city", "gender");
    assertThat(byCity.table().shellCreateCommand()).startsWith("create 'idx:member_idx_by_city_gender', {NAME => 'i'");
    // the compile-time schema report lists the index tables
    try (java.io.InputStream in = IndexTest.class.getClassLoader().getResourceAsStream("META-INF/hbase-mapper/schema.md")) {
      String report = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      assertThat(report).contains("- `by_city_gender` on city, gender: table `idx:member_idx_by_city_gender`")
          .contains("- `nickname` on nickname: table `idx:covered_member_idx_nickname`, row key `[values][data row key]`, "
              + "family `i`, covering");
    }
  }

  @Test
  void lookupsByNicknameAndByCityAndGender() {
    members.putAll(List.of(
        new Member(101, "lihua", "Beijing", Gender.MALE, 30),
        new Member(102, "xiaoming", "Beijing", Gender.MALE, 25),
        new Member(103, "meimei", "Beijing", Gender.FEMALE, 28),
        new Member(104, "lihua", "Shanghai", Gender.FEMALE, 41),
        new Member(105, "daming", "Beijing", Gender.MALE, 33)));
    assertThat(members.findByNickname("lihua").list()).extracting(Member::id).containsExactly(101L, 104L);
    assertThat(members.findByNickname("nobody").list()).isEmpty();
    // "lihua\0" and "lihu" must not match "lihua": values are self-delimiting
    assertThat(members.findByNickname("lihu").list()).isEmpty();
    assertThat(members.findByNicknameBetween("d", "m").list()).extracting(Member::nickname)
        .containsExactly("daming", "lihua", "lihua");
    assertThat(members.findByCityGender("Beijing", Gender.MALE).list()).extracting(Member::id)
        .containsExactly(101L, 102L, 105L);
    assertThat(members.findByCityGender().city("Beijing").list()).extracting(Member::id)
        .containsExactly(103L, 101L, 102L, 105L); // FEMALE sorts before MALE by name
    assertThat(members.findByCityGender().city("Beijing").genderFrom(Gender.MALE).limit(2).list())
        .extracting(Member::id).containsExactly(101L, 102L);
    assertThat(members.findByCityGender().cityBetween("A", "C").count()).isEqualTo(4);
    assertThat(members.findByCityGender("Beijing", Gender.MALE).first()).map(Member::id).contains(101L);
    assertThatThrownBy(() -> members.findByNickname(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("index nickname of Member has no entries for null values");

    Page<Member> page = members.findByCityGender().city("Beijing").page(PageRequest.ofSize(3));
    assertThat(page.content()).extracting(Member::id).containsExactly(103L, 101L, 102L);
    Page<Member> next = members.findByCityGender().city("Beijing").page(page.next());
    assertThat(next.content()).extracting(Member::id).containsExactly(105L);
    assertThat(next.hasNext()).isFalse();
    assertThat(members.findByCityGender().city("Beijing").page(PageRequest.fromToken(page.next().toToken()))
        .content()).extracting(Member::id).containsExactly(105L);
  }

  @Test
  void updatesMoveTheEntryAndLeaveNoOldOneBehind() throws IOException {
    members.put(new Member(201, "before", "Hangzhou", Gender.FEMALE, 20));
    members.put(new Member(201, "after", "Hangzhou", Gender.FEMALE, 21));
    assertThat(members.findByNickname("before").list()).isEmpty();
    assertThat(members.findByNickname("after").list()).extracting(Member::age).containsExactly(21);
    assertThat(rawKeys("idx:member_idx_nickname", 201)).containsExactly("after");

    // a put leaves null fields as stored, so the entry stays
    members.put(new Member(201, null, "Hangzhou", Gender.FEMALE, 22));
    assertThat(members.findByNickname("after").list()).extracting(Member::age).containsExactly(22);
    // a replace makes the row exactly the entity: no nickname, no entry
    members.replace(new Member(201, null, "Suzhou", Gender.FEMALE, 22));
    assertThat(rawKeys("idx:member_idx_nickname", 201)).isEmpty();
    assertThat(members.findByCityGender("Hangzhou", Gender.FEMALE).list()).isEmpty();
    assertThat(members.findByCityGender("Suzhou", Gender.FEMALE).list()).extracting(Member::id).containsExactly(201L);
    // delete: the data row first, then every entry
    members.delete(201L);
    assertThat(members.findByCityGender("Suzhou", Gender.FEMALE).list()).isEmpty();
    assertThat(rawKeys("idx:member_idx_by_city_gender", 201)).isEmpty();
    assertThat(admin().verify(MemberMapper.INSTANCE, "nickname", false, IndexAdmin.Progress.none()).consistent()).isTrue();
  }

  @Test
  void aCrashBetweenIndexAndDataWriteNeverReturnsTheRowAndVerifyFindsAndRepairsIt() throws IOException {
    members.put(new Member(301, "steady", "Wuhan", Gender.MALE, 50));
    byte[] row = MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(301));
    // step 2 of a put that changes the nickname to "ghost", then the writer dies before the data row
    try (Table index = connection.getTable(TableName.valueOf("idx:member_idx_nickname"))) {
      index.put(new Put(IndexKeys.rowKey(IndexKeys.value(StringKeyCodec.INSTANCE, "ghost"), row))
          .addColumn(INDEX_FAMILY, INDEX_REFERENCE, row));
    }
    long staleBefore = members.indexStats().staleSeen();
    assertThat(members.findByNickname("ghost").list()).isEmpty();
    assertThat(members.findByNickname("steady").list()).extracting(Member::id).containsExactly(301L);
    assertThat(members.indexStats().staleSeen()).isEqualTo(staleBefore + 1);

    IndexReport found = admin().verify(MemberMapper.INSTANCE, "nickname", false, IndexAdmin.Progress.none());
    assertThat(found.stale()).isEqualTo(1);
    assertThat(found.missing()).isZero();
    // a young stale entry is kept by a repair with the default grace of a minute (a writer may be under way)
    assertThat(new IndexAdmin(connection).verify(MemberMapper.INSTANCE, "nickname", true, IndexAdmin.Progress.none()).removed())
        .isZero();
    IndexReport repaired = admin().verify(MemberMapper.INSTANCE, "nickname", true, IndexAdmin.Progress.none());
    assertThat(repaired.removed()).isEqualTo(1);
    assertThat(admin().verify(MemberMapper.INSTANCE, "nickname", false, IndexAdmin.Progress.none()).consistent()).isTrue();

    // a data row written behind the DAO's back: the entry is missing, and verify writes it
    try (Table data = connection.getTable(TableName.valueOf("idx:member"))) {
      data.put(MemberMapper.INSTANCE.toPut(new Member(302, "sideways", "Wuhan", Gender.MALE, 9)));
    }
    assertThat(members.findByNickname("sideways").list()).isEmpty();
    IndexReport missing = admin().verify(MemberMapper.INSTANCE, "nickname", true, IndexAdmin.Progress.none());
    assertThat(missing.missing()).isEqualTo(1);
    assertThat(missing.written()).isEqualTo(1);
    assertThat(members.findByNickname("sideways").list()).extracting(Member::id).containsExactly(302L);
  }

  /**
   * Two writers of one row interleaved step by step (see {@code IndexMaintainer}): the first sets
   * the nickname from "v" to "b", the second sets it back to "v". An index row is shared by every
   * writer of the same value, so the first writer's removal of the old "v" entry can hit the entry
   * the second has just written. Whichever acts last restores it.
   */
  @Test
  void anEntryRemovedByARacingWriterIsRestoredWhenItsRowMatches() throws IOException {
    IndexMaintainer<Member> steps = upkeep(MemberMapper.INSTANCE);
    for (boolean removerActsLast : List.of(true, false)) {
      long id = removerActsLast ? 701 : 702;
      members.put(new Member(id, "v" + id, "Lanzhou", Gender.MALE, 1));
      Member toB = new Member(id, "b" + id, "Lanzhou", Gender.MALE, 2);
      Member backToV = new Member(id, "v" + id, "Lanzhou", Gender.MALE, 3);
      long restoredBefore = steps.stats().restored();
      try (Table data = connection.getTable(TableName.valueOf("idx:member"))) {
        Put putB = MemberMapper.INSTANCE.toPut(toB);
        IndexMaintainer.Plan first = Futures.join(steps.planWrite(List.of(toB), List.of(putB), true));
        Futures.join(steps.writeEntries(first));
        data.put(putB);
        // the second writer reads "b" as stored and re-writes the entry of "v"
        Put putV = MemberMapper.INSTANCE.toPut(backToV);
        IndexMaintainer.Plan second = Futures.join(steps.planWrite(List.of(backToV), List.of(putV), true));
        Futures.join(steps.writeEntries(second));
        if (removerActsLast) {
          data.put(putV);
          Futures.join(steps.complete(second));
          Futures.join(steps.complete(first)); // removes the fresh "v" entry, re-reads the row: "v", restores it
        } else {
          Futures.join(steps.complete(first)); // removes the fresh "v" entry; the row still says "b"
          data.put(putV);
          Futures.join(steps.complete(second)); // finds its "v" entry gone while the row says "v": restores it
        }
      }
      assertThat(members.findByNickname("v" + id).list()).as("remover last: %s", removerActsLast)
          .extracting(Member::age).containsExactly(3);
      assertThat(members.findByNickname("b" + id).list()).isEmpty();
      assertThat(steps.stats().restored()).isEqualTo(restoredBefore + 1);
      assertThat(rawKeys("idx:member_idx_nickname", id)).containsExactly("v" + id);
    }
    assertThat(admin().verify(MemberMapper.INSTANCE, "nickname", false, IndexAdmin.Progress.none()).missing()).isZero();
  }

  /** A delete racing a put that re-creates the row: the put's entry survives the delete's cleanup. */
  @Test
  void aDeleteRacingAPutLeavesThePutsEntry() throws IOException {
    IndexMaintainer<Member> steps = upkeep(MemberMapper.INSTANCE);
    members.put(new Member(703, "w703", "Lanzhou", Gender.FEMALE, 1));
    Member again = new Member(703, "w703", "Lanzhou", Gender.FEMALE, 2);
    byte[] row = MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(703));
    try (Table data = connection.getTable(TableName.valueOf("idx:member"))) {
      IndexMaintainer.Plan delete = Futures.join(steps.planDelete(List.of(row)));
      Put put = MemberMapper.INSTANCE.toPut(again);
      IndexMaintainer.Plan write = Futures.join(steps.planWrite(List.of(again), List.of(put), true));
      Futures.join(steps.writeEntries(write));
      data.delete(new Delete(row));
      sleepPastTheMillisecond(); // a put in the delete's millisecond would be hidden by its marker
      data.put(put); // the put lands after the delete
      Futures.join(steps.complete(write));
      Futures.join(steps.complete(delete)); // removes the put's fresh entry, re-reads the row, restores it
    }
    assertThat(members.findByNickname("w703").list()).extracting(Member::age).containsExactly(2);
    assertThat(members.findByCityGender("Lanzhou", Gender.FEMALE).list()).extracting(Member::id).contains(703L);
  }

  /** Waits until the clock has moved on, so that the next write's timestamp is later than the last one's. */
  private static void sleepPastTheMillisecond() {
    long now = System.currentTimeMillis();
    while (System.currentTimeMillis() <= now) {
      Thread.onSpinWait();
    }
  }

  @Test
  void readRepairRemovesStaleEntriesOlderThanTheGivenAge() throws IOException {
    byte[] row = MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(401));
    try (Table index = connection.getTable(TableName.valueOf("idx:member_idx_nickname"))) {
      index.put(new Put(IndexKeys.rowKey(IndexKeys.value(StringKeyCodec.INSTANCE, "phantom"), row))
          .addColumn(INDEX_FAMILY, INDEX_REFERENCE, row));
    }
    assertThat(members.findByNickname("phantom").repairStale(Duration.ofHours(1)).list()).isEmpty();
    assertThat(rawKeys("idx:member_idx_nickname", 401)).containsExactly("phantom");
    long removed = members.indexStats().staleRemoved();
    assertThat(members.findByNickname("phantom").repairStale(Duration.ZERO).list()).isEmpty();
    assertThat(members.indexStats().staleRemoved()).isEqualTo(removed + 1);
    assertThat(rawKeys("idx:member_idx_nickname", 401)).isEmpty();
  }

  @Test
  void concurrentWritersOnOneRowLeaveLookupsExact() throws Exception {
    List<String> names = IntStream.range(0, 6).mapToObj(i -> "racer" + i).toList();
    ExecutorService pool = Executors.newFixedThreadPool(6);
    List<Future<?>> done = new ArrayList<>();
    for (int t = 0; t < 6; t++) {
      int thread = t;
      done.add(pool.submit(() -> {
        for (int i = 0; i < 15; i++) {
          members.put(new Member(501, names.get((thread + i) % names.size()), "Xian", Gender.MALE, i));
        }
      }));
    }
    for (Future<?> f : done) {
      f.get(2, TimeUnit.MINUTES);
    }
    pool.shutdown();
    String stored = members.get(501L).orElseThrow().nickname();
    for (String name : names) {
      assertThat(members.findByNickname(name).list()).extracting(Member::nickname)
          .as("lookup of %s with %s stored", name, stored).isEqualTo(name.equals(stored) ? List.of(name) : List.of());
    }
    IndexReport report = admin().verify(MemberMapper.INSTANCE, "nickname", true, IndexAdmin.Progress.none());
    assertThat(report.missing()).isZero();
    assertThat(admin().verify(MemberMapper.INSTANCE, "nickname", false, IndexAdmin.Progress.none()).consistent()).isTrue();
  }

  /**
   * 4,500 rows in three rounds, the last row of the first round again as the first of the second,
   * and the first row again in the last: the rounds overlap, yet the last value of each wins and its
   * entries are the only ones.
   */
  @Test
  void aPutAllOverSeveralRoundsKeepsOnlyTheEntriesOfTheLastValueOfARepeatedRow() throws IOException {
    List<Member> batch = new ArrayList<>();
    for (int i = 0; i < 4_500; i++) {
      batch.add(new Member(20_000 + i, "round" + i, "Ningbo", Gender.FEMALE, 30));
    }
    batch.add(2_000, new Member(21_999, "again", "Ningbo", Gender.MALE, 31)); // the row before it, in the next round
    batch.add(new Member(20_000, "second", "Ningbo", Gender.MALE, 32)); // the first row, in the last round
    members.putAll(batch);

    assertThat(members.findByNickname("again").list()).containsExactly(new Member(21_999, "again", "Ningbo",
        Gender.MALE, 31));
    assertThat(members.findByNickname("round1999").list()).isEmpty();
    assertThat(rawKeys("idx:member_idx_nickname", 21_999)).containsExactly("again");
    assertThat(members.findByNickname("second").list()).extracting(Member::age).containsExactly(32);
    assertThat(members.findByNickname("round0").list()).isEmpty();
    assertThat(rawKeys("idx:member_idx_nickname", 20_000)).containsExactly("second");
    assertThat(members.findByCityGender("Ningbo", Gender.MALE).list()).extracting(Member::id)
        .containsExactlyInAnyOrder(20_000L, 21_999L);
    assertThat(members.findByCityGender("Ningbo", Gender.FEMALE).list()).hasSize(4_498);
    assertThat(admin().verify(MemberMapper.INSTANCE, "nickname", false, IndexAdmin.Progress.none()).consistent()).isTrue();
  }

  @Test
  void coveringAndPlainIndexesAnswerAlike() throws IOException {
    List<Member> people = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      people.add(new Member(600 + i, "n" + (i % 7), i % 2 == 0 ? "Chengdu" : "Chongqing",
          Gender.values()[i % 3], 20 + i % 5));
    }
    members.putAll(people);
    covered.putAll(people.stream()
        .map(m -> new CoveredMember(m.id(), m.nickname(), m.city(), m.gender(), m.age())).toList());
    // an update through each
    members.put(new Member(601, "moved", "Chengdu", Gender.FEMALE, 99));
    covered.put(new CoveredMember(601, "moved", "Chengdu", Gender.FEMALE, 99));
    for (String city : List.of("Chengdu", "Chongqing")) {
      for (Gender g : Gender.values()) {
        assertThat(covered.findByCityGender(city, g).list()).extracting(CoveredMember::id)
            .isEqualTo(members.findByCityGender(city, g).list().stream().map(Member::id).toList());
      }
    }
    assertThat(covered.findByNickname("moved").list()).extracting(CoveredMember::age).containsExactly(99);
    assertThat(covered.findByAgeBetween(21, 23).count()).isEqualTo(members.findByCityGender().list().stream()
        .filter(m -> m.id() >= 600 && m.id() < 640 && m.age() >= 21 && m.age() < 23).count());
    // the covering row carries the entity's cells, kept in step by the put
    try (Table index = connection.getTable(TableName.valueOf("idx:covered_member_idx_nickname"))) {
      byte[] row = CoveredMemberMapper.INSTANCE.encodeKey(new CoveredMemberMapper.Key(601));
      Result copy = index.get(new org.apache.hadoop.hbase.client.Get(
          IndexKeys.rowKey(IndexKeys.value(StringKeyCodec.INSTANCE, "moved"), row)));
      assertThat(Bytes.toString(copy.getValue(Bytes.toBytes("info"), Bytes.toBytes("city")))).isEqualTo("Chengdu");
      assertThat(Bytes.toInt(copy.getValue(Bytes.toBytes("info"), Bytes.toBytes("age")))).isEqualTo(99);
    }
    // a replace that drops a cell drops it from the copy too, in one atomic change of the index row
    covered.replace(new CoveredMember(601, "moved", null, Gender.FEMALE, 98));
    try (Table index = connection.getTable(TableName.valueOf("idx:covered_member_idx_nickname"))) {
      byte[] row = CoveredMemberMapper.INSTANCE.encodeKey(new CoveredMemberMapper.Key(601));
      Result copy = index.get(new org.apache.hadoop.hbase.client.Get(
          IndexKeys.rowKey(IndexKeys.value(StringKeyCodec.INSTANCE, "moved"), row)));
      assertThat(copy.getValue(Bytes.toBytes("info"), Bytes.toBytes("city"))).isNull();
      assertThat(Bytes.toInt(copy.getValue(Bytes.toBytes("info"), Bytes.toBytes("age")))).isEqualTo(98);
      assertThat(copy.getValue(INDEX_FAMILY, INDEX_REFERENCE)).isEqualTo(row);
    }
    assertThat(covered.findByNickname("moved").list()).extracting(CoveredMember::city).containsExactly((String) null);
    assertThat(covered.findByCityGender().city("Chengdu").list()).extracting(CoveredMember::id).doesNotContain(601L);
  }

  @Test
  void aRebuildFromScratchEqualsTheIncrementallyMaintainedIndex() throws IOException {
    List<Member> people = new ArrayList<>();
    for (int i = 0; i < 120; i++) {
      people.add(new Member(700 + i, "r" + (i % 11), "City" + (i % 4), Gender.values()[i % 3], i));
    }
    members.putAll(people);
    members.put(new Member(705, "renamed", "City9", Gender.FEMALE, 5));
    members.delete(706L);
    Map<String, String> incremental = indexRows("idx:member_idx_by_city_gender");
    try (Table index = connection.getTable(TableName.valueOf("idx:member_idx_by_city_gender"));
        ResultScanner all = index.getScanner(new Scan())) {
      for (Result r : all) {
        index.delete(new Delete(r.getRow()));
      }
    }
    assertThat(indexRows("idx:member_idx_by_city_gender")).isEmpty();
    List<Long> progress = new ArrayList<>();
    IndexReport rebuilt = admin().rebuild(MemberMapper.INSTANCE, "by_city_gender", (phase, rows) -> progress.add(rows));
    assertThat(rebuilt.written()).isEqualTo(rebuilt.dataRows());
    assertThat(progress).isNotEmpty(); // batch by batch, per phase (data rows, then index rows)
    assertThat(indexRows("idx:member_idx_by_city_gender")).isEqualTo(incremental);
  }

  /** Index table rows, key (hex) to referenced data row (hex). */
  private static Map<String, String> indexRows(String table) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Table index = connection.getTable(TableName.valueOf(table)); ResultScanner all = index.getScanner(new Scan())) {
      for (Result r : all) {
        out.put(Bytes.toHex(r.getRow()), Bytes.toHex(r.getValue(INDEX_FAMILY, INDEX_REFERENCE)));
      }
    }
    return out;
  }

  /** The nicknames in the index table's entries pointing at member {@code id}. */
  private static List<String> rawKeys(String table, long id) throws IOException {
    byte[] row = MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(id));
    List<String> out = new ArrayList<>();
    try (Table index = connection.getTable(TableName.valueOf(table)); ResultScanner all = index.getScanner(new Scan())) {
      for (Result r : all) {
        if (java.util.Arrays.equals(r.getValue(INDEX_FAMILY, INDEX_REFERENCE), row)) {
          byte[] key = r.getRow();
          out.add(Bytes.toString(key, 0, key.length - row.length - 2)); // value, its 0x00 0x00 end, the row
        }
      }
    }
    return out;
  }

  /**
   * The index upkeep a DAO of {@code mapper} runs, built on its own so that a test takes its steps one by
   * one: the same table calls, and the same re-reads of data rows as the DAO's.
   */
  private static <E> IndexMaintainer<E> upkeep(EntityMapper<E, ?> mapper) {
    return new IndexMaintainer<>(TableIo.blocking(connection), mapper, new RowReads(mapper.schema())::get);
  }
}
