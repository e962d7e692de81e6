package org.hbasemapper.runtime.key;

/** Helpers for raw row keys. */
public final class RowKeys {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private RowKeys() {}

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
}
