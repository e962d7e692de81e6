package org.hbasemapper.it.observe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.hbasemapper.runtime.observe.OperationListener;

/** A listener that keeps every operation it heard of, with what it was told. */
final class Recorder implements OperationListener {
  /** One operation, as heard. */
  static final class Heard implements Operation {
    final OperationInfo info;
    long rows = -1;
    int buckets = -1;
    long stale;
    long restored;
    long repairs;
    final AtomicInteger ends = new AtomicInteger();
    final AtomicInteger activations = new AtomicInteger();
    volatile Throwable failure;

    Heard(OperationInfo info) {
      this.info = info;
    }

    @Override
    public Scope activate() {
      activations.incrementAndGet();
      return Scope.NONE;
    }

    @Override
    public synchronized void rows(long count) {
      rows = Math.max(rows, 0) + count;
    }

    @Override
    public synchronized void buckets(int count) {
      buckets = count;
    }

    @Override
    public synchronized void staleIndexHits(long count) {
      stale += count;
    }

    @Override
    public synchronized void restoredIndexEntries(long count) {
      restored += count;
    }

    @Override
    public synchronized void relationRepairs(long count) {
      repairs += count;
    }

    @Override
    public void end(Throwable failure) {
      this.failure = failure;
      ends.incrementAndGet();
    }

    String operation() {
      return info.operation();
    }

    boolean ended() {
      return ends.get() > 0;
    }

    @Override
    public String toString() {
      return info.entity() + " " + info.operation() + " rows=" + rows + " buckets=" + buckets + " ends=" + ends
          + " failure=" + failure;
    }
  }

  private final List<Heard> heard = Collections.synchronizedList(new ArrayList<>());

  @Override
  public Operation start(OperationInfo info) {
    Heard h = new Heard(info);
    heard.add(h);
    return h;
  }

  /** What was heard so far, in start order; clears the record. */
  List<Heard> take() {
    synchronized (heard) {
      List<Heard> out = new ArrayList<>(heard);
      heard.clear();
      return out;
    }
  }

  /** The only operation heard since the last take; fails when there were others. */
  Heard only() {
    List<Heard> all = take();
    if (all.size() != 1) {
      throw new AssertionError("expected one operation, heard " + all);
    }
    return all.get(0);
  }
}
