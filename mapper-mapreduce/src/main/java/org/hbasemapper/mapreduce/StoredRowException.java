package org.hbasemapper.mapreduce;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.MappingException;

/**
 * A stored row that does not read through the layout it is said to have: a key part or a cell whose
 * bytes are not a value of their stored encoding, a salt that does not match the key, a name that is
 * not a constant of its enum. The message names the entity and field, the stored encoding, the table
 * and the row key in hex; never a cell value.
 */
@Api
public class StoredRowException extends MappingException {
  private static final long serialVersionUID = 1L;

  private final String field;
  private final String encoding;

  /**
   * @param table the table, {@code namespace:name}
   * @param rowKeyHex the row key in hex
   * @param column the cell's {@code family:qualifier}, or null for the row key
   * @param field the field, or {@code salt} / {@code hash prefix} for the key prefix
   * @param encoding the stored encoding the bytes did not read as
   * @param message the whole message
   */
  public StoredRowException(String table, String rowKeyHex, String column, String field, String encoding,
      String message, Throwable cause) {
    super(table, rowKeyHex, column, message, cause);
    this.field = field;
    this.encoding = encoding;
  }

  /** The field whose stored bytes did not read. */
  public String field() {
    return field;
  }

  /** The stored encoding they did not read as, as the layout writes it ({@code int32}, {@code enum(A,B)}). */
  public String encoding() {
    return encoding;
  }
}
