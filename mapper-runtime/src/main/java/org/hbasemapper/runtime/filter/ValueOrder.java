package org.hbasemapper.runtime.filter;

import org.hbasemapper.runtime.audience.Internal;

/**
 * How the stored bytes of a value type sort, which decides how a range condition on it is filtered on
 * the servers; for generated code.
 */
@Internal
public enum ValueOrder {
  /** Unsigned bytes sort like the values: strings (code point order), byte arrays, booleans. */
  UNSIGNED_BYTES,
  /** Big-endian two's complement of any width (byte, short, int, long, Date, LocalDate): negatives sort last as bytes. */
  SIGNED_INTEGER,
  /** IEEE 754 bits of a float or double, compared as {@code Double.compare} does (-0.0 before 0.0, NaN last). */
  IEEE_754,
  /** {@code Bytes.toBytes(BigDecimal)}: compared on the servers by HBase's {@code BigDecimalComparator}. */
  BIG_DECIMAL,
  /** No byte order: values are decoded and compared in this JVM (Instant, LocalDateTime, UUID, enums). */
  DECODED
}
