package org.hbasemapper.runtime.codec;

/**
 * A value that a codec cannot encode or stored bytes it cannot decode. The mapper wraps it with
 * the entity, field, table, row and column concerned.
 */
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
  public static void requireLength(int length, int expected, String type) {
    if (length != expected) {
      throw new CodecException(
          "expected " + expected + " bytes for " + type + ", found " + length);
    }
  }
}
