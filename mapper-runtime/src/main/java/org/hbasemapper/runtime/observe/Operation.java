package org.hbasemapper.runtime.observe;

import org.hbasemapper.annotations.audience.Api;
import org.jspecify.annotations.Nullable;


/**
 * One running DAO operation, as handed out by {@link OperationListener#start}: the runtime reports
 * what the operation cost while it runs and calls {@link #end} exactly once when it is over (for an
 * asynchronous operation, when its future completes or its publisher terminates). Calls for one
 * operation never overlap, but they may come from different threads; the one exception is
 * {@link #activate}, which the salt buckets of a blocking query scanned in parallel call from several
 * threads at once (each closing its scope on its own thread), so an implementation of it must be
 * thread-safe.
 */
@Api
public interface Operation {
  /** An operation nobody listens to. */
  Operation NONE = failure -> {};

  /**
   * Makes this operation the current one on the calling thread until the returned scope is closed,
   * so that work started meanwhile (hbase-client's own RPC spans, for instance) is seen as part of it.
   */
  default Scope activate() {
    return Scope.NONE;
  }

  /** Rows the operation read (a scan, a multi-get, an index lookup's hits); may be called more than once. */
  default void rows(long count) {}

  /** Salt buckets the operation's query fanned out to (one scan each). */
  default void buckets(int count) {}

  /** Index entries the operation found pointing at rows that no longer match, and skipped. */
  default void staleIndexHits(long count) {}

  /** Index entries the operation wrote back because their row was written but the entry lost. */
  default void restoredIndexEntries(long count) {}

  /** Relation inverse entries the operation repaired. */
  default void relationRepairs(long count) {}

  /**
   * The operation is over.
   *
   * @param failure what it failed with, as the caller sees it; {@code null} when it succeeded
   */
  void end(@Nullable Throwable failure);

  /** What {@link #activate} returns: closing it ends the activation, not the operation. */
  @FunctionalInterface
  @Api
  interface Scope extends AutoCloseable {
    /** A scope that does nothing. */
    Scope NONE = () -> {};

    @Override
    void close();
  }
}
