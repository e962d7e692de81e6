package org.hbasemapper.it.nested;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Embedded} values and collection cells through the generated DAO of {@link Shopper}, on the
 * mini cluster. Each test uses rows of its own id range.
 */
@HBaseTest
class NestedValuesTest {
  private static final byte[] D = Bytes.toBytes("d");

  static Connection connection;
  static ShopperDao shoppers;

  @BeforeAll
  static void create(Connection c) throws IOException {
    connection = c;
    new SchemaManager(c).createIfMissing(ShopperMapper.INSTANCE.schema());
    shoppers = new ShopperDao(c);
  }

  private static Shopper full(long id, String city) {
    return new Shopper(id, "ann", new Address("1 rue A", city, 75001, new Geo(48.85, 2.35)),
        new Address("9 quai B", "Lyon", 69002, null), new Card("4111", 2712), List.of("vip", "new", "vip"),
        Set.of(Color.RED, Color.BLUE), List.of(3, -1), List.of(new BigDecimal("9.99")), Set.of(new UUID(1, 2)),
        List.of(Instant.ofEpochSecond(5, 7)), List.of(LocalDate.of(2024, 2, 29)));
  }

  private static Shopper bare(long id) {
    return new Shopper(id, null, null, null, null, null, null, null, null, null, null, null);
  }

  private Result raw(long id) throws IOException {
    try (Table table = connection.getTable(ShopperMapper.INSTANCE.schema().tableName())) {
      return table.get(new Get(ShopperMapper.INSTANCE.encodeKey(new ShopperMapper.Key(id))));
    }
  }

  @Test
  void everyKindOfNestedValueRoundTrips() throws IOException {
    Shopper s = full(1, "Paris");
    shoppers.put(s);
    Shopper back = shoppers.get(1).orElseThrow();
    assertThat(back).isEqualTo(s);
    assertThat(back.colors()).isInstanceOf(LinkedHashSet.class);
    assertThat(back.tags()).containsExactly("vip", "new", "vip");
    Result row = raw(1);
    assertThat(row.getValue(D, Bytes.toBytes("home_"))).containsExactly(1);
    assertThat(Bytes.toString(row.getValue(D, Bytes.toBytes("home_c")))).isEqualTo("Paris");
    assertThat(row.getValue(D, Bytes.toBytes("home_geo_lat"))).isEqualTo(Bytes.toBytes(48.85));
    assertThat(row.containsColumn(D, Bytes.toBytes("work_geo_"))).isFalse();
    assertThat(Bytes.toString(row.getValue(D, Bytes.toBytes("card_number")))).isEqualTo("4111");

    shoppers.delete(1);
    assertThat(shoppers.get(1)).isEmpty();
  }

  @Test
  void aNullValueIsNotAValueWhoseFieldsAreAllNull() throws IOException {
    Shopper nulls = new Shopper(10, "bo", null, new Address(null, null, 0, null), new Card(), List.of(), Set.of(),
        List.of(), null, null, null, null);
    shoppers.put(nulls);
    Shopper back = shoppers.get(10).orElseThrow();
    assertThat(back.home()).isNull();
    assertThat(back.work()).isEqualTo(new Address(null, null, 0, null));
    assertThat(back.card()).isEqualTo(new Card());
    assertThat(back.tags()).isEmpty();
    assertThat(back.colors()).isEmpty();
    assertThat(back.prices()).isNull();
    assertThat(back).isEqualTo(nulls);
    assertThat(raw(10).containsColumn(D, Bytes.toBytes("home_"))).isFalse();
    assertThat(raw(10).getValue(D, Bytes.toBytes("tags"))).containsExactly(0);
  }

  @Test
  void replaceDeletesTheCellsOfANullValueWhilePutLeavesThem() throws IOException {
    shoppers.put(full(20, "Paris"));
    shoppers.put(bare(20));
    assertThat(shoppers.get(20).orElseThrow().home().city()).isEqualTo("Paris");

    shoppers.replace(bare(20).withName("cy"));
    Shopper back = shoppers.get(20).orElseThrow();
    assertThat(back).isEqualTo(bare(20).withName("cy"));
    Result row = raw(20);
    assertThat(row.containsColumn(D, Bytes.toBytes("home_"))).isFalse();
    assertThat(row.containsColumn(D, Bytes.toBytes("home_c"))).isFalse();
    assertThat(row.containsColumn(D, Bytes.toBytes("home_geo_lat"))).isFalse();
    assertThat(row.containsColumn(D, Bytes.toBytes("tags"))).isFalse();
  }

  @Test
  void conditionsProjectionsAndIndexesSeeTheFieldsOfEmbeddedValues() {
    shoppers.put(full(30, "Nantes"));
    shoppers.put(full(31, "Brest"));
    shoppers.put(bare(32));

    assertThat(shoppers.query().idBetween(30L, 40L).where(ShopperQuery.HOME_CITY.equalTo("Brest")).list())
        .extracting(Shopper::id).containsExactly(31L);
    assertThat(shoppers.query().idBetween(30L, 40L).where(ShopperQuery.HOME_GEO_LAT.greaterThan(40.0)
        .and(ShopperQuery.WORK_CITY.equalTo("Lyon"))).list()).extracting(Shopper::id).containsExactly(30L, 31L);
    assertThat(shoppers.query().idBetween(30L, 40L).where(ShopperQuery.HOME_CITY.isNull()).list())
        .extracting(Shopper::id).containsExactly(32L);
    assertThat(shoppers.query().idBetween(30L, 40L).where(ShopperQuery.TAGS.equalTo(List.of("vip", "new", "vip")))
        .list()).extracting(Shopper::id).containsExactly(30L, 31L);

    assertThat(shoppers.query().idBetween(30L, 40L).select(ShopperCity.class).list()).containsExactly(
        new ShopperCity("ann", "Nantes", 75001), new ShopperCity("ann", "Brest", 75001),
        new ShopperCity(null, null, 0));

    assertThat(shoppers.findByHomeCity("Nantes").list()).extracting(Shopper::id).containsExactly(30L);
    shoppers.replace(bare(30));
    assertThat(shoppers.findByHomeCity("Nantes").list()).isEmpty();
  }

  @Test
  void anUpdateSetsAndRemovesOneFieldOfAnEmbeddedValue() {
    shoppers.put(full(40, "Paris"));
    shoppers.update(40).set(ShopperQuery.HOME_CITY, "Lille").remove(ShopperQuery.CARD_NUMBER).apply();
    Shopper back = shoppers.get(40).orElseThrow();
    assertThat(back.home()).isEqualTo(new Address("1 rue A", "Lille", 75001, new Geo(48.85, 2.35)));
    assertThat(back.card()).isEqualTo(new Card(null, 2712));
    assertThat(shoppers.findByHomeCity("Lille").list()).extracting(Shopper::id).containsExactly(40L);
  }

  @Test
  void settingAFieldOfANullValueMakesTheValuePresent() {
    shoppers.put(bare(41));
    shoppers.update(41).set(ShopperQuery.HOME_GEO_LAT, 1.5).apply();
    assertThat(shoppers.get(41).orElseThrow().home()).isEqualTo(new Address(null, null, 0, new Geo(1.5, 0)));
  }

  @Test
  void aCellThatDoesNotParseIsAMappingExceptionNamingEntityFieldRowAndColumn() throws IOException {
    shoppers.put(full(50, "Paris"));
    try (Table table = connection.getTable(ShopperMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(ShopperMapper.INSTANCE.encodeKey(new ShopperMapper.Key(50)))
          .addColumn(D, Bytes.toBytes("tags"), new byte[] {0x02, 0x01, 'a'}));
    }
    assertThatThrownBy(() -> shoppers.get(50)).isInstanceOf(MappingException.class)
        .hasMessage("cannot read Shopper.tags from table nested:shopper, row 0x8000000000000032, column d:tags: "
            + "element 1 of 2 ends inside its length")
        .satisfies(e -> assertThat(((MappingException) e).column()).isEqualTo("d:tags"));
  }

  /** Random shoppers, seeded so that a failure replays: what a put stores, a get returns. */
  @Test
  void randomShoppersRoundTrip() {
    Random random = new Random(34);
    List<Shopper> written = new ArrayList<>();
    for (long id = 100; id < 160; id++) {
      written.add(random(random, id));
    }
    shoppers.putAll(written);
    for (Shopper s : written) {
      assertThat(shoppers.get(s.id())).as("shopper %s", s.id()).contains(s);
    }
  }

  private static Shopper random(Random r, long id) {
    return new Shopper(id, r.nextBoolean() ? null : text(r), r.nextBoolean() ? null : address(r),
        r.nextBoolean() ? null : address(r), r.nextBoolean() ? null : new Card(r.nextBoolean() ? null : text(r),
            r.nextInt()), r.nextBoolean() ? null : list(r, () -> text(r)),
        r.nextBoolean() ? null : new LinkedHashSet<>(list(r, () -> Color.values()[r.nextInt(3)])),
        r.nextBoolean() ? null : list(r, r::nextInt),
        r.nextBoolean() ? null : list(r, () -> BigDecimal.valueOf(r.nextLong(), r.nextInt(20) - 10)),
        r.nextBoolean() ? null : new LinkedHashSet<>(list(r, () -> new UUID(r.nextLong(), r.nextLong()))),
        r.nextBoolean() ? null : list(r, () -> Instant.ofEpochSecond(r.nextInt(), r.nextInt(1_000_000_000))),
        r.nextBoolean() ? null : list(r, () -> LocalDate.ofEpochDay(r.nextInt(2_000_000) - 1_000_000)));
  }

  private static Address address(Random r) {
    return new Address(r.nextBoolean() ? null : text(r), r.nextBoolean() ? null : text(r), r.nextInt(),
        r.nextBoolean() ? null : new Geo(r.nextDouble() * 180 - 90, r.nextDouble() * 360 - 180));
  }

  private static String text(Random r) {
    StringBuilder sb = new StringBuilder();
    int n = r.nextInt(12);
    for (int i = 0; i < n; i++) {
      sb.append(r.nextInt(4) == 0 ? (char) (0x400 + r.nextInt(200)) : (char) ('a' + r.nextInt(26)));
    }
    return sb.toString();
  }

  private static <T> List<T> list(Random r, java.util.function.Supplier<T> element) {
    List<T> out = new ArrayList<>();
    int n = r.nextInt(6);
    for (int i = 0; i < n; i++) {
      out.add(element.get());
    }
    return out;
  }
}
