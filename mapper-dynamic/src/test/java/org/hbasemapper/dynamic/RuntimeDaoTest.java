package org.hbasemapper.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.dynamic.compat.CompatAddress;
import org.hbasemapper.dynamic.compat.CompatGeo;
import org.hbasemapper.dynamic.compat.CompatInherited;
import org.hbasemapper.dynamic.compat.CompatInheritedDao;
import org.hbasemapper.dynamic.compat.CompatInheritedMapper;
import org.hbasemapper.dynamic.compat.CompatMoved;
import org.hbasemapper.dynamic.compat.CompatMovedDao;
import org.hbasemapper.dynamic.compat.CompatMovedMapper;
import org.hbasemapper.dynamic.compat.CompatMovedPart;
import org.hbasemapper.dynamic.compat.CompatNested;
import org.hbasemapper.dynamic.compat.CompatNestedDao;
import org.hbasemapper.dynamic.compat.CompatNestedMapper;
import org.hbasemapper.dynamic.compat.CompatNestedQuery;
import org.hbasemapper.dynamic.compat.CompatSale;
import org.hbasemapper.dynamic.compat.CompatVersioned;
import org.hbasemapper.dynamic.compat.CompatVersionedDao;
import org.hbasemapper.dynamic.compat.CompatVersionedMapper;
import org.hbasemapper.dynamic.compat.CompatSaleDao;
import org.hbasemapper.dynamic.compat.CompatSaleMapper;
import org.hbasemapper.dynamic.model.Member;
import org.hbasemapper.dynamic.model.Reading;
import org.hbasemapper.dynamic.model.Sale;
import org.hbasemapper.dynamic.model.Visits;
import org.hbasemapper.runtime.LazyMap;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runtime DAOs of classes no processor compiled, on the embedded HBase: what a generated DAO does, keyed
 * by {@link Key} and queried by field name, and rows written by a generated DAO read by a runtime one and
 * the other way round.
 */
@HBaseTest
class RuntimeDaoTest {
  static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
  static final int PER_USER = 60;

  static RuntimeDao<Sale> sales;
  static RuntimeDao<Member> members;
  static RuntimeDao<Reading> readings;

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    sales = RuntimeMappers.dao(connection, Sale.class);
    members = RuntimeMappers.dao(connection, Member.class);
    readings = RuntimeMappers.dao(connection, Reading.class);
    schemas.createIfMissing(sales.schema());
    schemas.createIfMissing(members.schema());
    schemas.createIfMissing(readings.schema());
    List<Sale> all = new ArrayList<>();
    for (String user : List.of("u1", "u10", "u2")) {
      all.addAll(historyOf(user));
    }
    sales.putAll(all);
  }

  /** The user's sales, newest first: the key's order. */
  static List<Sale> historyOf(String user) {
    List<Sale> out = new ArrayList<>();
    for (int i = 0; i < PER_USER; i++) {
      out.add(new Sale(user, T0.plus(Duration.ofMinutes(i)), "p" + (i % 7), BigDecimal.valueOf(i, 2), i % 5));
    }
    out.sort(Comparator.comparing(Sale::time).reversed());
    return out;
  }

  @Test
  void getsWhatItPutsByKey() {
    Sale sale = historyOf("u2").get(3);
    Key key = Key.of("u2", sale.time(), sale.productId());
    assertThat(sales.get(key)).contains(sale);
    assertThat(sales.exists(key)).isTrue();
    assertThat(sales.getAll(List.of(key, Key.of("nobody", T0, "p")))).containsExactly(sale);
    Sale other = new Sale("u3", T0, "p", BigDecimal.ONE, 1);
    sales.put(other);
    sales.delete(Key.of("u3", T0, "p"));
    assertThat(sales.get(Key.of("u3", T0, "p"))).isEmpty();
  }

  @Test
  void queriesAPrefixNewestFirstWithoutTheNeighbouringUser() {
    assertThat(sales.query().equal("userId", "u1").limit(5).list()).containsExactlyElementsOf(
        historyOf("u1").subList(0, 5));
    assertThat(sales.query().equal("userId", "u1").count()).isEqualTo(PER_USER);
    assertThat(sales.query().equal("userId", "u").count()).isZero();
    Instant from = T0.plus(Duration.ofMinutes(10));
    Instant to = T0.plus(Duration.ofMinutes(20));
    assertThat(sales.query().equal("userId", "u10").between("time", from, to).list()).hasSize(10)
        .allMatch(s -> !s.time().isBefore(from) && s.time().isBefore(to));
    assertThat(sales.query().equal("userId", "u10").equal("time", from).startingWith("productId", "p3").list())
        .extracting(Sale::productId).containsExactly("p3");
    try (Stream<Sale> reversed = sales.query().equal("userId", "u2").reversed().stream()) {
      assertThat(reversed.findFirst()).map(Sale::time).contains(T0);
    }
  }

  @Test
  void pagesThroughAUserByCursorTokens() {
    List<Sale> seen = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(25);
    while (true) {
      Page<Sale> page = sales.query().equal("userId", "u2").page(request);
      seen.addAll(page.content());
      if (!page.hasNext()) {
        break;
      }
      request = PageRequest.fromToken(page.next().toToken());
    }
    assertThat(seen).containsExactlyElementsOf(historyOf("u2"));
  }

  @Test
  void queriesNameTheComponentTheyCannotTake() {
    assertThatThrownBy(() -> sales.query().equal("time", T0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("query on Sale: 'time' is key component 2 of userId (String), time (Instant), productId (String); "
            + "fix them left to right: the next one is 'userId'");
    assertThatThrownBy(() -> sales.query().equal("user", "u1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("query on Sale: Sale has no key component 'user'; its key components are userId (String), time "
            + "(Instant), productId (String)");
    assertThatThrownBy(() -> sales.query().equal("userId", 1L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("query on Sale: 'userId' takes a String, not a Long");
    assertThatThrownBy(() -> sales.query().equal("userId", "u1").startingWith("time", "2026"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("query on Sale: startingWith applies to String components; 'time' is an Instant");
  }

  @Test
  void aBeanKeepsItsVersionCounterFansAndAuditDate() {
    Member member = new Member(42L, "lihua", 32);
    member.setFans(Map.of(7L, "mutual", 9L, "follower"));
    members.put(member);
    Member read = members.get(Key.of(42L)).orElseThrow();
    assertThat(read.getNickname()).isEqualTo("lihua");
    assertThat(read.getVersion()).isEqualTo(1L);
    assertThat(read.getModified()).isNotNull();
    assertThat(read.getFans()).isInstanceOf(LazyMap.class);
    assertThat(((LazyMap<?, ?>) read.getFans()).loaded()).isFalse();
    assertThat(read.getFans()).containsEntry(7L, "mutual").hasSize(2);
    // a stale copy is refused, as a generated DAO refuses it
    Member stale = new Member(42L, "stale", 1);
    stale.setVersion(0L);
    assertThatThrownBy(() -> members.put(stale)).isInstanceOf(StaleEntityException.class);
    assertThat(members.increment(Key.of(42L), "visits", 5)).isEqualTo(5);
    assertThat(members.increment(Key.of(42L), "visits", 2)).isEqualTo(7);
    assertThat(members.get(Key.of(42L)).orElseThrow().getVisits()).isEqualTo(7);
    WideRow<Long, String> fans = members.wideRow("fans", Key.of(42L), Long.class, String.class);
    fans.put(11L, "new");
    assertThat(fans.count()).isEqualTo(3);
    assertThat(fans.page(PageRequest.ofSize(2)).content()).extracting(Map.Entry::getKey).containsExactly(7L, 9L);
    assertThat(members.putIfAbsent(new Member(42L, "again", 1))).isFalse();
    assertThat(members.putIfAbsent(new Member(43L, "new", 1))).isTrue();
    assertThatThrownBy(() -> members.wideRow("fans", Key.of(42L), String.class, String.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Member.fans is a Map<Long, String>, not a map of String to String");
    assertThatThrownBy(() -> members.increment(Key.of(42L), "age", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Member has no @Counter field 'age' (its counters: visits)");
  }

  @Test
  void aSaltedImmutableClassIsReadAcrossItsBuckets() {
    List<Reading> all = new ArrayList<>();
    for (int s = 0; s < 6; s++) {
      for (int i = 0; i < 10; i++) {
        all.add(new Reading("s-000" + s, i, s * 10 + i, 1_700_000_000_000L + i));
      }
    }
    readings.putAll(all);
    assertThat(readings.query().count()).isEqualTo(60);
    assertThat(readings.query().list()).containsExactlyInAnyOrderElementsOf(all);
    assertThat(readings.query().equal("sensor", "s-0003").from("sequence", 7L).list())
        .containsExactlyElementsOf(all.subList(37, 40));
    assertThat(readings.get(Key.of("s-0002", 4L))).contains(all.get(24));
  }

  @Test
  void anMd5PrefixedEntityIsReadOnceItsHashedComponentsAreFixed(Connection connection) {
    @SuppressWarnings("unchecked")
    RuntimeDao<Object> visits = (RuntimeDao<Object>) RuntimeMappers.dao(connection, Visits.type());
    new SchemaManager(connection).createIfMissing(visits.schema());
    visits.putAll(List.of(Visits.of("u-000001", T0, "/a"), Visits.of("u-000001", T0.plusSeconds(1), "/b"),
        Visits.of("u-000002", T0, "/c")));
    assertThat(visits.query().equal("user", "u-000001").list()).extracting(Visits::page).containsExactly("/b", "/a");
    assertThatThrownBy(() -> visits.query().list())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("query on Visit: its rows are in the MD5 order of user (@HashPrefix); fix user with equal(...) "
            + "before reading rows");
    assertThatThrownBy(() -> visits.query().from("user", "u"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("query on Visit: its rows are in the MD5 order of user (@HashPrefix), so a range of 'user' is no key "
            + "range; fix it with equal(\"user\", value)");
  }

  @Test
  void rowsOfAGeneratedDaoAndOfARuntimeDaoAreOneTable(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(CompatSaleMapper.INSTANCE.schema());
    RuntimeDao<CompatSale> runtime = RuntimeMappers.dao(connection, CompatSale.class);
    // the live table, created and recorded from the generated schema, is the runtime mapper's layout
    assertThat(schemas.differences(runtime.schema())).isEmpty();
    assertThat(schemas.checkLayouts(runtime.schema())).isNotEmpty()
        .allMatch(check -> !check.breaking() && check.differences().isEmpty());
    CompatSaleDao generated = new CompatSaleDao(connection);
    CompatSale byGenerated = new CompatSale("c1", T0, "p1", BigDecimal.TEN, 2, 0, Instant.ofEpochMilli(1_000), null);
    CompatSale byRuntime = new CompatSale("c1", T0.plusSeconds(1), "p2", BigDecimal.ONE, 1, 0, Instant.ofEpochMilli(2_000),
        null);
    generated.put(byGenerated);
    runtime.put(byRuntime);
    // each DAO reads the other's row, its cells at the entity's @Timestamp
    assertThat(generated.get("c1", T0.plusSeconds(1), "p2")).contains(byRuntime);
    assertThat(runtime.get(Key.of("c1", T0, "p1"))).contains(byGenerated);
    generated.incrementViews("c1", T0, "p1", 3);
    runtime.increment(Key.of("c1", T0.plusSeconds(1), "p2"), "views", 4);
    assertThat(runtime.query().equal("userId", "c1").list()).extracting(CompatSale::productId, CompatSale::views)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("p2", 4L), org.assertj.core.groups.Tuple.tuple("p1", 3L));
    assertThat(generated.query().userId("c1").list()).isEqualTo(runtime.query().equal("userId", "c1").list());
  }

  @Test
  void inheritedKeyVersionAndAuditDatesWorkAsInTheGeneratedDao(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(CompatInheritedMapper.INSTANCE.schema());
    RuntimeDao<CompatInherited> runtime = RuntimeMappers.dao(connection, CompatInherited.class);
    assertThat(schemas.differences(runtime.schema())).isEmpty();
    CompatInheritedDao generated = new CompatInheritedDao(connection);
    CompatInherited written = inherited("acme", 7L, "first");
    generated.put(written);
    CompatInherited read = runtime.get(Key.of("acme", 7L)).orElseThrow();
    assertThat(read.getVersion()).isEqualTo(1L);
    assertThat(read.getCreated()).isNotNull().isEqualTo(read.getModified());
    assertThat(read.getAmount()).isEqualByComparingTo("1.50");
    // the runtime DAO checks and bumps the inherited version, and keeps the inherited created date
    read.setAmount(BigDecimal.TEN);
    runtime.put(read);
    CompatInherited again = generated.get("acme", 7L).orElseThrow();
    assertThat(again.getVersion()).isEqualTo(2L);
    assertThat(again.getCreated()).isEqualTo(read.getCreated());
    assertThat(again.getAmount()).isEqualByComparingTo(BigDecimal.TEN);
    CompatInherited stale = inherited("acme", 7L, "stale");
    stale.setVersion(1L);
    assertThatThrownBy(() -> runtime.put(stale)).isInstanceOf(StaleEntityException.class);
    assertThat(runtime.query().equal("tenant", "acme").list()).extracting(e -> e.getVersion()).containsExactly(2L);
  }

  private static CompatInherited inherited(String tenant, long id, String title) {
    CompatInherited e = new CompatInherited();
    e.setTenant(tenant);
    e.setId(id);
    e.setTitle(title);
    e.setAmount(new BigDecimal("1.50"));
    return e;
  }

  @Test
  void embeddedValuesAndCollectionsAreTheGeneratedDaosCells(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(CompatNestedMapper.INSTANCE.schema());
    RuntimeDao<CompatNested> runtime = RuntimeMappers.dao(connection, CompatNested.class);
    assertThat(schemas.differences(runtime.schema())).isEmpty();
    CompatNestedDao generated = new CompatNestedDao(connection);
    CompatAddress home = new CompatAddress("1 rue Haute", "Brest", 29200, new CompatGeo(48.39, -4.49), null);
    CompatAddress empty = new CompatAddress(null, null, 0, null, null);
    CompatNested written = new CompatNested(1L, "ann", home, empty, null, null, List.of("b", "a", "b"),
        java.util.Set.of(org.hbasemapper.dynamic.compat.Level.GOLD, org.hbasemapper.dynamic.compat.Level.BRONZE));
    runtime.put(written);
    CompatNested read = generated.get(1L).orElseThrow();
    assertThat(read.home()).isEqualTo(home);
    // a value whose fields are all null (a primitive's 0 is a cell) is told from none by its presence cell
    assertThat(read.work()).isEqualTo(empty);
    assertThat(read.card()).isNull();
    assertThat(read.tags()).containsExactly("b", "a", "b");
    assertThat(runtime.get(Key.of(1L)).orElseThrow()).isEqualTo(read);
    // a put patches: a null value keeps what is stored; replace deletes its presence cell and its fields' cells
    runtime.put(new CompatNested(1L, "ann", null, null, null, null, null, null));
    assertThat(generated.get(1L).orElseThrow().home()).isEqualTo(home);
    runtime.replace(new CompatNested(1L, "ann", null, empty, null, null, null, null));
    CompatNested replaced = generated.get(1L).orElseThrow();
    assertThat(replaced.home()).isNull();
    assertThat(replaced.work()).isEqualTo(empty);
    assertThat(replaced.tags()).isNull();
    // a partial update of one field of a null value makes it present, with that field
    generated.update(1L).set(CompatNestedQuery.HOME_CITY, "Lille").apply();
    assertThat(runtime.get(Key.of(1L)).orElseThrow().home())
        .isEqualTo(new CompatAddress(null, "Lille", 0, null, null));
  }

  @Test
  void aMovedColumnReadsItsFormerCellsAndReplaceDeletesThem(Connection connection) throws Exception {
    new SchemaManager(connection).createIfMissing(CompatMovedMapper.INSTANCE.schema());
    RuntimeDao<CompatMoved> runtime = RuntimeMappers.dao(connection, CompatMoved.class);
    byte[] row = RuntimeMappers.of(CompatMoved.class).encodeKey(Key.of(5L));
    byte[] d = Bytes.toBytes("d");
    try (Table table = connection.getTable(runtime.schema().tableName())) {
      // a row an older version of the entity stored: its name under n1 and n0, its part's label under p_old
      table.put(new Put(row).addColumn(d, Bytes.toBytes("n0"), Bytes.toBytes("oldest"))
          .addColumn(d, Bytes.toBytes("n1"), Bytes.toBytes("old"))
          .addColumn(d, Bytes.toBytes("p_"), new byte[] {1})
          .addColumn(d, Bytes.toBytes("p_old"), Bytes.toBytes("label")));
    }
    CompatMoved read = runtime.get(Key.of(5L)).orElseThrow();
    assertThat(read.name()).isEqualTo("old");
    assertThat(read.part()).isEqualTo(new CompatMovedPart("label", 0));
    runtime.replace(new CompatMoved(5L, "new", 1, null, new CompatMovedPart("fresh", 2)));
    try (Table table = connection.getTable(runtime.schema().tableName())) {
      Result stored = table.get(new Get(row));
      assertThat(List.of("n0", "n1", "p_old")).noneMatch(q -> stored.containsColumn(d, Bytes.toBytes(q)));
      assertThat(Bytes.toString(stored.getValue(d, Bytes.toBytes("p_label")))).isEqualTo("fresh");
    }
    assertThat(new CompatMovedDao(connection).get(5L).orElseThrow().name()).isEqualTo("new");
  }

  @Test
  void aVersionsMapIsTheHistoryOfOneCellForBothDaos(Connection connection) {
    new SchemaManager(connection).createIfMissing(CompatVersionedMapper.INSTANCE.schema());
    RuntimeDao<CompatVersioned> runtime = RuntimeMappers.dao(connection, CompatVersioned.class);
    CompatVersionedDao generated = new CompatVersionedDao(connection);
    runtime.put(new CompatVersioned(1L, "a", new java.util.TreeMap<>(Map.of(1_000L, new BigDecimal("1.00"),
        2_000L, new BigDecimal("2.00"))), null, 0));
    CompatVersioned read = generated.get(1L).orElseThrow();
    assertThat(read.prices()).containsExactly(Map.entry(1_000L, new BigDecimal("1.00")),
        Map.entry(2_000L, new BigDecimal("2.00")));
    assertThat(read.tenths()).isEmpty();
    generated.put(new CompatVersioned(1L, "a", new java.util.TreeMap<>(Map.of(3_000L, new BigDecimal("3.00"),
        4_000L, new BigDecimal("4.00"))), null, 0));
    // the newest max = 3 versions, as the generated DAO reads them
    assertThat(runtime.get(Key.of(1L)).orElseThrow().prices()).containsOnlyKeys(2_000L, 3_000L, 4_000L);
    assertThat(runtime.get(Key.of(1L))).isEqualTo(generated.get(1L));
  }
}
