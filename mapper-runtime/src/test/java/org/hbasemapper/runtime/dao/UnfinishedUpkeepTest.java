package org.hbasemapper.runtime.dao;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.junit.jupiter.api.Test;

/** What a DAO remembers of writes that landed with their upkeep unfinished. */
class UnfinishedUpkeepTest {
  private static final byte[] ROW = {1, 2};

  /** Two writers that read the same version store the same values: only the one that landed is recognized. */
  @Test
  void aRepeatIsRecognizedByItsEntityObjectAndVersionNotByEqualValues() {
    UnfinishedUpkeep unfinished = new UnfinishedUpkeep();
    List<String> landed = List.of("same values");
    unfinished.left(ROW, landed, 2, new IndexMaintainer.Plan());

    assertThat(unfinished.landedBy(new byte[] {1, 2}, landed, 2)).isTrue();
    assertThat(unfinished.landedBy(ROW, List.of("same values"), 2)).as("an equal entity, another writer").isFalse();
    assertThat(unfinished.landedBy(ROW, landed, 3)).isFalse();
    assertThat(unfinished.landedBy(ROW, null, 2)).isFalse();
  }

  @Test
  void whatARowLeftIsTakenOnce() {
    UnfinishedUpkeep unfinished = new UnfinishedUpkeep();
    Object entity = new Object();
    unfinished.left(ROW, entity, 1, new IndexMaintainer.Plan());

    unfinished.take(List.of(new byte[] {1, 2}));

    assertThat(unfinished.landedBy(ROW, entity, 1)).isFalse();
  }

  @Test
  void theOldestRowsAreForgottenPastTheBound() {
    UnfinishedUpkeep unfinished = new UnfinishedUpkeep();
    Object first = new Object();
    unfinished.left(new byte[] {0, 0, 0, 0}, first, 1, new IndexMaintainer.Plan());
    for (int i = 1; i <= UnfinishedUpkeep.MAX_ROWS; i++) {
      unfinished.left(new byte[] {(byte) (i >> 24), (byte) (i >> 16), (byte) (i >> 8), (byte) i}, new Object(), 1,
          new IndexMaintainer.Plan());
    }

    assertThat(unfinished.landedBy(new byte[] {0, 0, 0, 0}, first, 1)).isFalse();
  }
}
