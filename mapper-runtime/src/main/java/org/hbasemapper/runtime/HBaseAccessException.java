package org.hbasemapper.runtime;

import java.io.IOException;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.Nullable;

/**
 * A call to HBase failed: hbase-client gave up after its own retries and timeouts (see the
 * production settings in the docs for what bounds them). The message names the operation, the table
 * and the row, when one is concerned; the cause is hbase-client's {@link IOException}.
 */
@Api
public class HBaseAccessException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String table;

  /** A failure of {@code operation} on {@code table}, and on {@code row} when it is not null. */
  @Internal
  public HBaseAccessException(String operation, String table, byte @Nullable [] row, IOException cause) {
    this(operation, table, row, cause, null);
  }

  /**
   * A failure of {@code operation} on {@code table} (and {@code row} when not null), whose message
   * ends with {@code consequence} when not null: what the failure left, such as "the row was not
   * written".
   */
  @Internal
  public HBaseAccessException(String operation, String table, byte @Nullable [] row, IOException cause, @Nullable String consequence) {
    this(operation + " on table " + table + (row == null ? "" : ", row " + RowBytes.hex(row)) + " failed: "
        + reason(cause, table) + (consequence == null ? "" : "; " + consequence), cause, operation, table);
  }

  /** For subtypes that word the whole {@code message} themselves. */
  @Internal
  protected HBaseAccessException(String message, IOException cause, String operation, String table) {
    super(message, cause);
    this.operation = operation;
    this.table = table;
  }

  /**
   * What went wrong, in words and on one line: hbase-client's message (its first line; it adds one
   * line per attempt and stack traces of the server), which for some failures is only the table's
   * name or a class name, made readable for the common ones.
   */
  static String reason(IOException cause, String table) {
    if (cause == null) {
      return "";
    }
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof org.apache.hadoop.hbase.TableNotFoundException) {
        return "table " + table + " does not exist; create it first (SchemaManager.createIfMissing(schema))";
      }
      if (t instanceof org.apache.hadoop.hbase.ipc.StoppedRpcClientException) {
        return "the connection is closed (" + t.getMessage() + ")";
      }
    }
    return BatchWriteException.firstLine(cause);
  }

  /** What was being done: {@code get}, {@code put}, {@code scan}, ... */
  public String operation() {
    return operation;
  }

  /** The table, {@code namespace:name}. */
  public String table() {
    return table;
  }
}
