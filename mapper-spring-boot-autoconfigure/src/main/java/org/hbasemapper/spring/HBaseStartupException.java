package org.hbasemapper.spring;

/**
 * Start-up cannot go on: no cluster is configured, the cluster does not answer in time, or the tables
 * differ from the entities under {@code hbasemapper.schema-action=validate}. The message says what
 * failed and what to do.
 */
public class HBaseStartupException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** An exception with {@code message}. */
  public HBaseStartupException(String message) {
    super(message);
  }

  /** An exception with {@code message}, caused by {@code cause}. */
  public HBaseStartupException(String message, Throwable cause) {
    super(message, cause);
  }
}
