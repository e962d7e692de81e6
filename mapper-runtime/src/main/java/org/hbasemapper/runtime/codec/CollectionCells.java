package org.hbasemapper.runtime.codec;

import java.io.ByteArrayOutputStream;
import java.util.Collection;
import java.util.function.Consumer;

/**
 * The bytes of a collection cell, shared by {@link ListValueCodec} and {@link SetValueCodec}: the
 * element count as an unsigned varint (7 bits a byte, least significant first, the high bit set on
 * every byte but the last: protobuf's varint), then per element its length as a varint and its bytes
 * as the element's own cell codec writes them. A count and a length take one byte below 128.
 */
final class CollectionCells {
  private CollectionCells() {}

  /** The cell of {@code elements}, already encoded, in order. */
  static byte[] join(Collection<byte[]> elements) {
    int size = varintLength(elements.size());
    for (byte[] e : elements) {
      size += varintLength(e.length) + e.length;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(size);
    writeVarint(out, elements.size());
    for (byte[] e : elements) {
      writeVarint(out, e.length);
      out.writeBytes(e);
    }
    return out.toByteArray();
  }

  /** The element encoded by {@code codec}; a null element is refused, naming its place. */
  static <T> byte[] element(ValueCodec<T> codec, T element, int index, int count) {
    if (element == null) {
      throw new CodecException("element " + index + " of " + count
          + " is null; a collection cell holds no nulls: leave it out");
    }
    try {
      return codec.encode(element);
    } catch (CodecException e) {
      throw new CodecException("element " + index + " of " + count + ": " + e.getMessage(), e);
    }
  }

  /**
   * Decodes the elements of the cell in {@code length} bytes of {@code buffer} from {@code offset} with
   * {@code codec}, handing each to {@code sink} in stored order; returns the count. Bytes that are not
   * a collection cell are a {@link CodecException} that says where they stop making sense.
   */
  static <T> int split(byte[] buffer, int offset, int length, ValueCodec<T> codec, Consumer<T> sink) {
    int end = offset + length;
    int[] at = {offset};
    long count = readVarint(buffer, at, end);
    if (count < 0) {
      throw new CodecException("collection cell of " + length + " bytes ends inside its element count");
    }
    if (count > Integer.MAX_VALUE) {
      throw new CodecException("collection cell of " + length + " bytes has an element count beyond "
          + Integer.MAX_VALUE);
    }
    // every element takes one byte at least, its length
    if (count > end - at[0]) {
      throw new CodecException("collection cell of " + length + " bytes cannot hold the " + count
          + " elements it counts");
    }
    for (int i = 0; i < count; i++) {
      long size = readVarint(buffer, at, end);
      if (size < 0) {
        throw new CodecException("element " + i + " of " + count + " ends inside its length");
      }
      if (size > end - at[0]) {
        throw new CodecException("element " + i + " of " + count + " claims " + size + " bytes where "
            + (end - at[0]) + " remain");
      }
      try {
        sink.accept(codec.decode(buffer, at[0], (int) size));
      } catch (CodecException e) {
        throw new CodecException("element " + i + " of " + count + ": " + e.getMessage(), e);
      }
      at[0] += (int) size;
    }
    if (at[0] != end) {
      throw new CodecException((end - at[0]) + " bytes follow the last of " + count + " elements");
    }
    return (int) count;
  }

  private static int varintLength(int value) {
    int n = 1;
    while ((value & ~0x7F) != 0) {
      value >>>= 7;
      n++;
    }
    return n;
  }

  private static void writeVarint(ByteArrayOutputStream out, int value) {
    while ((value & ~0x7F) != 0) {
      out.write((value & 0x7F) | 0x80);
      value >>>= 7;
    }
    out.write(value);
  }

  /**
   * The varint at {@code at[0]}, moving {@code at[0]} past it; -1 when the bytes end inside it. At most
   * five bytes are read (an int's 32 bits); a value beyond an int is returned as it is, for the caller
   * to refuse.
   */
  private static long readVarint(byte[] buffer, int[] at, int end) {
    long value = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      if (at[0] >= end) {
        return -1;
      }
      byte b = buffer[at[0]++];
      value |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    return Long.MAX_VALUE; // more than five bytes: no int
  }
}
