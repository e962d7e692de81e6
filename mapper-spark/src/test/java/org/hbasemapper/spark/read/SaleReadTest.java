package org.hbasemapper.spark.read;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.sum;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.spark.api.java.function.FilterFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.ReduceFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructField;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.spark.DatasetRead;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * 200,000 salted, indexed sales read as Datasets: one partition per region per bucket, aggregations and
 * SQL checked against the blocking DAO's answers, a join with a second entity table, a projection that
 * asks the servers for its cells only. {@code -Dhbasemapper.test.spark-rows=N} loads N sales instead.
 */
@HBaseTest
class SaleReadTest {
  private static final int ROWS = Integer.getInteger("hbasemapper.test.spark-rows", 200_000);
  private static final int USERS = 100;
  private static final int BUCKETS = 4;

  @BeforeAll
  static void load(Connection connection) throws Exception {
    SchemaManager schemas = new SchemaManager(connection);
    for (TableSchema schema : List.of(SaleMapper.INSTANCE.schema(), CustomerMapper.INSTANCE.schema())) {
      schemas.drop(schema);
      schemas.create(schema);
    }
    splitEveryBucket(connection);
    List<Sale> sales = new ArrayList<>(ROWS);
    for (int i = 0; i < ROWS; i++) {
      sales.add(sale(i));
    }
    BulkLoad.of(connection, EntityCells.of(new SaleDao(connection))).load(sales);
    List<Customer> customers = new ArrayList<>();
    for (int u = 0; u < USERS; u++) {
      customers.add(new Customer(user(u), "name " + u, u % 10 == 0 ? "gold" : u % 3 == 0 ? "silver" : "plain"));
    }
    new CustomerDao(connection).putAll(customers);
  }

  static Sale sale(int i) {
    return new Sale(1 + i % 2, user(i / 2 % USERS), 1_700_000_000_000L + i, "sku-" + i % 50, 1 + i % 5,
        i * 7L % 1_000, Channel.values()[i % 3]);
  }

  private static String user(int u) {
    return String.format("u%03d", u);
  }

  /**
   * Creates the sale table again with its regions split where shop 1's users reach u050 and where shop 2
   * starts in every bucket: a query on shop 1 then crosses two regions in each of the 4 buckets, the
   * table has 12.
   */
  private static void splitEveryBucket(Connection connection) throws IOException {
    TableName table = SaleMapper.INSTANCE.schema().tableName();
    List<byte[]> points = new ArrayList<>(Arrays.asList(SaleMapper.INSTANCE.schema().splitKeys()));
    for (int bucket = 0; bucket < BUCKETS; bucket++) {
      for (SaleMapper.Key key : List.of(new SaleMapper.Key(1, "u050", 0L), new SaleMapper.Key(2, "", 0L))) {
        byte[] point = SaleMapper.INSTANCE.encodeKey(key);
        point[0] = (byte) bucket; // the salt byte of the bucket, whatever the key's own
        points.add(point);
      }
    }
    try (Admin admin = connection.getAdmin()) {
      TableDescriptor created = admin.getDescriptor(table); // as SchemaManager made it, the layout recorded
      admin.disableTable(table);
      admin.deleteTable(table);
      admin.createTable(created, points.toArray(byte[][]::new));
    }
  }

  private static EntityDatasets hbase(Connection connection) {
    return EntityDatasets.of(Spark.session(), connection);
  }

  @Test
  void aPrefixQueryReadsOnePartitionPerRegionOfEachBucket(Connection connection) {
    SaleDao sales = new SaleDao(connection);
    DatasetRead<Sale> shop1 = hbase(connection).reading(sales.query().shop(1));

    assertThat(shop1.scans()).as("one scan per salt bucket").hasSize(BUCKETS);
    assertThat(shop1.scans()).allMatch(scan -> !scan.getCacheBlocks());
    assertThat(shop1.dataset().rdd().getNumPartitions()).as("4 buckets x 2 regions each").isEqualTo(8);
    assertThat(hbase(connection).reading(sales.query()).rdd().getNumPartitions()).as("every region")
        .isEqualTo(12);
    assertThat(hbase(connection).read(sales.query().shop(1).userId("u007")).rdd().getNumPartitions())
        .as("u007 lies before the split: one region per bucket").isEqualTo(BUCKETS);
    assertThat(hbase(connection).read(sales.query().shop(1).userId("u007").time(1_700_000_000_014L)).count())
        .as("the whole key fixes the bucket").isEqualTo(1);
    assertThat(shop1.dataset().limit(5).collectAsList()).as("tasks that stop early close their scanners").hasSize(5);
    assertThat(shop1.rdd().map(Sale::cents).take(3)).hasSize(3);
  }

  @Test
  void theColumnsAreTheEntitysFieldsInKeyThenColumnOrder(Connection connection) {
    Dataset<Sale> sales = hbase(connection).read(new SaleDao(connection).query().shop(1).userId("u001"));

    assertThat(Arrays.stream(sales.schema().fields()).map(StructField::name))
        .containsExactly("shop", "userId", "time", "sku", "quantity", "cents", "channel");
    assertThat(sales.schema().simpleString()).isEqualTo(
        "struct<shop:int,userId:string,time:bigint,sku:string,quantity:int,cents:bigint,channel:string>");
    List<Sale> stored = new SaleDao(connection).query().shop(1).userId("u001").list();
    assertThat(sales.collectAsList()).as("bucket after bucket, not in key order")
        .containsExactlyInAnyOrderElementsOf(stored);
    assertThat(sales.filter((FilterFunction<Sale>) s -> s.quantity() > 3).count())
        .isEqualTo(stored.stream().filter(s -> s.quantity() > 3).count());
    assertThat(sales.map((MapFunction<Sale, Long>) Sale::cents, Encoders.LONG()).reduce((ReduceFunction<Long>) Long::sum))
        .isEqualTo(stored.stream().mapToLong(Sale::cents).sum());
  }

  @Test
  void anAggregationPerUserIsTheBlockingQuerysAnswer(Connection connection) {
    SaleDao dao = new SaleDao(connection);
    List<Sale> all = dao.query().shop(1).list();
    Map<String, List<Long>> expected = new TreeMap<>();
    for (Sale s : all) {
      expected.merge(s.userId(), List.of(1L, s.cents()), (a, b) -> List.of(a.get(0) + b.get(0), a.get(1) + b.get(1)));
    }

    Dataset<Sale> sales = hbase(connection).read(dao.query().shop(1));
    Map<String, List<Long>> perUser = new TreeMap<>();
    for (Row row : sales.groupBy("userId").agg(count("*"), sum("cents")).collectAsList()) {
      perUser.put(row.getString(0), List.of(row.getLong(1), row.getLong(2)));
    }
    assertThat(perUser).hasSize(USERS).isEqualTo(expected);
  }

  @Test
  void salesJoinTheirCustomersFromAnotherTable(Connection connection) {
    SaleDao sales = new SaleDao(connection);
    Map<String, String> tiers = new CustomerDao(connection).query().list().stream()
        .collect(Collectors.toMap(Customer::userId, Customer::tier));
    Map<String, Long> expected = new TreeMap<>();
    for (Sale s : sales.query().shop(2).userIdBetween("u000", "u030").list()) {
      expected.merge(tiers.get(s.userId()), s.cents(), Long::sum);
    }

    EntityDatasets hbase = hbase(connection);
    Dataset<Sale> shop2 = hbase.read(sales.query().shop(2).userIdBetween("u000", "u030"));
    Dataset<Customer> customers = hbase.read(new CustomerDao(connection).query());
    Map<String, Long> perTier = new TreeMap<>();
    for (Row row : shop2.join(customers, "userId").groupBy("tier").agg(sum("cents")).collectAsList()) {
      perTier.put(row.getString(0), row.getLong(1));
    }

    assertThat(perTier).containsOnlyKeys("gold", "silver", "plain").isEqualTo(expected);
  }

  @Test
  void sqlOnATemporaryViewNamesTheFields(Connection connection) {
    SaleDao dao = new SaleDao(connection);
    hbase(connection).read(dao.query().shop(1).userIdBetween("u040", "u060")).createOrReplaceTempView("shop1_sales");

    List<Row> rows = Spark.session().sql("SELECT channel, count(*) AS n, sum(quantity) AS q FROM shop1_sales"
        + " WHERE quantity > 2 GROUP BY channel ORDER BY channel").collectAsList();

    Map<String, List<Long>> expected = new TreeMap<>();
    dao.query().shop(1).userIdBetween("u040", "u060").list().stream().filter(s -> s.quantity() > 2).forEach(s -> expected.merge(s.channel().name(),
        List.of(1L, (long) s.quantity()), (a, b) -> List.of(a.get(0) + b.get(0), a.get(1) + b.get(1))));
    Map<String, List<Long>> perChannel = new TreeMap<>();
    rows.forEach(r -> perChannel.put(r.getString(0), List.of(r.getLong(1), r.getLong(2))));
    assertThat(perChannel).hasSize(3).isEqualTo(expected);
  }

  @Test
  void aProjectionAsksTheServersForItsCellsOnly(Connection connection) {
    SaleDao dao = new SaleDao(connection);
    DatasetRead<SaleLine> lines = hbase(connection).reading(dao.query().shop(1).userIdBetween("u040", "u060"))
        .select(SaleLine.class);

    for (Scan scan : lines.scans()) {
      NavigableSet<byte[]> columns = scan.getFamilyMap().get(Bytes.toBytes("d"));
      assertThat(scan.getFamilyMap()).hasSize(1);
      assertThat(columns.stream().map(Bytes::toString))
          .as("its cell and the presence cell (the first primitive column)").containsExactly("cents", "quantity");
    }
    Dataset<SaleLine> dataset = lines.dataset();
    assertThat(Arrays.stream(dataset.schema().fields()).map(StructField::name)).containsExactly("userId", "cents");
    assertThat(dataset.rdd().getNumPartitions()).as("u040 to u060 crosses the split at u050").isEqualTo(8);
    long total = dataset.agg(sum("cents")).first().getLong(0);
    assertThat(total).isEqualTo(dao.query().shop(1).userIdBetween("u040", "u060").list().stream()
        .mapToLong(Sale::cents).sum());
    assertThat(dataset.filter(col("userId").equalTo("u045")).collectAsList())
        .containsExactlyInAnyOrderElementsOf(dao.query().shop(1).userId("u045").select(SaleLine.class).list());
  }
}
