package org.hbasemapper.it.namespaces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.index.CoveredMemberMapper;
import org.hbasemapper.it.index.Member;
import org.hbasemapper.it.index.MemberDao;
import org.hbasemapper.it.index.MemberMapper;
import org.hbasemapper.it.index.MemberRepository;
import org.hbasemapper.it.index.MemberRepositoryImpl;
import org.hbasemapper.it.query.Reading;
import org.hbasemapper.it.query.ReadingDao;
import org.hbasemapper.it.query.ReadingMapper;
import org.hbasemapper.it.recordtypes.LineItem;
import org.hbasemapper.it.recordtypes.LineItemDao;
import org.hbasemapper.it.recordtypes.OrderHeader;
import org.hbasemapper.it.recordtypes.OrderHeaderDao;
import org.hbasemapper.it.recordtypes.OrderRow;
import org.hbasemapper.it.recordtypes.OrderRowDao;
import org.hbasemapper.it.recordtypes.ShippingLocation;
import org.hbasemapper.it.recordtypes.ShippingLocationDao;
import org.hbasemapper.it.relations.Item;
import org.hbasemapper.it.relations.ItemDao;
import org.hbasemapper.it.relations.ItemMapper;
import org.hbasemapper.it.relations.Shop;
import org.hbasemapper.it.relations.ShopDao;
import org.hbasemapper.it.relations.ShopMapper;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.it.seeds.Star;
import org.hbasemapper.it.seeds.StarDao;
import org.hbasemapper.it.seeds.User;
import org.hbasemapper.it.seeds.UserDao;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.InvalidPageTokenException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.RelationRepair;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.GroupDao;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One application against two environments: DAOs built with a namespace mapping read and write only
 * the mapped tables (data, index and relation tables, wide rows, groups), their queries, lookups and
 * page tokens see only those, and the declared namespaces' tables never get their rows.
 */
@HBaseTest
class NamespaceMappingTest {
  static final MapperOptions STAGING = MapperOptions.defaults()
      .withNamespace("idx", "idx_staging")
      .withNamespace("rel", "rel_staging")
      .withNamespace("weibo", "weibo_staging")
      .withNamespace("book", "book_staging")
      .withNamespace("ts", "ts_staging");
  static final MapperOptions QA = MapperOptions.defaults().withNamespace("idx", "idx_qa");
  static final byte[] INDEX_FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  static final byte[] INDEX_REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);

  // the shared cluster's, not a field @BeforeAll sets: AsyncNamespaceMappingTest calls the helpers
  // below, and runs in a JVM of its own when the tests are spread over several forks
  static final Connection connection = EmbeddedHBase.shared().connection();
  static MemberDao members;

  @BeforeAll
  static void create(Connection c) {
    SchemaManager staging = new SchemaManager(c, STAGING);
    staging.createIfMissing(MemberMapper.INSTANCE.schema());
    staging.createIfMissing(ShopMapper.INSTANCE.schema());
    staging.createIfMissing(ItemMapper.INSTANCE.schema());
    staging.createIfMissing(UserMapper.INSTANCE.schema());
    staging.createIfMissing(OrderRowDao.GROUP.schema());
    staging.createIfMissing(ReadingMapper.INSTANCE.schema());
    new SchemaManager(c, QA).createIfMissing(MemberMapper.INSTANCE.schema());
    new SchemaManager(c).createIfMissing(MemberMapper.INSTANCE.schema()); // the declared one, for foreign tokens
    members = new MemberDao(c, STAGING);
  }

  static TableName table(String name) {
    return TableName.valueOf(name);
  }

  static byte[] memberRow(long id) {
    return MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(id));
  }

  static boolean hasRow(TableName table, byte[] row) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(table)) {
        return false;
      }
    }
    try (Table t = connection.getTable(table)) {
      return t.exists(new Get(row));
    }
  }

  /** Whether the index table {@code table} exists and holds an entry pointing at data row {@code row}. */
  static boolean hasEntryFor(TableName table, byte[] row) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(table)) {
        return false;
      }
    }
    try (Table t = connection.getTable(table);
        ResultScanner entries = t.getScanner(new Scan().addColumn(INDEX_FAMILY, INDEX_REFERENCE))) {
      for (Result entry : entries) {
        if (Bytes.equals(entry.getValue(INDEX_FAMILY, INDEX_REFERENCE), row)) {
          return true;
        }
      }
      return false;
    }
  }

  static Map<byte[], byte[]> family(TableName table, byte[] row, String family) throws IOException {
    try (Table t = connection.getTable(table)) {
      Result r = t.get(new Get(row).addFamily(Bytes.toBytes(family)));
      return r.isEmpty() ? Map.of() : r.getFamilyMap(Bytes.toBytes(family));
    }
  }

  @Test
  void schemaManagerWithOptionsCreatesTheMappedNamespaceAndTables() throws IOException {
    MapperOptions created = MapperOptions.defaults().withNamespace("idx", "idx_created");
    SchemaManager schemas = new SchemaManager(connection, created);
    TableSchema covered = CoveredMemberMapper.INSTANCE.schema();
    assertThat(schemas.differences(covered)).contains("table idx_created:covered_member does not exist");

    schemas.create(covered);

    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.listNamespaceDescriptors()).extracting(NamespaceDescriptor::getName).contains("idx_created");
      assertThat(admin.listTableNamesByNamespace("idx_created")).containsExactlyInAnyOrder(
          table("idx_created:covered_member"), table("idx_created:covered_member_idx_nickname"),
          table("idx_created:covered_member_idx_by_city_gender"), table("idx_created:covered_member_idx_by_age"));
    }
    assertThat(schemas.differences(covered)).isEmpty();
    assertThat(schemas.ensure(covered)).isEmpty();
    assertThat(schemas.exists(covered)).isTrue();
    assertThat(schemas.createIfMissing(covered)).isFalse();
    assertThat(schemas.drop(covered)).isTrue();
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.listTableNamesByNamespace("idx_created")).isEmpty();
    }
    assertThat(schemas.exists(covered)).isFalse();
  }

  @Test
  void writesThroughAMappedDaoLandOnlyInTheUsedNamespace() throws IOException {
    Member ada = new Member(7_700_001, "ns-ada", "Lovelace", Gender.FEMALE, 36);
    members.put(ada);
    byte[] row = memberRow(ada.id());

    assertThat(members.schema().tableName()).isEqualTo(table("idx_staging:member"));
    assertThat(hasRow(table("idx_staging:member"), row)).isTrue();
    assertThat(hasEntryFor(table("idx_staging:member_idx_nickname"), row)).isTrue();
    assertThat(hasEntryFor(table("idx_staging:member_idx_by_city_gender"), row)).isTrue();
    assertThat(hasRow(table("idx:member"), row)).isFalse();
    assertThat(hasEntryFor(table("idx:member_idx_nickname"), row)).isFalse();
    assertThat(hasEntryFor(table("idx:member_idx_by_city_gender"), row)).isFalse();

    assertThat(members.get(ada.id())).contains(ada);
    assertThat(members.exists(ada.id())).isTrue();
    assertThat(members.getAll(List.of(new MemberMapper.Key(ada.id())))).containsExactly(ada);
    assertThat(members.query().idBetween(7_700_001, 7_700_002).list()).containsExactly(ada);
    assertThat(members.findByNickname("ns-ada").list()).containsExactly(ada);
    assertThat(members.findByCityGender("Lovelace", Gender.FEMALE).list()).containsExactly(ada);
    assertThat(members.get(new MemberMapper.Key(ada.id()), MemberRepository.Card.class))
        .contains(new MemberRepository.Card(ada.id(), "ns-ada", Gender.FEMALE));
    assertThat(members.query().idBetween(7_700_001, 7_700_002).select(MemberRepository.Card.class).list())
        .containsExactly(new MemberRepository.Card(ada.id(), "ns-ada", Gender.FEMALE));

    members.delete(ada.id());
    assertThat(hasRow(table("idx_staging:member"), row)).isFalse();
    assertThat(hasEntryFor(table("idx_staging:member_idx_nickname"), row)).isFalse();
  }

  @Test
  void pageTokensOfAMappedDaoWorkOnItAndTokensOfTheDeclaredTablesAreRefused() {
    List<Member> all = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      all.add(new Member(7_710_000 + i, "ns-page", "Paging", Gender.MALE, i));
    }
    members.putAll(all);

    Page<Member> first = members.query().idBetween(7_710_000, 7_710_005).page(PageRequest.ofSize(2));
    PageRequest next = PageRequest.fromToken(first.next().toToken());
    assertThat(members.query().idBetween(7_710_000, 7_710_005).page(next).content())
        .containsExactlyElementsOf(all.subList(2, 4));
    Page<Member> byIndex = members.findByNickname("ns-page").page(PageRequest.ofSize(3));
    assertThat(members.findByNickname("ns-page").page(PageRequest.fromToken(byIndex.next().toToken())).content())
        .containsExactlyElementsOf(all.subList(3, 5));

    // the same query on the declared tables binds its tokens to them: a token cannot cross environments
    MemberDao declared = new MemberDao(connection);
    assertThatThrownBy(() -> declared.query().idBetween(7_710_000, 7_710_005).page(next))
        .isInstanceOf(InvalidPageTokenException.class)
        .hasMessageContaining("issued by a different query");
    assertThat(declared.query().idBetween(7_710_000, 7_710_005).list()).isEmpty();
    List<Member> elsewhere = List.of(new Member(7_710_100, "ns-declared", "Paging", Gender.MALE, 0),
        new Member(7_710_101, "ns-declared", "Paging", Gender.MALE, 1),
        new Member(7_710_102, "ns-declared", "Paging", Gender.MALE, 2));
    declared.putAll(elsewhere);
    try {
      PageRequest declaredToken = declared.query().idBetween(7_710_100, 7_710_103).page(PageRequest.ofSize(2)).next();
      assertThatThrownBy(() -> members.query().idBetween(7_710_100, 7_710_103).page(declaredToken))
          .isInstanceOf(InvalidPageTokenException.class)
          .hasMessageContaining("issued by a different query");
    } finally {
      elsewhere.forEach(m -> declared.delete(m.id()));
    }
  }

  @Test
  void aRepositoryOfMappedOptionsQueriesAndLooksUpTheUsedTables() throws IOException {
    MemberRepository staged = new MemberRepositoryImpl(connection, STAGING);
    Member grace = new Member(7_720_001, "ns-grace", "Arlington", Gender.FEMALE, 85);
    Member alan = new Member(7_720_002, "ns-alan", "Arlington", Gender.MALE, 41);
    staged.saveAll(List.of(grace, alan));

    assertThat(hasRow(table("idx_staging:member"), memberRow(grace.id()))).isTrue();
    assertThat(hasRow(table("idx:member"), memberRow(grace.id()))).isFalse();
    assertThat(staged.findById(new MemberMapper.Key(grace.id()))).contains(grace);
    assertThat(staged.findByNickname("ns-grace")).containsExactly(grace);
    assertThat(staged.existsByNickname("ns-alan")).isTrue();
    assertThat(staged.findByCityAndGender("Arlington", Gender.MALE)).containsExactly(alan);
    assertThat(staged.findCardsByCity("Arlington")).containsExactlyInAnyOrder(
        new MemberRepository.Card(grace.id(), "ns-grace", Gender.FEMALE),
        new MemberRepository.Card(alan.id(), "ns-alan", Gender.MALE));
    assertThat(staged.findByIdBetween(7_720_001, 7_720_002)).containsExactly(grace, alan);
    assertThat(staged.findByIdIn(List.of(7_720_002L, 7_720_001L))).containsExactly(alan, grace);
    assertThat(staged.countByCity("Arlington")).isEqualTo(2);
    Page<Member> page = staged.findByCityAndGenderAndAgeLessThan("Arlington", Gender.FEMALE, 100,
        PageRequest.ofSize(5));
    assertThat(page.content()).containsExactly(grace);

    MemberRepository declared = new MemberRepositoryImpl(connection);
    assertThat(declared.findByNickname("ns-grace")).isEmpty();
    assertThat(declared.findByIdBetween(7_720_001, 7_720_002)).isEmpty();

    assertThat(staged.deleteByCityAndGender("Arlington", Gender.MALE)).isEqualTo(1);
    assertThat(hasRow(table("idx_staging:member"), memberRow(alan.id()))).isFalse();
    assertThat(hasEntryFor(table("idx_staging:member_idx_nickname"), memberRow(alan.id()))).isFalse();
  }

  @Test
  void relationInversesLandInTheUsedTargetTable() throws IOException {
    ShopDao shops = new ShopDao(connection, STAGING);
    ItemDao items = new ItemDao(connection, STAGING);
    Item pen = new Item(7_730_101, "pen", new BigDecimal("1.50"), "blue", "Pen", Map.of());
    Item ink = new Item(7_730_102, "ink", new BigDecimal("4.00"), "black", "Ink", Map.of());
    items.putAll(List.of(pen, ink));
    Shop shop = new Shop(7_730_001, "Staging stationers", "1 Test Street", LocalDate.of(2020, 1, 2),
        Map.of(pen.id(), "featured"));
    shops.put(shop);
    byte[] shopRow = ShopMapper.INSTANCE.encodeKey(new ShopMapper.Key(shop.id()));
    byte[] penRow = ItemMapper.INSTANCE.encodeKey(new ItemMapper.Key(pen.id()));
    byte[] inkRow = ItemMapper.INSTANCE.encodeKey(new ItemMapper.Key(ink.id()));

    assertThat(family(table("rel_staging:item"), penRow, "shop")).hasSize(1);
    assertThat(hasRow(table("rel:shop"), shopRow)).isFalse();
    assertThat(hasRow(table("rel:item"), penRow)).isFalse();
    assertThat(items.get(pen.id()).orElseThrow().shops()).containsExactly(Map.entry(shop.id(), "featured"));

    shops.items(shop.id()).put(ink.id(), "new");
    assertThat(family(table("rel_staging:item"), inkRow, "shop")).hasSize(1);
    assertThat(hasRow(table("rel:item"), inkRow)).isFalse();
    try (var loaded = shops.items(shop.id()).load()) {
      assertThat(loaded.map(Item::id).toList()).containsExactly(pen.id(), ink.id());
    }

    // a lost inverse entry in the used target table is mended by a repair with the same options
    try (Table t = connection.getTable(table("rel_staging:item"))) {
      t.delete(new Delete(inkRow).addFamily(Bytes.toBytes("shop")));
    }
    RelationRepair.Report report = RelationRepair.repair(connection, ShopDao.ITEMS, STAGING);
    assertThat(report.inverseWritten()).isEqualTo(1);
    assertThat(items.get(ink.id()).orElseThrow().shops()).containsExactly(Map.entry(shop.id(), "new"));
    assertThat(hasRow(table("rel:item"), inkRow)).isFalse();

    shops.delete(shop.id());
    assertThat(items.get(pen.id()).orElseThrow().shops()).isEmpty();
  }

  @Test
  void lazyFamiliesAndWideRowsReadTheUsedTable() throws IOException {
    UserDao users = new UserDao(connection, STAGING);
    User fan = new User(7_740_001, "ns-star", Gender.FEMALE, LocalDate.of(1990, 5, 6), null, Map.of(1L, "a", 2L, "b"));
    users.put(fan);
    byte[] row = UserMapper.INSTANCE.encodeKey(new UserMapper.Key(fan.getId()));
    assertThat(hasRow(table("weibo_staging:user"), row)).isTrue();
    assertThat(hasRow(table("weibo:user"), row)).isFalse();

    Star star = new StarDao(connection, STAGING).get(fan.getId()).orElseThrow();
    assertThat(star.fans()).containsExactlyInAnyOrderEntriesOf(Map.of(1L, "a", 2L, "b")); // loaded on first use

    users.fans(fan.getId()).put(3L, "c");
    assertThat(users.fans(fan.getId()).count()).isEqualTo(3);
    assertThat(family(table("weibo_staging:user"), row, "fans")).hasSize(3);
    assertThat(new StarDao(connection, STAGING).query().id(fan.getId()).first().orElseThrow().fans()).hasSize(3);
  }

  @Test
  void saltedQueriesAndBatchedWritesUseTheUsedTable() throws IOException {
    ReadingDao readings = new ReadingDao(connection, STAGING);
    List<Reading> all = new ArrayList<>();
    for (int h = 0; h < 6; h++) {
      for (int t = 0; t < 4; t++) {
        all.add(new Reading("nshost" + h, 1_000 + t, h + t / 10.0));
      }
    }
    readings.putAll(all);

    byte[] row = ReadingMapper.INSTANCE.encodeKey(new ReadingMapper.Key("nshost3", 1_002));
    assertThat(hasRow(table("ts_staging:reading"), row)).isTrue();
    assertThat(hasRow(table("ts:reading"), row)).isFalse();
    assertThat(readings.query().hostId("nshost3").list()).containsExactlyElementsOf(all.subList(12, 16));
    assertThat(readings.query().hostIdBetween("nshost0", "nshost9").count()).isEqualTo(all.size());
    Page<Reading> first = readings.query().hostIdBetween("nshost0", "nshost9").page(PageRequest.ofSize(10));
    Page<Reading> second = readings.query().hostIdBetween("nshost0", "nshost9")
        .page(PageRequest.fromToken(first.next().toToken()));
    assertThat(first.content()).hasSize(10);
    assertThat(second.content()).hasSize(10).doesNotContainAnyElementsOf(first.content());
    assertThat(readings.get("nshost5", 1_003)).contains(all.get(23));
  }

  @Test
  void aGroupDaoFollowsTheOptionsOfItsMembers() throws IOException {
    OrderRowDao orders = new OrderRowDao(connection, STAGING);
    List<OrderRow> rows = List.of(
        new OrderHeader("nscust", 1, Instant.ofEpochMilli(1_700_000_000_000L), "placed"),
        new ShippingLocation("nscust", 1, 1, "home", "1 Test Street"),
        new LineItem("nscust", 1, 1, "ns-sku", 2, new BigDecimal("3.50")));
    orders.putAll(rows);

    assertThat(orders.schema().tableName()).isEqualTo(table("book_staging:orders"));
    assertThat(orders.query().customer("nscust").order(1).list()).isEqualTo(rows);
    byte[] headerRow = new OrderHeaderDao(connection, STAGING).mapper().rowKey((OrderHeader) rows.get(0));
    assertThat(hasRow(table("book_staging:orders"), headerRow)).isTrue();
    assertThat(hasRow(table("book:orders"), headerRow)).isFalse();
    LineItemDao lines = new LineItemDao(connection, STAGING);
    assertThat(lines.findBySku("ns-sku").list()).containsExactly((LineItem) rows.get(2));
    byte[] lineRow = lines.mapper().rowKey((LineItem) rows.get(2));
    assertThat(hasEntryFor(table("book_staging:orders_idx_sku"), lineRow)).isTrue();
    assertThat(hasEntryFor(table("book:orders_idx_sku"), lineRow)).isFalse();

    assertThatThrownBy(() -> new GroupDao<>(connection, OrderRowDao.GROUP, List.<EntityDao<? extends OrderRow, ?>>of(
        new OrderHeaderDao(connection, STAGING), new ShippingLocationDao(connection), new LineItemDao(connection,
            STAGING))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("OrderRow: DAO 1 maps namespaces {}")
        .hasMessageContaining("build their DAOs with the same options");
  }

  @Test
  void twoMappingsOnOneConnectionStayApart() {
    MemberDao qa = new MemberDao(connection, QA);
    members.put(new Member(7_750_001, "ns-staging", "Both", Gender.MALE, 1));
    qa.put(new Member(7_750_001, "ns-qa", "Both", Gender.MALE, 2));

    assertThat(members.get(7_750_001).orElseThrow().nickname()).isEqualTo("ns-staging");
    assertThat(qa.get(7_750_001).orElseThrow().nickname()).isEqualTo("ns-qa");
    assertThat(members.findByNickname("ns-qa").list()).isEmpty();
    assertThat(qa.findByNickname("ns-staging").list()).isEmpty();
    assertThat(qa.findByCityGender("Both", Gender.MALE).list()).extracting(Member::age).containsExactly(2);
    assertThat(new MemberDao(connection).get(7_750_001)).isEmpty();
  }

  @Test
  void errorsNameTheTableUsed() throws IOException {
    MemberDao missing = new MemberDao(connection, MapperOptions.defaults().withNamespace("idx", "idx_missing"));
    assertThatThrownBy(() -> missing.get(1))
        .isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("table idx_missing:member does not exist; create it first");

    byte[] row = memberRow(7_760_001);
    try (Table t = connection.getTable(table("idx_staging:member"))) {
      t.put(new Put(row).addColumn(Bytes.toBytes("info"), Bytes.toBytes("age"), new byte[] {1, 2, 3}));
    }
    assertThatThrownBy(() -> members.get(7_760_001))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("from table idx_staging:member, row ")
        .satisfies(e -> assertThat(((MappingException) e).table()).isEqualTo("idx_staging:member"));
    members.delete(7_760_001);
  }

  @Test
  void indexAdminWithOptionsVerifiesAndRepairsTheUsedIndexTables() throws IOException {
    Member lost = new Member(7_770_001, "ns-lost", "Nowhere", Gender.MALE, 3);
    members.put(lost);
    byte[] row = memberRow(lost.id());
    try (Table t = connection.getTable(table("idx_staging:member_idx_nickname"));
        ResultScanner entries = t.getScanner(new Scan())) {
      for (Result entry : entries) {
        if (Bytes.equals(entry.getValue(INDEX_FAMILY, INDEX_REFERENCE), row)) {
          t.delete(new Delete(entry.getRow()));
        }
      }
    }
    IndexAdmin admin = new IndexAdmin(connection, STAGING).batchSize(50);

    IndexReport found = admin.verify(MemberMapper.INSTANCE, MemberMapper.INDEX_NICKNAME, true,
        IndexAdmin.Progress.none());

    assertThat(found.missing()).isGreaterThanOrEqualTo(1);
    assertThat(hasEntryFor(table("idx_staging:member_idx_nickname"), row)).isTrue();
    assertThat(members.findByNickname("ns-lost").list()).containsExactly(lost);
    assertThat(admin.verify(MemberMapper.INSTANCE, MemberMapper.INDEX_NICKNAME, false, IndexAdmin.Progress.none())
        .missing()).isZero();
  }
}
