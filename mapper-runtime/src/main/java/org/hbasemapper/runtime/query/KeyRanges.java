package org.hbasemapper.runtime.query;

import java.util.Arrays;

/** Row-range arithmetic on encoded keys: prefix stop rows and the bounds of component ranges. */
final class KeyRanges {
  static final byte[] UNBOUNDED = new byte[0];

  private KeyRanges() {}

  /**
   * The first row after every row that starts with {@code prefix}: the prefix with its last byte that
   * is not 0xFF incremented and what follows dropped. An empty prefix, or one of only 0xFF bytes,
   * has no such row: {@link #UNBOUNDED} (scan to the end of the table).
   */
  static byte[] prefixStop(byte[] prefix) {
    for (int i = prefix.length - 1; i >= 0; i--) {
      if (prefix[i] != (byte) 0xFF) {
        byte[] stop = Arrays.copyOf(prefix, i + 1);
        stop[i]++;
        return stop;
      }
    }
    return UNBOUNDED;
  }

  /** {@code a} followed by {@code b}. */
  static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** Whether the range [{@code lo}, {@code hi}) holds no row; {@code hi} may be unbounded. */
  static boolean isEmpty(byte[] lo, byte[] hi) {
    return hi.length > 0 && Arrays.compareUnsigned(lo, hi) >= 0;
  }
}
