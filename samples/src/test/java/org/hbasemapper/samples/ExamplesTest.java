package org.hbasemapper.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.samples.mail.MessageMapper;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Every example runs on the embedded cluster and prints what its seed design promises. The
 * asynchronous example runs last: it reuses the weibo and purchase tables, whose examples check that
 * they create them.
 */
@HBaseTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ExamplesTest {

  private static String run(String name, Connection connection) {
    return run(name, connection, false);
  }

  private static String run(String name, Connection connection, boolean reset) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Run run = new Run(connection, new PrintStream(bytes, true, StandardCharsets.UTF_8), reset, false);
    try {
      example(name).body().accept(run);
      Main.summary(run, run.out, 1.0);
    } finally {
      run.close();
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static Examples.Example example(String name) {
    return Examples.ALL.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void weiboPagesTheFansOfACelebrityWithoutReadingThemWithTheUser(Connection connection) {
    String out = run("weibo", connection);
    assertThat(out)
        .contains("create 'weibo:user', {NAME => 'info'", "{NAME => 'fans'")
        .contains("users.get(1L) -> lihua (FEMALE, born 1992-03-14, Hangzhou)")
        .contains("fans of lihua: {2=mutual, 3=follower, 4=follower}")
        .contains("lihua.fans() is loaded on first use: 3 fans")
        .contains("fans:\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x02 value=mutual")
        .contains("fans of star: 50,000 written in")
        .contains("users.get(100L) -> star, fans not read (LazyMap[not loaded])")
        .contains("users.fans(100L).count() = 50,000")
        .contains("  1000  follower", "  1001  mutual", "  1004  follower")
        .contains("next page starts at fan 1005")
        .contains("users.fans(100L).between(20_000L, 30_000L).count() = 10,000");
  }

  @Test
  @Order(Integer.MAX_VALUE)
  void asyncFetchesFanProfilesAtOnceAndStreamsPurchasesByDemand(Connection connection) {
    String out = run("async", connection);
    assertThat(out)
        .contains("users.fans(499L).page(50) then users.getAll(...): 50 profiles, first fan500, last fan549")
        .contains("get(499L), fans(499L).count(), exists(999999L) at once -> host, 50 fans, false")
        .contains("purchases.query().userId(\"async01\").publisher(), 100 per request: 1,000 rows in 11 requests")
        .contains("purchases.query().userId(\"async01\").count() = 1,000 (a future)");
  }

  @Test
  void ordersReadAnOrderOfThreeRecordTypesInOneScan(Connection connection) {
    String out = run("orders", connection);
    assertThat(out)
        .contains("'H'   OrderHeader       [customer][order]['H']",
            "'P'   LineItem          [customer][order]['P'][line]")
        .contains("  header     bob/2    2024-05-02T10:00:00Z placed\n  location   bob/2/1  bob's home\n"
            + "  line item  bob/2/1  1 x item 101 at 2.50\n")
        .contains("orderRows.putAll(36 rows: 6 headers, 6 shipping locations, 24 line items)")
        .contains("headers.query().customer(\"bob\").count() = 3")
        .contains("items.query().customer(\"bob\").order(2).count() = 4")
        .contains("orderRows.query().customer(\"bob\").order(2).delete() = 6 rows")
        .contains("bob's orders left: [1, 3]")
        .contains("orderRows.putAllAtomically(header + 3 items of carol/1): 4 rows")
        .contains("add item 4 only if the header's status is 'placed': true")
        .contains("add item 5 only if the header's status is 'placed', after shipping: false")
        .contains("rows of two orders in one atomic call: refused before any write")
        .contains("orderRows.query().customer(\"carol\").order(1).deleteAtomically() = 5 rows");
  }

  @Test
  void stockIsDecrementedByConditionalUpdatesAndNeverGoesNegative(Connection connection) {
    String out = run("stock", connection);
    assertThat(out)
        .contains("ann: sold\nben: sold\ncal: sold\ndee: refused, none left\neve: refused, none left\n")
        .contains("stocks.get(w001/7).quantity() = 0, created set, changed set")
        .contains("stocks.put(10 units, only if QUANTITY > 0) = false")
        .contains("stocks.delete(w001/7, only if QUANTITY == 0) = true");
  }

  @Test
  void taxonomyWalksTheTreeBothWays(Connection connection) {
    String out = run("taxonomy", connection);
    assertThat(out)
        .contains("animals.get(7L) -> reddog, ancestors [animal, dog]")
        .contains("children of dog: [reddog, blackdog]")
        .contains("   2  cat   [animal]", "   4  dog   [animal]")
        .contains("parent:\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x04")
        .contains("name:name");
  }

  @Test
  void shopAndItemKeepBothSidesOfTheRelation(Connection connection) {
    String out = run("shop", connection);
    assertThat(out)
        .contains("   101  Longjing tea  {1=featured, 2=normal}", "   102  Tea cup       {1=normal}")
        .contains("   101  Longjing tea  12.50", "   103  Tea pot       35.00")
        .contains("item 102 now sold by {}, item 103 by {1=new}")
        .contains("items.shops(101L).load() -> [West Lake Tea, Tea Corner]")
        .contains("shop:\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x01 value=new");
  }

  @Test
  void purchasesAnswerRecentWindowAndPages(Connection connection) {
    String out = run("purchases", connection);
    assertThat(out)
        .contains("purchases: 100,000 written in")
        .contains("  2024-03-13T19:43:00Z  p93       5.99    2")   // i = 499, the most recent
        .contains("timeBetween(2024-03-03T00:00:00Z, 2024-03-04T00:00:00Z).count() = 39")
        .contains("pages of 50 through u007's history: 10 pages, 500 purchases")
        .contains("history.findTop5ByUserId(\"u007\").size() = 5")
        .contains("history.countByUserIdAndTimeBetween(\"u007\", 2024-03-03T00:00:00Z, 2024-03-04T00:00:00Z) = 39")
        .contains("5.50): 50 lines, e.g. Line[time=2024-03-13T19:43:00Z, productId=p93, price=5.99]")
        .contains("= userId=u007, time=2024-03-13T19:43:00Z, productId=p93")
        .containsPattern("shop:purchase\\s+100,000\\s+1");
  }

  @Test
  void mailIsScannedByUserAndByUserAndDay(Connection connection) {
    String out = run("mail", connection);
    assertThat(out)
        .contains("wrote 150 messages of 3 users")
        .contains("messages.query().userId(\"bob\").count() = 50")
        .contains("  2024-03-04    0  sender3  subject bob 3/0", "  2024-03-04    4  sender3  subject bob 3/4")
        .contains("dayBetween(2024-03-02, 2024-03-05).count() = 15");
  }

  @Test
  void sensorsSpreadOverEveryRegionAndComeBackInOrder(Connection connection) {
    String out = run("sensors", connection);
    assertThat(out).contains("wrote 6,400 readings of 64 hosts").contains("readings.query().count() = 6400");
    String regions = out.substring(out.indexOf("rows per region"), out.indexOf("readings.query().hostId"));
    assertThat(regions.lines().skip(3).toList()).hasSize(8)
        .allSatisfy(line -> assertThat(Integer.parseInt(line.trim().replaceAll(".*\\s", ""))).isPositive());
    assertThat(out).contains("host42  1709251200000", "host42  1709251260000", "host42  1709251320000");
    String merged = out.substring(out.indexOf("8 buckets merged"));
    assertThat(merged).contains("host10  1709251200000", "host10  1709251260000", "host10  1709251320000");
    assertThat(out).containsPattern("sensor:reading\\s+6,400\\s+8");
  }

  @Test
  void aTableWithAnotherSchemaIsReportedAndOnlyResetOnRequest(Connection connection) throws Exception {
    new SchemaManager(connection).createIfMissing(MessageMapper.INSTANCE.schema());
    try (Admin admin = connection.getAdmin()) {
      admin.addColumnFamily(MessageMapper.INSTANCE.schema().tableName(), ColumnFamilyDescriptorBuilder.of("extra"));
    }
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> run("mail", connection))
        .isInstanceOf(Run.SchemaMismatch.class)
        .hasMessageContaining("table mail:message exists with another schema")
        .hasMessageContaining("extra")
        .hasMessageContaining("rerun with --reset");
    assertThat(new SchemaManager(connection).differences(MessageMapper.INSTANCE.schema())).isNotEmpty(); // untouched
    String out = run("mail", connection, true);
    assertThat(out).contains("--reset: dropping mail:message").contains("created table mail:message")
        .contains("messages.query().userId(\"bob\").count() = 50");
  }

  @Test
  void aTableOfAnEarlierRunThatRecordsNoLayoutIsUsedWithANote(Connection connection) throws Exception {
    TableSchema messages = MessageMapper.INSTANCE.schema();
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(messages);
    schemas.createIfMissing(messages);
    try (Admin admin = connection.getAdmin()) {
      // as a version that did not record layouts left it
      admin.modifyTable(TableDescriptorBuilder.newBuilder(admin.getDescriptor(messages.tableName()))
          .removeValue(TableSchema.LAYOUT_KEY_PREFIX + messages.layout().orElseThrow().entity()).build());
    }
    String out = run("mail", connection);
    assertThat(out).contains("note: layout unknown: mail:message records no layout of Message")
        .contains("using existing table mail:message")
        .contains("messages.query().userId(\"bob\").count() = 50");
  }

  @Test
  void anUnreachableClusterIsAClearMessageNotAHang() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    long start = System.nanoTime();
    int code = Main.run(new String[] {"--zk", "127.0.0.1:1", "--example", "mail"},
        new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot reach HBase at 127.0.0.1:1");
    assertThat((System.nanoTime() - start) / 1e9).isLessThan(Main.CONNECT_TIMEOUT_SECONDS + 10);
  }

  @Test
  void unknownExampleIsRejectedWithTheListOfNames() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(new String[] {"--example", "nope"}, new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown example 'nope'", "weibo", "taxonomy", "shop",
        "mail");
  }

  @Test
  void helpListsTheExamplesAndOptions() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertThat(Main.run(new String[] {"--help"}, new PrintStream(out, true, StandardCharsets.UTF_8), System.err))
        .isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("--example NAME", "--zk HOST:PORT", "--keep", "--reset",
        "weibo", "taxonomy", "shop", "purchases", "mail", "sensors");
  }
}
