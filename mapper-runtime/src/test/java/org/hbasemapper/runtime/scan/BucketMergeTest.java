package org.hbasemapper.runtime.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;

/**
 * The merge of salt buckets both readers use, without HBase: key order after the salt byte, forwards
 * and reversed, waiting for a bucket with no row ready, and polling only the bucket whose row was
 * taken.
 */
class BucketMergeTest {
  /** A bucket of rows {@code [salt][key]}; rows become ready only when released. */
  private static final class Bucket implements BucketMerge.Bucket {
    final ArrayDeque<Result> rows = new ArrayDeque<>();
    int ready = Integer.MAX_VALUE;
    int polls;

    Bucket(int salt, int... keys) {
      for (int key : keys) {
        byte[] row = Bytes.add(new byte[] {(byte) salt}, Bytes.toBytes(key));
        rows.add(Result.create(new Cell[] {new KeyValue(row, Bytes.toBytes("f"), Bytes.toBytes("q"), row)}));
      }
    }

    @Override
    public Result poll() {
      polls++;
      if (ready == 0) {
        return null;
      }
      ready--;
      return rows.poll();
    }

    @Override
    public boolean finished() {
      return rows.isEmpty();
    }
  }

  private static List<Integer> drain(BucketMerge merge) {
    List<Integer> keys = new ArrayList<>();
    for (Result row = merge.next(); row != BucketMerge.END; row = merge.next()) {
      assertThat(row).as("no bucket waits").isNotNull();
      keys.add(Bytes.toInt(CellUtil.cloneRow(row.rawCells()[0]), 1));
    }
    return keys;
  }

  @Test
  void bucketsComeBackInTheOrderOfTheKeyAfterTheSalt() {
    BucketMerge merge = new BucketMerge(List.of(new Bucket(0, 1, 4, 7), new Bucket(1, 2, 5), new Bucket(2, 3, 6, 8)),
        1, false);
    assertThat(drain(merge)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
  }

  @Test
  void reversedBucketsComeBackLargestFirst() {
    BucketMerge merge = new BucketMerge(List.of(new Bucket(0, 7, 4, 1), new Bucket(1, 5, 2), new Bucket(2, 8, 6, 3)),
        1, true);
    assertThat(drain(merge)).containsExactly(8, 7, 6, 5, 4, 3, 2, 1);
  }

  @Test
  void aBucketWithNoRowReadyIsWaitedForAndEveryBucketIsAskedMeanwhile() {
    Bucket slow = new Bucket(0, 1, 3);
    Bucket fast = new Bucket(1, 2, 4);
    slow.ready = 0;
    BucketMerge merge = new BucketMerge(List.of(slow, fast), 1, false);
    assertThat(merge.next()).as("the slow bucket's first row may come first").isNull();
    assertThat(fast.polls).as("the other bucket was asked too, so both fetch at once").isEqualTo(1);
    slow.ready = Integer.MAX_VALUE;
    assertThat(drain(merge)).containsExactly(1, 2, 3, 4);
  }

  @Test
  void onlyTheBucketWhoseRowWasTakenIsPolledAgain() {
    List<Bucket> buckets = new ArrayList<>();
    for (int salt = 0; salt < 8; salt++) {
      buckets.add(new Bucket(salt, salt, salt + 8, salt + 16));
    }
    assertThat(drain(new BucketMerge(buckets, 1, false))).hasSize(24);
    // three rows and the poll that finds the bucket finished
    assertThat(buckets).allSatisfy(b -> assertThat(b.polls).isEqualTo(4));
  }

  @Test
  void noBucketsIsTheEnd() {
    assertThat(new BucketMerge(List.of(), 1, false).next()).isSameAs(BucketMerge.END);
  }
}
