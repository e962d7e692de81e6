package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WriteOutcomeUnknownException;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.WriteFailures;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * An I/O failure of a write's step, with what the step it failed in says about the data row: a
 * failure before the row was sent left it unwritten; one of the call that writes it leaves its
 * outcome unknown (unless the failure proves the call was not applied). Failures after the row
 * landed are not of this kind: the write reports them with the row as written.
 */
@NullUnmarked
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
  @Nullable IOException io() {
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

  /**
   * {@code step}, an I/O failure of which becomes the {@link HBaseAccessException} of
   * {@code operation} on {@code row}: a {@link WriteOutcomeUnknownException} when the call writing
   * the row failed after it may have landed, one saying that the row was not written when the write
   * failed before.
   */
  static <T> CompletableFuture<T> named(CompletableFuture<T> step, String operation, TableSchema schema, byte[] row,
      boolean versioned) {
    String table = schema.tableName().getNameAsString();
    return step.exceptionallyCompose(failure -> {
      Throwable t = Futures.unwrap(failure);
      if (t instanceof WriteFailure w) {
        return Futures.failed(w.outcome() == WriteFailure.Outcome.UNKNOWN
            ? new WriteOutcomeUnknownException(operation, schema.entityName(), table, row,
                unknownAdvice(operation, versioned), w.io())
            : new HBaseAccessException(operation, table, row, w.io(),
                operation.equals("delete") ? "the row was not deleted; repeat the delete"
                    : "the row was not written; repeat the write as it is"));
      }
      return Futures.failed(t instanceof IOException e ? new HBaseAccessException(operation, table, row, e) : t);
    });
  }

  /** What to do about a write of {@code operation} whose outcome is unknown. */
  private static String unknownAdvice(String operation, boolean versioned) {
    return switch (operation) {
      case "delete" -> "read it to know, or repeat the delete";
      case "putIfAbsent" -> "read it to know (a repeated putIfAbsent answers false if this one had landed)";
      case "update" -> "read it to know before repeating it (a repeat adds its increments and its version bump "
          + "again)";
      default -> versioned
          ? "read it to know, or repeat the write as it is (if it had landed, the repeat is refused and says that "
              + "the row holds exactly its values)"
          : "read it to know, or repeat the write as it is (it writes the same cells again)";
    };
  }
}
