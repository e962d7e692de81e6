package org.hbasemapper.runtime.query;

import java.util.Arrays;
import org.hbasemapper.runtime.bytes.RowBytes;

/** Row-range arithmetic on encoded keys: prefix stop rows and the bounds of component ranges. */
final class KeyRanges {
  static final byte[] UNBOUNDED = new byte[0];

  private KeyRanges() {}

  /** The first row after every row that starts with {@code prefix}; {@link #UNBOUNDED} when none. */
  static byte[] prefixStop(byte[] prefix) {
    byte[] stop = RowBytes.prefixStop(prefix);
    return stop.length == 0 ? UNBOUNDED : stop;
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
