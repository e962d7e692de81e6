package org.hbasemapper.spark;

import java.io.Serial;
import org.jspecify.annotations.Nullable;

/**
 * A task's failure said on one line, without a stack trace or a cause: Spark puts the failed task's
 * whole exception, stack traces and causes included, into the message of the job's
 * {@code SparkException}, where a user should read what failed (the row, the entity) and what to do.
 * Where it failed in the mapper's code is of no use to them.
 */
final class TaskFailure extends RuntimeException {
  @Serial
  private static final long serialVersionUID = 1L;

  TaskFailure(String message) {
    super(message, null, false, false);
  }

  /** The first task failure in {@code failure}'s causes (a job's {@code SparkException}), or null. */
  static @Nullable TaskFailure in(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof TaskFailure task) {
        return task;
      }
    }
    return null;
  }
}
