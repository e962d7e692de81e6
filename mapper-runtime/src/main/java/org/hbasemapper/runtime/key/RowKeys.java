package org.hbasemapper.runtime.key;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.StringJoiner;
import org.hbasemapper.runtime.EntityMapper;

/** Helpers for raw row keys. */
public final class RowKeys {

  /**
   * {@code row} decoded and rendered as its components, e.g.
   * {@code salt=0x03, userId=u1, time=2024-05-01T10:00:00Z, productId=p3}: what a raw key from the
   * shell or a log means. For debugging: it uses reflection on the mapper's {@code Key} record.
   *
   * @throws org.hbasemapper.runtime.MappingException when {@code row} is not a key of the entity
   */
  public static <K> String describe(EntityMapper<?, K> mapper, byte[] row) {
    K key = mapper.decodeKey(row);
    StringJoiner out = new StringJoiner(", ");
    KeyPrefix prefix = mapper.schema().keyPrefix();
    if (prefix.length() > 0) {
      out.add((prefix.kind() == KeyPrefix.Kind.SALT ? "salt=" : "md5=") + hex(Arrays.copyOf(row, prefix.length())));
    }
    if (key instanceof Record record) {
      for (RecordComponent component : record.getClass().getRecordComponents()) {
        try {
          Object value = component.getAccessor().invoke(record);
          out.add(component.getName() + "=" + (value instanceof byte[] bytes ? hex(bytes) : String.valueOf(value)));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("cannot read key component " + component.getName(), e);
        }
      }
    } else {
      out.add(String.valueOf(key));
    }
    return out.toString();
  }

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

  /**
   * The first row after every row that starts with {@code prefix}: the prefix with its last byte that
   * is not 0xFF incremented and what follows dropped. An empty prefix, or one of only 0xFF bytes,
   * has no such row: an empty array (scan to the end of the table).
   */
  public static byte[] prefixStop(byte[] prefix) {
    for (int i = prefix.length - 1; i >= 0; i--) {
      if (prefix[i] != (byte) 0xFF) {
        byte[] stop = java.util.Arrays.copyOf(prefix, i + 1);
        stop[i]++;
        return stop;
      }
    }
    return new byte[0];
  }
}
