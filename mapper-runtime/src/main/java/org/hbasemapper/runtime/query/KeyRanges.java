package org.hbasemapper.runtime.query;

import java.util.Arrays;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * Row-range arithmetic on encoded keys: prefix stop rows, the bounds of component ranges and the rows
 * just past a value, the escaping of descending variable-width components, and the check that a
 * range's bounds come in order.
 */
@NullUnmarked
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

  /**
   * Refuses encoded bounds of {@code component} whose {@code from} comes after {@code to} in Java
   * order: that is a mistake, not an empty range.
   */
  static void requireOrdered(KeyComponent<?> component, byte[] lower, byte[] upper, boolean toInclusive,
      Object from) {
    // a descending component's encoding inverts the order of its values
    byte[] first = component.descending() ? upper : lower;
    byte[] second = component.descending() ? lower : upper;
    String what = component.entity() + "." + component.field();
    String advice = "swap the bounds (use reversed() for largest first)";
    if (!toInclusive) {
      RowBytes.requireOrdered(first, second, what, from, advice);
    } else if (Arrays.compareUnsigned(first, second) > 0) {
      throw new IllegalArgumentException("range on " + what + ": from is after to in key order; " + advice);
    }
  }

  /**
   * The first row after the rows of the value ending {@code rowPrefix}: for a value ending the row
   * the value followed by 0x00, else the prefix stop; null when no row sorts after them.
   */
  static byte @Nullable [] after(byte[] rowPrefix, boolean endsRow) {
    byte[] stop = through(rowPrefix, endsRow);
    return stop.length == 0 ? null : stop;
  }

  /**
   * The row bound just past the rows of the value ending {@code rowPrefix}, as {@link #after}, but
   * empty (to the end of the table) when no row sorts after them.
   */
  static byte[] through(byte[] rowPrefix, boolean endsRow) {
    return endsRow ? KeyRanges.concat(rowPrefix, new byte[] {0}) : KeyRanges.prefixStop(rowPrefix);
  }

  /** {@code plain} with each 0x00 written 0x00 0x01, as descending variable-width components escape it. */
  static byte[] escaped(byte[] plain) {
    int zeros = 0;
    for (byte b : plain) {
      if (b == 0) {
        zeros++;
      }
    }
    byte[] out = new byte[plain.length + zeros];
    int i = 0;
    for (byte b : plain) {
      out[i++] = b;
      if (b == 0) {
        out[i++] = 1;
      }
    }
    return out;
  }
}
