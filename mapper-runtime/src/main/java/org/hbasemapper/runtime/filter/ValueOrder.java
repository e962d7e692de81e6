package org.hbasemapper.runtime.filter;

import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;


/**
 * How the stored bytes of a value type sort, which decides how a range condition on it is filtered on
 * the servers; for generated code.
 */
@Internal
@NullUnmarked
public enum ValueOrder {
  /** Unsigned bytes sort like the values: strings (code point order), byte arrays, booleans. */
  UNSIGNED_BYTES,
  /**
   * Big-endian two's complement of any width (byte, short, int, long, Date, LocalDate): negatives sort
   * last as bytes, so a range is split on the sign bit into byte ranges the servers decide.
   */
  SIGNED_INTEGER,
  /**
   * IEEE 754 bits of a float or double, compared as {@code Double.compare} does (-0.0 before 0.0, NaN
   * last): split on the sign bit (negatives sort reversed as bytes) and on NaN into byte ranges the
   * servers decide.
   */
  IEEE_754,
  /**
   * {@code Bytes.toBytes(BigDecimal)}: scale, then unscaled value, with no byte order. Decoded and
   * compared in this JVM ({@code compareTo}: 10.0 equals 10.00). HBase's {@code BigDecimalComparator}
   * is not used: it throws on a cell shorter than 5 bytes, which would fail the whole scan.
   */
  BIG_DECIMAL,
  /** No byte order: values are decoded and compared in this JVM (Instant, LocalDateTime, UUID, enums). */
  DECODED
}
