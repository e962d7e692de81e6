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
