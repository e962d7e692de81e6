package org.hbasemapper.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.dynamic.scala.Disagreeing;
import org.hbasemapper.dynamic.scala.Tweet;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/**
 * A Scala case class (src/test/scala, compiled by scalac with scala-maven-plugin) mapped at run time:
 * built through its constructor, read through its accessors, its annotations found where scalac puts
 * them, on the constructor's parameters; stored and queried on the embedded HBase.
 */
@HBaseTest
class ScalaEntityTest {
  static final Instant T0 = Instant.parse("2026-04-01T12:00:00Z");

  @Test
  void aCaseClassIsStoredAndQueried(Connection connection) {
    RuntimeDao<Tweet> tweets = RuntimeMappers.dao(connection, Tweet.class);
    new SchemaManager(connection).createIfMissing(tweets.schema());
    Tweet first = new Tweet("u0000042", T0, "hello", 3, Map.of("hbase", 1L));
    Tweet second = new Tweet("u0000042", T0.plusSeconds(60), "again", 0, Map.of());
    tweets.putAll(List.of(first, second, new Tweet("u0000043", T0, "other", 1, Map.of())));

    assertThat(tweets.get(Key.of("u0000042", T0))).contains(first);
    assertThat(tweets.query().equal("user", "u0000042").list()).containsExactly(second, first);
    assertThat(tweets.query().equal("user", "u0000042").page(PageRequest.ofSize(1)).content()).containsExactly(second);
    assertThat(tweets.wideRow("tags", Key.of("u0000042", T0), String.class, Long.class).get("hbase")).contains(1L);
    assertThat(tweets.schema().columns()).extracting(c -> c.family() + ":" + c.qualifier() + " " + c.field())
        .containsExactly("d:text text", "d:n likes", "tags:null tags");
  }

  @Test
  void annotationsOnAFieldAndItsConstructorParameterMustAgree() {
    assertThatThrownBy(() -> RuntimeMappers.of(Disagreeing.class))
        .isInstanceOf(UnmappableEntityException.class)
        .hasMessage("Cannot map org.hbasemapper.dynamic.scala.Disagreeing at run time: 1 problem\n  Disagreeing.name: "
            + "@Column is on field 'name' and on the constructor parameter of the same name with other values; keep "
            + "one of them");
  }
}
