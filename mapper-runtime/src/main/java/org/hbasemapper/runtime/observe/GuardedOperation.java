package org.hbasemapper.runtime.observe;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A listener's operation as the runtime calls it: a listener's exception never reaches the DAO's
 * caller (it is logged, a warning the first time, then at debug level), and {@link #end} reaches the
 * listener once, whichever path of the runtime ends the operation first (a stream exhausted and then
 * closed, a publisher cancelled after it completed).
 */
@NullUnmarked
final class GuardedOperation implements Operation {
  private static final Logger LOG = LoggerFactory.getLogger(OperationListener.class);
  private static final AtomicBoolean WARNED = new AtomicBoolean();
  private static final AtomicIntegerFieldUpdater<GuardedOperation> ENDED =
      AtomicIntegerFieldUpdater.newUpdater(GuardedOperation.class, "ended");

  private final OperationListener listener;
  private final Operation operation;
  private final OperationInfo info;
  private volatile int ended;

  GuardedOperation(OperationListener listener, Operation operation, OperationInfo info) {
    this.listener = listener;
    this.operation = operation;
    this.info = info;
  }

  @Override
  public Scope activate() {
    try {
      Scope scope = operation.activate();
      if (scope == null || scope == Scope.NONE) {
        return Scope.NONE;
      }
      return () -> {
        try {
          scope.close();
        } catch (RuntimeException | LinkageError e) {
          listenerFailed(listener, "activate", info, e);
        }
      };
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "activate", info, e);
      return Scope.NONE;
    }
  }

  @Override
  public void rows(long count) {
    try {
      operation.rows(count);
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "rows", info, e);
    }
  }

  @Override
  public void buckets(int count) {
    try {
      operation.buckets(count);
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "buckets", info, e);
    }
  }

  @Override
  public void staleIndexHits(long count) {
    try {
      operation.staleIndexHits(count);
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "staleIndexHits", info, e);
    }
  }

  @Override
  public void restoredIndexEntries(long count) {
    try {
      operation.restoredIndexEntries(count);
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "restoredIndexEntries", info, e);
    }
  }

  @Override
  public void relationRepairs(long count) {
    try {
      operation.relationRepairs(count);
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "relationRepairs", info, e);
    }
  }

  @Override
  public void end(Throwable failure) {
    if (!ENDED.compareAndSet(this, 0, 1)) {
      return;
    }
    try {
      operation.end(failure);
    } catch (RuntimeException | LinkageError e) {
      listenerFailed(listener, "end", info, e);
    }
  }

  /**
   * Logs that {@code listener} threw {@code e} from {@code call} of the operation {@code info}: names
   * and the exception only, never anything the operation read or wrote.
   */
  static void listenerFailed(OperationListener listener, String call, OperationInfo info, Throwable e) {
    if (WARNED.compareAndSet(false, true)) {
      LOG.warn("Operation listener {} threw from {} of {} {} on {}; ignored (further failures are logged at debug "
          + "level)", listener.getClass().getName(), call, info.entity(), info.operation(),
          info.table().getNameAsString(), e);
    } else if (LOG.isDebugEnabled()) {
      LOG.debug("Operation listener {} threw from {} of {} {} on {}; ignored", listener.getClass().getName(), call,
          info.entity(), info.operation(), info.table().getNameAsString(), e);
    }
  }

  @Override
  public String toString() {
    return "Guarded[" + info + "]";
  }
}
