package org.hbasemapper.runtime;

import java.io.IOException;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * The call that writes a data row failed after it may have landed: hbase-client gave up after
 * retries of which one may have reached the region server and been applied (a call that timed out,
 * a connection lost after sending). The row holds either this write or what it held before; nothing
 * says which. Read it to know, or repeat the write as it is: a {@code put} or {@code replace} writes
 * the same cells again, and a {@code delete} deletes nothing twice. A {@code @Version}ed write that
 * had landed is refused when repeated, with a {@link StaleEntityException} whose
 * {@link StaleEntityException#rowHoldsThisWrite() rowHoldsThisWrite()} is true: the row holds
 * exactly its version and values, which another writer that read the same version could have
 * stored as well. A repeated {@code putIfAbsent} answers {@code false} when its first call had landed.
 */
@Api
public class WriteOutcomeUnknownException extends HBaseAccessException {
  private static final long serialVersionUID = 1L;

  private final String entity;
  private final String rowKeyHex;

  /**
   * The unknown outcome of {@code operation} of {@code entity}'s row {@code row} in {@code table};
   * {@code advice} says what to do.
   */
  @Internal
  public WriteOutcomeUnknownException(String operation, String entity, String table, byte[] row, String advice,
      IOException cause) {
    super(operation + " of " + entity + " on table " + table + ", row " + RowBytes.hex(row)
        + " failed after it may have landed: " + BatchWriteException.describe(TableName.valueOf(table), cause)
        + "; the row may hold this write or not: " + advice, cause, operation, table);
    this.entity = entity;
    this.rowKeyHex = RowBytes.hex(row);
  }

  /** The entity's name. */
  public String entity() {
    return entity;
  }

  /** The data row, in hex. */
  public String rowKeyHex() {
    return rowKeyHex;
  }
}
