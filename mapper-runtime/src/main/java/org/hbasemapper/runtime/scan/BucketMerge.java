package org.hbasemapper.runtime.scan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * The k-way merge of the salt buckets of one read back into the order of the unsalted keys: the
 * blocking rows ({@link Rows}) and the publisher ({@link RowPublisher}) both merge through it, so the
 * two sides order, wait and finish alike and differ only in how a bucket gets its rows.
 *
 * <p>It holds one row per bucket in a heap ordered by the row key after {@code keyOffset} bytes (the
 * salt) and hands out the least. Only the bucket whose row was just taken needs a new one, so a row
 * costs one poll and a heap step, whatever the number of buckets. A bucket with no row ready is
 * waited for (the merge answers {@code null}): a row it has not handed over yet may come first.
 * Not thread-safe: one reader at a time.
 */
final class BucketMerge {
  /** What {@link #next()} answers once every bucket is finished; told apart from rows by identity. */
  static final Result END = new Result();

  /** One bucket's sorted rows, as the merge takes them. */
  interface Bucket {
    /**
     * The bucket's next row, or null: either none is ready yet (the bucket is then fetching, and says
     * so when it has some) or none is left ({@link #finished()}). A blocking bucket waits for its next
     * row instead, and answers null only when finished.
     */
    Result poll();

    /** Whether the bucket has handed over its last row. */
    boolean finished();
  }

  private record Head(Result row, Bucket bucket) {}

  private final PriorityQueue<Head> heads;
  /** The buckets that owe the heap a row: every one at first, then the one whose row was taken last. */
  private final List<Bucket> owing;

  BucketMerge(List<? extends Bucket> buckets, int keyOffset, boolean reversed) {
    Comparator<Head> byKey = (a, b) -> {
      byte[] x = a.row.getRow();
      byte[] y = b.row.getRow();
      return Bytes.compareTo(x, keyOffset, x.length - keyOffset, y, keyOffset, y.length - keyOffset);
    };
    this.heads = new PriorityQueue<>(Math.max(1, buckets.size()), reversed ? byKey.reversed() : byKey);
    this.owing = new ArrayList<>(buckets);
  }

  /**
   * The next row in key order; null while a bucket has no row ready (every such bucket was polled,
   * so all of them fetch at once), {@link #END} when every bucket is finished.
   */
  Result next() {
    boolean waiting = false;
    for (Iterator<Bucket> it = owing.iterator(); it.hasNext();) {
      Bucket bucket = it.next();
      Result row = bucket.poll();
      if (row != null) {
        heads.add(new Head(row, bucket));
        it.remove();
      } else if (bucket.finished()) {
        it.remove();
      } else {
        waiting = true;
      }
    }
    if (waiting) {
      return null;
    }
    Head head = heads.poll();
    if (head == null) {
      return END;
    }
    owing.add(head.bucket);
    return head.row;
  }
}
