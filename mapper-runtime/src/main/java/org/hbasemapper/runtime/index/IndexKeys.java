package org.hbasemapper.runtime.index;

import java.io.ByteArrayOutputStream;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The value part of index row keys. Every indexed value is followed by more key (the next value,
 * then the data row key), so each encoding must end on its own: fixed-width codecs are used as
 * they are; a variable-width encoding (a string, bytes) is escaped (0x00 becomes 0x00 0x01) and
 * terminated by 0x00 0x00. Both keep the unsigned byte order of encodings equal to the Java order
 * of the values, and no encoding is a prefix of another, so a value's range is one key range.
 * Generated mappers call it; it holds no state.
 */
@LimitedPrivate("mapper-mapreduce")
@NullUnmarked
public final class IndexKeys {
  private IndexKeys() {}

  /** The encoding of one indexed value, or null when {@code value} is null (no index entry). */
  public static <T> byte @Nullable [] value(KeyCodec<T> codec, T value) {
    if (value == null) {
      return null;
    }
    byte[] plain;
    try {
      plain = codec.encode(value);
    } catch (CodecException e) {
      throw new IllegalArgumentException("indexed value cannot be encoded: " + e.getMessage(), e);
    }
    if (codec.width() > 0) {
      return plain;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(plain.length + 2);
    for (byte b : plain) {
      out.write(b);
      if (b == 0) {
        out.write(1);
      }
    }
    out.write(0);
    out.write(0);
    return out.toByteArray();
  }

  /** The parts one after the other, or null when any part is null (an entity without an entry). */
  public static byte[] join(byte[]... parts) {
    int n = 0;
    for (byte[] part : parts) {
      if (part == null) {
        return null;
      }
      n += part.length;
    }
    byte[] out = new byte[n];
    int offset = 0;
    for (byte[] part : parts) {
      System.arraycopy(part, 0, out, offset, part.length);
      offset += part.length;
    }
    return out;
  }

  /** The index row key of a data row whose indexed values encode to {@code values}. */
  public static byte[] rowKey(byte[] values, byte[] dataRow) {
    return join(values, dataRow);
  }
}
