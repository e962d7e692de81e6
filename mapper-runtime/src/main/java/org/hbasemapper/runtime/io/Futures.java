package org.hbasemapper.runtime.io;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import org.hbasemapper.annotations.audience.Internal;

/** Small helpers over {@link CompletableFuture} for code shared by the blocking and asynchronous API. */
@Internal
public final class Futures {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(Futures.class);

  private Futures() {}

  /**
   * The result of {@code future}, waiting for it; its failure as thrown by the step that failed: an
   * {@link IOException} as such, a runtime exception or error unwrapped from
   * {@link CompletionException}.
   */
  public static <T> T join(CompletableFuture<T> future) throws IOException {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      InterruptedIOException interrupted = new InterruptedIOException("interrupted while waiting for HBase");
      interrupted.initCause(e);
      throw interrupted;
    } catch (ExecutionException e) {
      throw rethrow(e.getCause());
    } catch (CancellationException e) {
      throw e;
    }
  }

  /** {@code failure} without the wrappers futures add ({@link CompletionException}, {@link ExecutionException}). */
  public static Throwable unwrap(Throwable failure) {
    Throwable t = failure;
    while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
      t = t.getCause();
    }
    return t;
  }

  /**
   * {@code failure} unwrapped, for the caller to throw: an IOException is returned, a runtime
   * exception or error is thrown here, anything else is thrown in an {@link IllegalStateException}.
   */
  public static IOException rethrow(Throwable failure) {
    Throwable t = unwrap(failure);
    if (t instanceof IOException io) {
      return io;
    }
    throw rethrowUnchecked(t);
  }

  /**
   * {@code failure} (not an {@link IOException}) for the caller to throw: a runtime exception as it
   * is, an error thrown here, anything else in an {@link IllegalStateException}.
   */
  public static RuntimeException rethrowUnchecked(Throwable failure) {
    Throwable t = unwrap(failure);
    if (t instanceof RuntimeException r) {
      return r;
    }
    if (t instanceof Error e) {
      throw e;
    }
    return new IllegalStateException(t.getMessage(), t);
  }

  /** A future failed with {@code failure}. */
  public static <T> CompletableFuture<T> failed(Throwable failure) {
    return CompletableFuture.failedFuture(unwrap(failure));
  }

  /** Runs {@code step}; a failure it throws becomes a failed future instead. */
  public static <T> CompletableFuture<T> attempt(java.util.concurrent.Callable<CompletableFuture<T>> step) {
    try {
      return step.call();
    } catch (Throwable t) {
      return failed(t);
    }
  }

  /** A future done when every one of {@code futures} is, failed with the first failure in list order. */
  public static CompletableFuture<Void> all(List<? extends CompletableFuture<?>> futures) {
    return CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new));
  }

  /**
   * A future that completes like {@code future}, but on {@code executor}: where user callbacks run.
   * Failures arrive unwrapped (never a {@link CompletionException} around the cause).
   */
  public static <T> CompletableFuture<T> on(CompletableFuture<T> future, Executor executor) {
    CompletableFuture<T> out = new CompletableFuture<>();
    future.whenComplete((value, failure) -> {
      try {
        executor.execute(() -> {
          if (failure != null) {
            out.completeExceptionally(unwrap(failure));
          } else {
            out.complete(value);
          }
        });
      } catch (RuntimeException rejected) {
        // an executor shut down: the outcome is still true (a write may have landed), so deliver it
        // here, on hbase-client's thread, rather than never
        LOG.warn("an executor refused to run the completion of an asynchronous call ({}); it completes on {}",
            rejected.toString(), Thread.currentThread().getName());
        if (failure != null) {
          out.completeExceptionally(unwrap(failure));
        } else {
          out.complete(value);
        }
      }
    });
    return out;
  }
}
