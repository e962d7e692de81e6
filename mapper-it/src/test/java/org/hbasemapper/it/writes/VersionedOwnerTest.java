package org.hbasemapper.it.writes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every write method of a {@code @Version}ed relation owner takes the same steps: the checked data
 * row, then the inverses of what it wrote and dropped, and a write that does not land touches no
 * inverse.
 */
@HBaseTest
class VersionedOwnerTest {
  static BoardDao boards;
  static CardDao cards;

  @BeforeAll
  static void create(Connection c) {
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(BoardMapper.INSTANCE.schema());
    schemas.createIfMissing(CardMapper.INSTANCE.schema());
    boards = new BoardDao(c);
    cards = new CardDao(c);
  }

  @Test
  void everyWriteThatLandsKeepsTheInverseInStep() {
    cards.putAll(List.of(new Card(101, "a", Map.of()), new Card(102, "b", Map.of()), new Card(103, "c", Map.of())));

    assertThat(boards.putIfAbsent(new Board(110, "plan", 0, Map.of(101L, "todo")))).isTrue();
    assertThat(boards.putIfAbsent(new Board(110, "plan", 0, Map.of(102L, "todo")))).as("the row exists").isFalse();
    assertThat(inverse(101)).containsExactly(entry(110L, "todo"));
    assertThat(inverse(102)).as("a refused putIfAbsent writes no inverse").isEmpty();

    boards.replace(new Board(110, "plan", 1, Map.of(102L, "doing")));
    assertThat(inverse(101)).as("replace drops the inverse of the entry it dropped").isEmpty();
    assertThat(inverse(102)).containsExactly(entry(110L, "doing"));

    boards.putAll(List.of(new Board(110, "plan", 2, Map.of(103L, "done"))));
    assertThat(inverse(103)).containsExactly(entry(110L, "done"));
    assertThat(inverse(102)).as("put patches: the entry it does not name stays").containsExactly(entry(110L, "doing"));
    assertThat(boards.get(110L).orElseThrow().version()).isEqualTo(3);

    boards.delete(110L);
    assertThat(inverse(102)).isEmpty();
    assertThat(inverse(103)).isEmpty();
  }

  private static Map<Long, String> inverse(long id) {
    return cards.get(id).orElseThrow().boards();
  }
}
