package org.hbasemapper.runtime.key;

import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.KeyCodec;

/**
 * One component of a row key as laid out in the key: its codec, fixed width and direction.
 * Generated mappers hold one constant per component and call it with no reflection.
 *
 * <ul>
 *   <li>Fixed width (a {@code width} given for a variable type): the encoding right-padded with
 *       0x00; longer values and values ending in a 0x00 byte (which padding could not keep) are
 *       rejected, never truncated.
 *   <li>Descending: every byte inverted. A descending component of variable width (only the last
 *       component may have one) is first escaped (0x00 becomes 0x00 0x01) and terminated (0x00
 *       0x00), so that a value sorts after its own extensions as descending order requires.
 * </ul>
 *
 * @param <T> the component's Java type
 */
public final class KeyComponent<T> {
  private final String table;
  private final String entity;
  private final String field;
  private final KeyCodec<T> codec;
  private final int width;
  private final boolean padded;
  private final boolean descending;

  /**
   * A component of {@code entity}'s key in {@code table}.
   *
   * @param width the fixed width for a variable-width codec, 0 to stay variable (last component)
   */
  public KeyComponent(
      String table, String entity, String field, KeyCodec<T> codec, int width, boolean descending) {
    this.table = table;
    this.entity = entity;
    this.field = field;
    this.codec = codec;
    this.padded = codec.width() == 0 && width > 0;
    this.width = codec.width() > 0 ? codec.width() : width;
    this.descending = descending;
  }

  /** The field this component maps. */
  public String field() {
    return field;
  }

  /** The fixed width in bytes, or 0 when variable. */
  public int width() {
    return width;
  }

  /** Whether the component sorts largest first. */
  public boolean descending() {
    return descending;
  }

  /** The codec. */
  public KeyCodec<T> codec() {
    return codec;
  }

  /**
   * The number of bytes {@code value} takes in the key; fails with a message naming the entity,
   * field and table when the value is null or too long for the width.
   */
  public int length(T value) {
    if (value == null) {
      throw new IllegalArgumentException(where() + " is null; every row-key component needs a value");
    }
    if (width > 0 && !padded) {
      return width;
    }
    int n = encodedLength(value);
    if (padded) {
      if (n > width) {
        throw new IllegalArgumentException(where() + " is " + n + " bytes long but its @RowKey width is "
            + width + "; values are never truncated: shorten the value or widen the key");
      }
      return width;
    }
    return descending ? escapedLength(value, n) : n;
  }

  /** Writes {@code value} at {@code offset}; returns the offset after it. Call {@link #length} first. */
  public int write(T value, byte[] target, int offset) {
    int end;
    if (width > 0 && !padded) {
      end = encode(value, target, offset);
    } else if (padded) {
      int n = encode(value, target, offset) - offset;
      if (n > 0 && target[offset + n - 1] == 0) {
        throw new IllegalArgumentException(where() + " ends with a 0x00 byte, which the 0x00 padding of its "
            + "fixed width cannot keep apart from the padding");
      }
      end = offset + width; // the array is new, so the padding is already 0x00
    } else if (descending) {
      end = writeEscaped(value, target, offset);
    } else {
      end = encode(value, target, offset);
    }
    if (descending) {
      invert(target, offset, end);
    }
    return end;
  }

  /**
   * The value stored in {@code row} between {@code from} and {@code to}; fails with a
   * {@link MappingException} naming the table, row and component when the bytes are not a value.
   */
  public T read(byte[] row, int from, int to) {
    if (to > row.length || from > to) {
      throw MappingException.forRowKey(table, entity, row,
          "component " + field + " needs bytes " + from + ".." + to + " but the key has " + row.length);
    }
    byte[] source = row;
    int offset = from;
    int length = to - from;
    if (descending) {
      source = new byte[length];
      System.arraycopy(row, from, source, 0, length);
      invert(source, 0, length);
      offset = 0;
      if (width == 0) {
        source = unescape(source, row);
        length = source.length;
      }
    }
    if (padded) {
      while (length > 0 && source[offset + length - 1] == 0) {
        length--;
      }
    }
    try {
      return codec.read(source, offset, length);
    } catch (CodecException e) {
      throw MappingException.forRowKey(table, entity, row, "component " + field + ": " + e.getMessage());
    }
  }

  private int encode(T value, byte[] target, int offset) {
    try {
      return codec.write(value, target, offset);
    } catch (CodecException e) {
      throw new IllegalArgumentException(where() + ": " + e.getMessage(), e);
    }
  }

  private int encodedLength(T value) {
    try {
      return codec.length(value);
    } catch (CodecException e) {
      throw new IllegalArgumentException(where() + ": " + e.getMessage(), e);
    }
  }

  private int escapedLength(T value, int n) {
    byte[] plain = new byte[n];
    encode(value, plain, 0);
    int zeros = 0;
    for (byte b : plain) {
      if (b == 0) {
        zeros++;
      }
    }
    return n + zeros + 2;
  }

  private int writeEscaped(T value, byte[] target, int offset) {
    byte[] plain = new byte[encodedLength(value)];
    encode(value, plain, 0);
    int p = offset;
    for (byte b : plain) {
      target[p++] = b;
      if (b == 0) {
        target[p++] = 1;
      }
    }
    target[p++] = 0;
    target[p++] = 0;
    return p;
  }

  private byte[] unescape(byte[] escaped, byte[] row) {
    byte[] out = new byte[escaped.length];
    int n = 0;
    for (int i = 0; i < escaped.length; i++) {
      byte b = escaped[i];
      if (b != 0) {
        out[n++] = b;
      } else if (i + 1 < escaped.length && escaped[i + 1] == 1) {
        out[n++] = 0;
        i++;
      } else if (i + 2 == escaped.length && escaped[i + 1] == 0) {
        return java.util.Arrays.copyOf(out, n);
      } else {
        break;
      }
    }
    throw MappingException.forRowKey(table, entity, row,
        "descending component " + field + " is not terminated by its 0x00 0x00 end marker");
  }

  private static void invert(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      bytes[i] = (byte) ~bytes[i];
    }
  }

  private String where() {
    return "row-key component " + entity + "." + field + " (table " + table + ")";
  }
}
