package org.hbasemapper.runtime.bytes;

import java.util.Arrays;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * Row keys as plain bytes: the one hex form every message uses, and prefix stop rows. A leaf every
 * other package of the runtime may use.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-spark"})
public final class RowBytes {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private RowBytes() {}

  /** {@code row} as lower-case hex with a {@code 0x} prefix, the form every error message uses. */
  public static String hex(byte[] row) {
    if (row == null) {
      return "null";
    }
    char[] out = new char[2 + row.length * 2];
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < row.length; i++) {
      out[2 + 2 * i] = HEX[(row[i] >> 4) & 0xF];
      out[3 + 2 * i] = HEX[row[i] & 0xF];
    }
    return new String(out);
  }

  /**
   * Refuses a range whose encoded lower bound sorts after its upper bound: an inverted range would
   * silently select nothing. {@code what} names the range ("Message.sentAt"), {@code from} is the
   * lower bound's value (UUIDs get a word on their order), {@code advice} ends the message.
   */
  public static void requireOrdered(byte[] lower, byte[] upper, String what, Object from, String advice) {
    if (Arrays.compareUnsigned(lower, upper) > 0) {
      throw new IllegalArgumentException("range on " + what + ": from is after toExclusive in key order"
          + (from instanceof java.util.UUID
              ? " (UUIDs order as unsigned 128-bit numbers, the order of their canonical strings, not UUID.compareTo)"
              : "")
          + "; " + advice);
    }
  }

  /**
   * The check of {@link #requireOrdered} for bounds compared as Java values, where one of them lies
   * beyond what a key stores and so has no encoding to compare. Only codecs of {@code Comparable}
   * types (instants, dates) have values beyond their range; other bounds pass.
   */
  @SuppressWarnings("unchecked")
  public static void requireOrderedValues(Object from, Object to, String what, String advice) {
    if (from instanceof Comparable<?> comparable && ((Comparable<Object>) comparable).compareTo(to) > 0) {
      throw new IllegalArgumentException("range on " + what + ": from is after to; " + advice);
    }
  }

  /**
   * The first row after every row that starts with {@code prefix}: the prefix with its last byte that
   * is not 0xFF incremented and what follows dropped. An empty prefix, or one of only 0xFF bytes,
   * has no such row: an empty array (scan to the end of the table).
   */
  public static byte[] prefixStop(byte[] prefix) {
    for (int i = prefix.length - 1; i >= 0; i--) {
      if (prefix[i] != (byte) 0xFF) {
        byte[] stop = Arrays.copyOf(prefix, i + 1);
        stop[i]++;
        return stop;
      }
    }
    return new byte[0];
  }
}
