package org.hbasemapper.runtime;

import java.io.IOException;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * A write of an entity with a {@code @CreatedDate} changed its data row, but the call after it that
 * stores the created date where the row has none (one {@code checkAndMutate}, sent when the field was
 * null and the write could not tell that the row was new) failed. The row holds the write; it may
 * have no created date yet. Nothing needs undoing: the next write of the row whose created date is
 * null (repeating this one, say) stores it, and never over one that is stored.
 *
 * <p>Failures of the index or relation upkeep of the same write win: they are thrown, with this one
 * attached as a suppressed exception.
 */
@Api
public class CreatedDateUpkeepException extends HBaseAccessException {
  private static final long serialVersionUID = 1L;

  private final String entity;
  private final String rowKeyHex;
  private final String column;

  /**
   * The created date of {@code entity}'s row {@code row} in {@code table}, column {@code column}
   * ({@code family:qualifier}), that {@code operation} could not store after the row landed.
   */
  @Internal
  public CreatedDateUpkeepException(String operation, String entity, String table, byte[] row, String column,
      IOException cause) {
    super(operation + " of " + entity + " wrote row " + RowBytes.hex(row) + " of table " + table
        + ", but could not store its created date in " + column + " (" + reason(cause, table) + "); the row holds "
        + "the write and may have no created date yet: repeat the write, or let the next write of the row store it",
        cause, operation, table);
    this.entity = entity;
    this.rowKeyHex = RowBytes.hex(row);
    this.column = column;
  }

  /** The entity's name. */
  public String entity() {
    return entity;
  }

  /** The data row, in hex. */
  public String rowKeyHex() {
    return rowKeyHex;
  }

  /** The created-date column, {@code family:qualifier}. */
  public String column() {
    return column;
  }
}
