package org.hbasemapper.test;

import java.util.function.Supplier;

/**
 * One value per JVM, started on first use. A start that failed is remembered and not tried again until
 * {@link #clear()}: a test class path that cannot start a cluster would otherwise pay minutes per test
 * method to learn it again.
 */
final class OncePerJvm<T> {
  private T value;
  private RuntimeException failure;

  /** The value, started by {@code start} on the first call; the first failure again on later calls. */
  synchronized T get(Supplier<T> start) {
    if (failure != null) {
      throw new IllegalStateException(failure.getMessage() + " [the first start in this JVM failed; not tried again]",
          failure);
    }
    if (value == null) {
      try {
        value = start.get();
      } catch (RuntimeException e) {
        failure = e;
        throw e;
      }
    }
    return value;
  }

  /** Whether a value is held. */
  synchronized boolean present() {
    return value != null;
  }

  /** Forgets the value and any failure, returning the value held (or null); the next {@link #get} starts anew. */
  synchronized T clear() {
    T held = value;
    value = null;
    failure = null;
    return held;
  }
}
