package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * A value that a codec cannot encode or stored bytes it cannot decode. The mapper wraps it with
 * the entity, field, table, row and column concerned.
 */
@Api
public class CodecException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with the given message. */
  public CodecException(String message) {
    super(message);
  }

  /** An exception with the given message and cause. */
  public CodecException(String message, Throwable cause) {
    super(message, cause);
  }

  /** Fails unless {@code length} is the exact width a fixed-width type needs. */
  @Internal
  public static void requireLength(int length, int expected, String type) {
    if (length != expected) {
      throw new CodecException(
          "expected " + expected + " bytes for " + type + ", found " + length);
    }
  }

  /**
   * A value outside the range its stored form holds, for example an {@code Instant} past the last
   * epoch millisecond a long holds.
   *
   * @param form how the value is stored, e.g. "epoch milliseconds in a long"
   */
  @Internal
  public static CodecException outOfRange(String type, Object value, Object min, Object max, String form) {
    return new CodecException(type + " " + value + " is outside the storable range " + min + " to " + max + " ("
        + form + "); use a value within it");
  }

  /**
   * Stored bytes that make no value of {@code type} (written by hand or by another tool): the
   * stored fields {@code stored} lie outside {@code min} .. {@code max}.
   */
  @Internal
  public static CodecException beyondType(String type, String stored, Object min, Object max) {
    return new CodecException("stored " + type + " of " + stored + " is outside what " + type + " holds (" + min
        + " to " + max + ")");
  }
}
