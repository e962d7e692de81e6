package org.hbasemapper.mapreduce;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;

/** The key ranges a resumed migration job still reads, from the checkpoints of the ranges before. */
class MigrationRangesTest {
  private static MigrationCheckpoint range(String start, String stop, String last, boolean complete) {
    return new MigrationCheckpoint("m", Bytes.toBytes(start), Bytes.toBytes(stop), Bytes.toBytes(last), complete,
        new MigrationTally());
  }

  private static List<String> remaining(MigrationCheckpoint... done) {
    return MigrationJob.remaining(List.of(done)).stream()
        .map(r -> Bytes.toStringBinary(r[0]) + ".." + Bytes.toStringBinary(r[1])).toList();
  }

  @Test
  void noCheckpointLeavesTheWholeTable() {
    assertThat(remaining()).containsExactly("..");
  }

  @Test
  void finishedRangesCoverToTheirStopAndUnfinishedOnesThroughTheirLastRow() {
    assertThat(remaining(range("", "m", "l", true), range("m", "", "p", false)))
        .containsExactly("p\\x00..");
    assertThat(remaining(range("m", "", "z", true), range("", "m", "c", false)))
        .as("in key order, whatever the order found").containsExactly("c\\x00..m");
    assertThat(remaining(range("", "m", "l", true), range("m", "", "z", true))).isEmpty();
  }

  @Test
  void aRangeNoTaskStartedIsLeftWhole() {
    assertThat(remaining(range("", "f", "e", true), range("m", "", "z", true))).containsExactly("f..m");
  }

  @Test
  void rangesOfAnEarlierResumeMergeWithTheFirst() {
    // the first job stopped at "c" in ["", "m"); the second began at "c\0" and stopped at "h"
    assertThat(remaining(range("", "m", "c", false), range("c\0", "m", "h", false), range("m", "", "x", true)))
        .containsExactly("h\\x00..m");
  }
}
