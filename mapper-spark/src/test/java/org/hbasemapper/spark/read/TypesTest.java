package org.hbasemapper.spark.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Comparator;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.EntityEncoders;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every kind of field as its Spark type, read from HBase and back into entities unchanged. */
@HBaseTest
class TypesTest {
  private static final UUID FULL = UUID.fromString("00000000-0000-0000-0000-000000000001");
  private static final UUID SPARSE = UUID.fromString("80000000-0000-0000-0000-000000000002");

  @BeforeAll
  static void kinds(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(KindsMapper.INSTANCE.schema());
    schemas.create(KindsMapper.INSTANCE.schema());
    KindsDao dao = new KindsDao(connection);
    TreeMap<Long, String> titles = new TreeMap<>();
    titles.put(1_000L, "first");
    titles.put(2_000L, "second");
    LinkedHashMap<String, Long> counts = new LinkedHashMap<>();
    counts.put("a", 1L);
    counts.put("b", -2L);
    dao.putAll(List.of(
        new Kinds(FULL, LocalDate.of(2024, 2, 29), "text é", true, false, (byte) -1, (short) 300, 42, -7,
            Long.MIN_VALUE, 1.5f, -0.25, Channel.WEB, Instant.ofEpochMilli(1_700_000_000_123L),
            LocalDateTime.of(2024, 1, 2, 3, 4, 5, 6_000), new Date(1_600_000_000_000L), new BigDecimal("-12.50"),
            new byte[] {0, 1, -1}, List.of("x", "y", "x"), new LinkedHashSet<>(List.of(Channel.PHONE, Channel.SHOP)),
            new Address("1 rue Haute", 75001, new Geo(48.85, 2.35)), counts, titles, 215, new Point(3, -4), 0L, null),
        new Kinds(SPARSE, LocalDate.of(1969, 12, 31), null, false, null, (byte) 0, (short) 0, 0, null, 0L, 0f, null,
            null, null, null, null, null, null, null, null, new Address(null, 0, null), new LinkedHashMap<>(),
            new TreeMap<>(), 0, null, 0L, null)));
    dao.incrementViews(FULL, LocalDate.of(2024, 2, 29), 5);
  }

  @Test
  void eachFieldIsAColumnOfItsSparkType() {
    assertThat(EntityEncoders.schema(Kinds.class).catalogString()).isEqualTo("struct<"
        + "id:string,day:date,text:string,flag:boolean,maybe:boolean,tiny:tinyint,small:smallint,count:int,"
        + "boxed:int,big:bigint,ratio:float,score:double,channel:string,at:timestamp,local:timestamp_ntz,"
        + "legacy:timestamp,price:decimal(38,18),raw:binary,tags:array<string>,channels:array<string>,"
        + "home:struct<street:string,zip:int,geo:struct<lat:double,lon:double>>,title:map<bigint,string>,"
        + "tenths:int,point:binary,views:bigint,counts:map<string,bigint>,written:timestamp>");
    assertThat(EntityEncoders.schema(KindsMapper.INSTANCE)).isEqualTo(EntityEncoders.schema(Kinds.class));
  }

  @Test
  void rowsReadAsADatasetAreTheEntitiesTheDaoReads(Connection connection) {
    KindsDao dao = new KindsDao(connection);
    Dataset<Kinds> kinds = EntityDatasets.of(Spark.session(), connection).read(dao.query());

    List<Kinds> read = kinds.collectAsList().stream().sorted(Comparator.comparing(k -> k.id().toString())).toList();

    assertThat(read).usingRecursiveFieldByFieldElementComparator(Compare.ENTITIES)
        .as("a BigDecimal comes back as DECIMAL(38,18): equal by compareTo, scale 18")
        .containsExactlyElementsOf(dao.query().list());
    assertThat(read.get(0).price()).isEqualByComparingTo("-12.5").hasScaleOf(18);
    assertThat(read.get(0).views()).isEqualTo(5);
    assertThat(read.get(0).written()).isNotNull();
  }

  @Test
  void collectionsOfValuesSparkHasNoTypeForRoundTripInRecordsAndClasses() {
    TreeMap<Long, Channel> history = new TreeMap<>(java.util.Map.of(2L, Channel.WEB, 1L, Channel.SHOP));
    Bag bag = new Bag(List.of(FULL, SPARSE), new LinkedHashSet<>(List.of(SPARSE, FULL)),
        java.util.Map.of(FULL, new Date(5_000)), history, new java.util.TreeSet<>(List.of("b", "a")), new Geo(1, 2));
    Bag empty = new Bag(null, null, null, null, null, null);

    assertThat(EntityEncoders.schema(Bag.class).catalogString()).isEqualTo("struct<ids:array<string>,more:array<string>,"
        + "when:map<string,timestamp>,history:map<bigint,string>,sorted:array<string>,where:struct<lat:double,lon:double>>");
    List<Bag> bags = Spark.session().createDataset(List.of(bag, empty), EntityEncoders.of(Bag.class)).collectAsList();
    assertThat(bags).containsExactly(bag, empty);
    assertThat(bags.get(0).history()).isInstanceOf(TreeMap.class);
    assertThat(bags.get(0).more()).containsExactly(SPARSE, FULL);

    BagClass same = new BagClass(bag.ids(), bag.more(), bag.when(), history, bag.sorted(), bag.where());
    assertThat(EntityEncoders.schema(BagClass.class)).isEqualTo(EntityEncoders.schema(Bag.class));
    assertThat(Spark.session().createDataset(List.of(same), EntityEncoders.of(BagClass.class)).collectAsList())
        .containsExactly(same);
  }

  /** A value of the job's with a field Spark has no type for. */
  record Timed(String what, java.time.Duration spent) {}

  @Test
  void aFieldOfATypeSparkHasNotIsRefusedNamingIt() {
    assertThatThrownBy(() -> EntityEncoders.of(Timed.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no Spark type for Timed.spent (java.time.Duration): a Dataset column holds the types"
            + " docs/spark.md#columns lists; change its type, or give it a @Convert codec whose bytes the column holds");
  }

  @Test
  void aBigDecimalBeyondDecimal38Comma18FailsItsRowInsteadOfBecomingNull() {
    Stock huge = new Stock("w9", "huge", 1, new BigDecimal("1e21"), null);

    assertThatThrownBy(() -> Spark.session().createDataset(List.of(huge), EntityEncoders.of(Stock.class)).collectAsList())
        .rootCause().hasMessageContaining("1000000000000000000000 cannot be represented as Decimal(38, 18)");
    assertThat(Spark.session().createDataset(List.of(new Stock("w9", "big", 1, new BigDecimal("1e19"), null)),
        EntityEncoders.of(Stock.class)).first().price()).isEqualByComparingTo("1e19");
  }

  @Test
  void sqlReachesIntoStructsArraysAndMaps(Connection connection) {
    EntityDatasets.of(Spark.session(), connection).read(new KindsDao(connection).query())
        .createOrReplaceTempView("kinds");

    List<Row> rows = Spark.session().sql("SELECT id, home.geo.lat, counts['b'], size(tags), title[2000],"
        + " array_contains(channels, 'SHOP'), price * 2, tenths FROM kinds ORDER BY id").collectAsList();

    assertThat(rows).hasSize(2);
    assertThat(rows.get(0).toString()).isEqualTo(
        "[00000000-0000-0000-0000-000000000001,48.85,-2,3,second,true,-25.0000000000000000,215]");
    assertThat(rows.get(1).toString()).isEqualTo("[80000000-0000-0000-0000-000000000002,null,null,null,null,null,null,0]");
  }
}
