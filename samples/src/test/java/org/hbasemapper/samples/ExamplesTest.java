package org.hbasemapper.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/** Every example runs on the embedded cluster and prints what its seed design promises. */
@HBaseTest
class ExamplesTest {

  private static String run(Examples.Example example, Connection connection) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    example.body().accept(connection, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static Examples.Example example(String name) {
    return Examples.ALL.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void weiboPrintsTheUserTheFansAndTheSeedLayout(Connection connection) {
    String out = run(example("weibo"), connection);
    assertThat(out)
        .contains("create 'weibo:user', {NAME => 'info'", "{NAME => 'fans'")
        .contains("users.get(1L) -> lihua (FEMALE, born 1992-03-14, Hangzhou)")
        .contains("fans of lihua: {2=mutual, 3=follower, 4=follower}")
        .contains("info:nickname", "value=lihua")
        .contains("fans:\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x02 value=mutual");
  }

  @Test
  void taxonomyWalksTheTreeBothWays(Connection connection) {
    String out = run(example("taxonomy"), connection);
    assertThat(out)
        .contains("animals.get(7L) -> reddog, ancestors [animal, dog]")
        .contains("children of dog: [reddog, blackdog]")
        .contains("parent:\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x04")
        .contains("name:name");
  }

  @Test
  void purchasesAnswerRecentWindowAndPages(Connection connection) {
    String out = run(example("purchases"), connection);
    assertThat(out)
        .contains("wrote 10,000 purchases of 20 users")
        .contains("  2024-03-13T19:43:00Z  p93     5.99 x2")   // i = 499, the most recent
        .contains("timeBetween(2024-03-03T00:00:00Z, 2024-03-04T00:00:00Z).count() = 39")
        .contains("pages of 50 through u007's history: 10 pages, 500 purchases")
        .contains("= userId=u007, time=2024-03-13T19:43:00Z, productId=p93");
  }

  @Test
  void sensorsSpreadOverEveryRegionAndComeBackInOrder(Connection connection) {
    String out = run(example("sensors"), connection);
    assertThat(out).contains("wrote 6,400 readings of 64 hosts").contains("readings.query().count() = 6400");
    String regions = out.substring(out.indexOf("rows per region"), out.indexOf("readings.query().hostId"));
    assertThat(regions.lines().skip(1).toList()).hasSize(8)
        .allSatisfy(line -> assertThat(Integer.parseInt(line.trim().replaceAll(".*\\s", ""))).isPositive());
    assertThat(out).contains("host42  1709251200000", "host42  1709251260000", "host42  1709251320000");
    String merged = out.substring(out.indexOf("8 buckets merged"));
    assertThat(merged).contains("host10  1709251200000", "host10  1709251260000", "host10  1709251320000");
  }

  @Test
  void unknownExampleIsRejectedWithTheListOfNames() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(new String[] {"--example", "nope"}, new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown example 'nope'", "weibo", "taxonomy");
  }

  @Test
  void helpListsTheExamples() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertThat(Main.run(new String[] {"--help"}, new PrintStream(out, true, StandardCharsets.UTF_8), System.err))
        .isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("--example NAME", "weibo", "taxonomy");
  }
}
