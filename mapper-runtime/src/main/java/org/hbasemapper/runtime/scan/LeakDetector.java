package org.hbasemapper.runtime.scan;

import java.lang.ref.Cleaner;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.hbasemapper.annotations.audience.Internal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Catches streams that callers drop without closing: when a stream's iterator becomes unreachable
 * while its scanners are still open, a {@link Cleaner} closes them (so the region servers do not keep
 * them until their lease runs out) and a warning is logged once, naming where the stream was opened
 * when that was recorded.
 *
 * <p>Recording the opening stack costs a {@code Throwable}, so it is sampled: one stream in
 * {@code hbasemapper.leakDetection.sample} (default 128; {@code 1} records every stream, {@code 0}
 * none). The first leak is logged at WARN; after it, a leak from a newly recorded place is logged at
 * WARN once, every other one at DEBUG. {@link #leaks()} counts them all.
 *
 * <p>Used by the runtime's streams; not needed by applications.
 */
@Internal
public final class LeakDetector {
  private static final Logger LOG = LoggerFactory.getLogger(LeakDetector.class);
  private static final Cleaner CLEANER = Cleaner.create(r -> {
    Thread t = new Thread(r, "hbasemapper-leak-detector");
    t.setDaemon(true);
    return t;
  });
  private static final int SAMPLE = Integer.getInteger("hbasemapper.leakDetection.sample", 128);
  private static final AtomicLong LEAKS = new AtomicLong();
  private static final AtomicBoolean FIRST_REPORTED = new AtomicBoolean();
  private static final Set<String> REPORTED_PLACES = ConcurrentHashMap.newKeySet();
  private static final int MAX_PLACES = 1000;

  private LeakDetector() {}

  /** Something a stream holds open until it is closed. */
  @Internal
  public interface Resource {
    /** Whether it was closed (by the caller, or by reaching its end). */
    boolean isClosed();

    /** Closes it; called at most once by the detector, from its own thread. */
    void close();
  }

  /**
   * Watches {@code owner}, the object a caller keeps reachable while reading (a stream's iterator):
   * once it is unreachable and {@code resource} still open, the resource is closed and reported.
   * {@code resource} must not refer to {@code owner}, or it would never become unreachable.
   */
  public static void watch(Object owner, Resource resource, String what) {
    Throwable openedAt = SAMPLE > 0 && (SAMPLE == 1 || ThreadLocalRandom.current().nextInt(SAMPLE) == 0)
        ? new Throwable("opened here") : null;
    CLEANER.register(owner, new Check(resource, what, openedAt));
  }

  /** How many unclosed streams were found and closed since the JVM started. */
  public static long leaks() {
    return LEAKS.get();
  }

  /** The action run when an owner became unreachable; holds no reference to the owner. */
  private record Check(Resource resource, String what, Throwable openedAt) implements Runnable {
    @Override
    public void run() {
      if (resource.isClosed()) {
        return;
      }
      try {
        resource.close();
      } catch (RuntimeException e) {
        LOG.debug("closing the unclosed {} failed", what, e);
      }
      LEAKS.incrementAndGet();
      report(this);
    }
  }

  private static void report(Check check) {
    String message = check.what + " was dropped without being closed; its scanners were closed when it was"
        + " garbage-collected. Close streams with try-with-resources";
    boolean first = FIRST_REPORTED.compareAndSet(false, true);
    if (check.openedAt != null) {
      StackTraceElement[] stack = check.openedAt.getStackTrace();
      String place = stack.length > 0 ? placeOf(stack) : "?";
      boolean newPlace = REPORTED_PLACES.size() < MAX_PLACES && REPORTED_PLACES.add(place);
      if (first || newPlace) {
        LOG.warn("{}. It was opened at {}", message, place);
        LOG.debug("where the unclosed stream was opened", check.openedAt);
        return;
      }
    } else if (first) {
      LOG.warn("{}. Run with -Dhbasemapper.leakDetection.sample=1 to record where every stream is opened", message);
      return;
    }
    LOG.debug(message);
  }

  /** The first frame outside this library: the caller's line that opened the stream. */
  private static String placeOf(StackTraceElement[] stack) {
    for (StackTraceElement frame : stack) {
      String cls = frame.getClassName();
      if (!cls.startsWith("org.hbasemapper.runtime.") && !cls.startsWith("java.")) {
        return frame.toString();
      }
    }
    return stack[stack.length - 1].toString();
  }
}
