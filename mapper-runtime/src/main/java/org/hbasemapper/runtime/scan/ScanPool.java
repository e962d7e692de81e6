package org.hbasemapper.runtime.scan;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.hbasemapper.annotations.audience.Internal;

/**
 * The threads that open and read the buckets of a salted query in parallel. Created on first use
 * (never at class load of a DAO), shared by every query in the JVM, made of daemon threads that
 * end after a minute idle, so it never keeps an application alive nor needs closing.
 *
 * <p>Its size is {@code max(8, 2 × processors)}, or the system property
 * {@code hbasemapper.scan.threads}. A query with more buckets than threads still works: its bucket
 * fetches wait their turn, and no fetch ever waits for another, so the pool cannot deadlock.
 */
@Internal
public final class ScanPool {
  static final String THREADS_PROPERTY = "hbasemapper.scan.threads";

  private ScanPool() {}

  /** The shared pool, created on first use. */
  public static ExecutorService get() {
    return Holder.POOL;
  }

  private static final class Holder {
    static final ExecutorService POOL = create();

    private static ExecutorService create() {
      int threads = Integer.getInteger(THREADS_PROPERTY, Math.max(8, 2 * Runtime.getRuntime().availableProcessors()));
      if (threads < 1) {
        throw new IllegalArgumentException(THREADS_PROPERTY + " must be at least 1, was " + threads);
      }
      AtomicInteger count = new AtomicInteger();
      ThreadFactory factory = runnable -> {
        Thread t = new Thread(runnable, "hbase-mapper-scan-" + count.incrementAndGet());
        t.setDaemon(true);
        return t;
      };
      ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS,
          new LinkedBlockingQueue<>(), factory);
      pool.allowCoreThreadTimeOut(true);
      return pool;
    }
  }
}
