package org.hbasemapper.runtime.key;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.jspecify.annotations.NullUnmarked;

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
 * <p>A record so that the JIT trusts its fields as constants: a generated mapper holds each
 * component in a {@code static final} field, so the codec call inside {@link #read} and
 * {@link #write} is resolved to the one codec of that component and inlined, and the checks of
 * width and direction fold away, although one {@code KeyComponent} class serves every codec.
 *
 * @param table the table, for messages
 * @param entity the entity's simple name, for messages
 * @param field the field this component maps
 * @param codec the codec of the field's type
 * @param width the width in bytes, or 0 when variable
 * @param padded whether a variable-width codec is padded to {@code width}
 * @param descending whether the component sorts largest first
 * @param <T> the component's Java type
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public record KeyComponent<T>(
    String table, String entity, String field, KeyCodec<T> codec, int width, boolean padded, boolean descending) {

  /** Checks that width and padding agree with the codec. */
  public KeyComponent {
    if (codec.width() > 0 ? width != codec.width() || padded : padded != width > 0) {
      throw new IllegalArgumentException("component " + field + ": width " + width + " and padded " + padded
          + " do not fit a codec of width " + codec.width());
    }
  }

  /**
   * A component of {@code entity}'s key in {@code table}.
   *
   * @param width the fixed width for a variable-width codec, 0 to stay variable (last component)
   */
  public KeyComponent(
      String table, String entity, String field, KeyCodec<T> codec, int width, boolean descending) {
    this(table, entity, field, codec, codec.width() > 0 ? codec.width() : width, codec.width() == 0 && width > 0,
        descending);
  }

  /**
   * The number of bytes {@code value} takes in the key; fails with a message naming the entity,
   * field and table when the value is null or too long for the width. A value beyond the codec's
   * range is refused by {@link #write}, with the same names.
   */
  public int length(T value) {
    requireValue(value);
    if (width > 0 && !padded) {
      return width;
    }
    int n = codecLength(value);
    if (padded) {
      if (n > width) {
        throw new IllegalArgumentException(where() + " is " + n + " bytes long but its @RowKey width is "
            + width + "; values are never truncated: shorten the value or widen the key");
      }
      return width;
    }
    return descending ? escapedLength(value, n) : n;
  }

  /**
   * The codec's encoding of {@code value}, checked as {@link #length} checks it (null, too long for a
   * fixed width, a trailing 0x00 its padding cannot keep), before padding, escaping or inversion.
   * With {@link #encodedLength} and {@link #writeEncoded}, a variable-width value is
   * encoded once instead of once to measure and once to write.
   */
  public byte[] encode(T value) {
    requireValue(value);
    byte[] plain;
    try {
      plain = codec.encode(value);
    } catch (CodecException e) {
      throw new IllegalArgumentException(where() + ": " + e.getMessage(), e);
    }
    if (padded) {
      if (plain.length > width) {
        throw new IllegalArgumentException(where() + " is " + plain.length + " bytes long but its @RowKey width is "
            + width + "; values are never truncated: shorten the value or widen the key");
      }
      if (plain.length > 0 && plain[plain.length - 1] == 0) {
        throw new IllegalArgumentException(where() + " ends with a 0x00 byte, which the 0x00 padding of its "
            + "fixed width cannot keep apart from the padding");
      }
    }
    return plain;
  }

  /** {@code value}; fails with a message naming the entity, field and table when it is null. */
  public T requireValue(T value) {
    if (value == null) {
      throw new IllegalArgumentException(where() + " is null; every row-key component needs a value");
    }
    return value;
  }

  /**
   * Where {@code value} lies against the values the codec stores (see {@link KeyCodec#compareToRange}):
   * negative below them, positive above, 0 within; 0 for null, which {@link #length} refuses. A value
   * outside is refused by {@link #length}, {@link #write} and {@link #encode}, naming the range.
   */
  public int compareToRange(T value) {
    return value == null ? 0 : codec.compareToRange(value);
  }

  /** The number of bytes the value {@link #encode encoded} as {@code plain} takes in the key. */
  public int encodedLength(byte[] plain) {
    if (width > 0) {
      return width;
    }
    if (!descending) {
      return plain.length;
    }
    int zeros = 0;
    for (byte b : plain) {
      if (b == 0) {
        zeros++;
      }
    }
    return plain.length + zeros + 2;
  }

  /**
   * Writes the value {@link #encode encoded} as {@code plain} at {@code offset} of {@code target}, a
   * new array: padded, escaped and inverted as the component requires. Returns the offset after it.
   */
  public int writeEncoded(byte[] plain, byte[] target, int offset) {
    int end;
    if (descending && width == 0) {
      end = offset;
      for (byte b : plain) {
        target[end++] = b;
        if (b == 0) {
          target[end++] = 1;
        }
      }
      target[end++] = 0;
      target[end++] = 0;
    } else {
      System.arraycopy(plain, 0, target, offset, plain.length);
      end = width > 0 ? offset + width : offset + plain.length;
    }
    if (descending) {
      invert(target, offset, end);
    }
    return end;
  }

  /** Writes {@code value} at {@code offset}; returns the offset after it. Call {@link #length} first. */
  public int write(T value, byte[] target, int offset) {
    int end;
    if (width > 0 && !padded) {
      if (descending) {
        try {
          return codec.writeInverted(value, target, offset); // fixed width: written inverted at once
        } catch (CodecException e) {
          throw new IllegalArgumentException(where() + ": " + e.getMessage(), e);
        }
      }
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
    if (descending && !padded && width > 0) {
      try {
        return codec.readInverted(row, from, length); // fixed width: read in place, no copy
      } catch (CodecException e) {
        throw MappingException.forRowKey(table, entity, row, "component " + field + ": " + e.getMessage());
      }
    }
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

  private int codecLength(T value) {
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
    byte[] plain = new byte[codecLength(value)];
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
