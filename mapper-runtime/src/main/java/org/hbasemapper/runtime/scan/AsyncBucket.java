package org.hbasemapper.runtime.scan;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.hadoop.hbase.client.AdvancedScanResultConsumer;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;

/**
 * One asynchronous scan of a {@link RowPublisher} subscription, as a bucket of the {@link BucketMerge}:
 * the rows it handed over, and how to start, resume or stop it. The scan starts when the merge first
 * polls the bucket, and is suspended as soon as it has handed over a batch, until the merge has taken
 * every row of it and polls again: at most one batch is held, and no thread waits on the scan.
 */
final class AsyncBucket implements AdvancedScanResultConsumer, BucketMerge.Bucket {
  /** The subscription reading the bucket: it starts the scan and hears of rows and failures. */
  interface Owner {
    /** Starts the scan of {@code bucket}, delivering to it. */
    void start(AsyncBucket bucket);

    /** Rows, the end or a failure arrived: the subscription's drain loop should run. */
    void signal();

    /** Records the scan's failure, delivered by the drain loop. */
    void fail(Throwable failure);

    /** What an I/O failure of the scan is delivered as. */
    RuntimeException failure(IOException e);
  }

  /** Counters over every subscription of one publisher, for tests of backpressure. */
  static final class Stats {
    /** The most rows one bucket held at once, not yet taken by the merge. */
    final AtomicInteger maxBuffered = new AtomicInteger();
    /** How many times a scan was suspended. */
    final AtomicLong suspensions = new AtomicLong();
    /** How many scans were terminated before their end. */
    final AtomicLong terminations = new AtomicLong();
    /** Scans whose consumers finished (completed, failed or terminated). */
    final AtomicLong finished = new AtomicLong();
  }

  private final Owner owner;
  private final Scan scan;
  private final Stats stats;
  private final ArrayDeque<Result> buffer = new ArrayDeque<>();
  // guarded by this
  private boolean started;
  private boolean complete;
  private boolean stopped;
  private AdvancedScanResultConsumer.ScanResumer resumer;
  // the drain loop's own
  private boolean finished;

  AsyncBucket(Owner owner, Scan scan, Stats stats) {
    this.owner = owner;
    this.scan = scan;
    this.stats = stats;
  }

  Scan scan() {
    return scan;
  }

  /** The next buffered row; null when none is (the scan is then started or resumed), or the scan ended. */
  @Override
  public Result poll() {
    AdvancedScanResultConsumer.ScanResumer resume = null;
    boolean start = false;
    synchronized (this) {
      Result row = buffer.poll();
      if (row != null) {
        return row;
      }
      if (complete) {
        finished = true;
        return null;
      }
      if (!started) {
        started = true;
        start = true;
      } else if (resumer != null) {
        resume = resumer;
        resumer = null;
      }
    }
    if (start) {
      owner.start(this);
    } else if (resume != null) {
      resume.resume();
    }
    return null;
  }

  @Override
  public boolean finished() {
    return finished;
  }

  /**
   * Terminates the scan: at once when it is delivering, else at its next delivery (a suspended one
   * is resumed for it).
   */
  void stop() {
    AdvancedScanResultConsumer.ScanResumer resume;
    synchronized (this) {
      if (stopped) {
        return;
      }
      stopped = true;
      buffer.clear();
      resume = resumer;
      resumer = null;
    }
    if (resume != null) {
      resume.resume(); // a suspended scan keeps its server scanner: its next delivery terminates it
    }
  }

  @Override
  public void onNext(Result[] results, ScanController controller) {
    synchronized (this) {
      if (stopped) {
        stats.terminations.incrementAndGet();
        controller.terminate();
        return;
      }
      for (Result r : results) {
        buffer.add(r);
      }
      stats.maxBuffered.accumulateAndGet(buffer.size(), Math::max);
      if (!buffer.isEmpty()) {
        resumer = controller.suspend();
        stats.suspensions.incrementAndGet();
      }
    }
    owner.signal();
  }

  @Override
  public void onHeartbeat(ScanController controller) {
    synchronized (this) {
      if (stopped) {
        stats.terminations.incrementAndGet();
        controller.terminate();
      }
    }
  }

  @Override
  public void onError(Throwable error) {
    synchronized (this) {
      complete = true;
    }
    stats.finished.incrementAndGet();
    owner.fail(error instanceof IOException io ? owner.failure(io) : error);
    owner.signal();
  }

  @Override
  public void onComplete() {
    synchronized (this) {
      complete = true;
    }
    stats.finished.incrementAndGet();
    owner.signal();
  }
}
