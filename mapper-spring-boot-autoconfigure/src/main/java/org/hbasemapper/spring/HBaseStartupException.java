package org.hbasemapper.spring;

import org.hbasemapper.annotations.audience.Api;

/**
 * Start-up cannot go on: a {@code hbasemapper.*} property is invalid, no cluster is configured, the
 * cluster does not answer in time, or the tables differ from the entities under
 * {@code hbasemapper.schema-action=validate}. The message says what failed; {@link #action()} what to
 * do, which Spring Boot's failure report shows under "Action".
 */
@Api
public class HBaseStartupException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** What failed, the message without {@link #action()}. */
  private final String description;
  /** What to do, when it is not only part of the message. */
  private final String action;

  /** An exception with {@code message}, which says what to do too. */
  public HBaseStartupException(String message) {
    this(message, (Throwable) null);
  }

  /** An exception with {@code message}, which says what to do too, caused by {@code cause}. */
  public HBaseStartupException(String message, Throwable cause) {
    super(message, cause);
    this.description = message;
    this.action = null;
  }

  /**
   * An exception saying what failed ({@code description}) and what to do ({@code action}), caused by
   * {@code cause}; its message is both, on one line.
   */
  public HBaseStartupException(String description, String action, Throwable cause) {
    super(description + ". " + action, cause);
    this.description = description;
    this.action = action;
  }

  /** What failed: the message without {@link #action()}. */
  public String description() {
    return description;
  }

  /** What to do about it; null when the message says it. */
  public String action() {
    return action;
  }
}
