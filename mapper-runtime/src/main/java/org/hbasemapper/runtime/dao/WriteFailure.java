package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.WriteFailures;

/**
 * An I/O failure of a write's step, with what the step it failed in says about the data row: a
 * failure before the row was sent left it unwritten; one of the call that writes it leaves its
 * outcome unknown (unless the failure proves the call was not applied). Failures after the row
 * landed are not of this kind: the write reports them with the row as written.
 */
final class WriteFailure extends IOException {
  private static final long serialVersionUID = 1L;

  /** What a failed step left of the data row. */
  enum Outcome {
    /** Failed before the row was sent, or proven not applied. */
    NOT_WRITTEN,
    /** The call writing the row failed after it may have landed. */
    UNKNOWN
  }

  private final Outcome outcome;

  private WriteFailure(Outcome outcome, IOException cause) {
    super(cause.getMessage(), cause);
    this.outcome = outcome;
  }

  Outcome outcome() {
    return outcome;
  }

  /** hbase-client's failure. */
  IOException io() {
    return (IOException) getCause();
  }

  /** {@code step}, a step before the data row is sent: its I/O failure leaves the row unwritten. */
  static <T> CompletableFuture<T> beforeRow(CompletableFuture<T> step) {
    return tag(step, Outcome.NOT_WRITTEN);
  }

  /** {@code step}, the call that writes the data row: its I/O failure leaves the row's outcome unknown. */
  static <T> CompletableFuture<T> ofRow(CompletableFuture<T> step) {
    return tag(step, Outcome.UNKNOWN);
  }

  private static <T> CompletableFuture<T> tag(CompletableFuture<T> step, Outcome outcome) {
    return step.exceptionallyCompose(failure -> {
      Throwable t = Futures.unwrap(failure);
      if (t instanceof IOException io && !(t instanceof WriteFailure)) {
        Outcome known = outcome == Outcome.UNKNOWN && WriteFailures.neverApplied(io) ? Outcome.NOT_WRITTEN : outcome;
        return Futures.failed(new WriteFailure(known, io));
      }
      return Futures.failed(t);
    });
  }
}
