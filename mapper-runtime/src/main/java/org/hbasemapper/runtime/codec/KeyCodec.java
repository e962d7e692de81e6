package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * Encodes values of one type so that the unsigned byte order of the encodings is the order of the
 * values: the property row keys and dynamic qualifiers need for range and prefix scans.
 *
 * <p>Codecs write straight into the row-key buffer; padding, fixed widths and descending order are
 * the business of {@code org.hbasemapper.runtime.key.KeyComponent}. Implementations are stateless and
 * thread-safe.
 *
 * @param <T> the Java type
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public interface KeyCodec<T> {

  /** The natural width in bytes, or 0 when encodings vary in length (strings, byte arrays). */
  int width();

  /**
   * Where {@code value} lies against the values this codec can store: negative below the least,
   * positive above the greatest, zero when {@link #write} takes it. Most codecs store every value of
   * their type; those whose stored form is narrower (an {@code Instant} as epoch milliseconds in a
   * long, a {@code LocalDate} as an epoch day in an int) override this and refuse values outside
   * with a {@link CodecException} naming the range. Range queries read a bound beyond the range as
   * open rather than refusing it.
   */
  default int compareToRange(T value) {
    return 0;
  }

  /** The number of bytes {@link #write} writes for {@code value}. */
  int length(T value);

  /** Writes {@code value} at {@code offset} of {@code target}; returns the offset after it. */
  int write(T value, byte[] target, int offset);

  /** The value encoded in {@code length} bytes of {@code source} from {@code offset}. */
  T read(byte[] source, int offset, int length);

  /**
   * Writes the encoding of {@code value} inverted (every byte complemented: a descending component)
   * at {@code offset}; returns the offset after it. The default writes, then inverts; fixed-width
   * codecs override it to write the inverted bytes at once.
   */
  default int writeInverted(T value, byte[] target, int offset) {
    int end = write(value, target, offset);
    for (int i = offset; i < end; i++) {
      target[i] = (byte) ~target[i];
    }
    return end;
  }

  /**
   * The value whose encoding is stored inverted (every byte complemented: a descending component)
   * in {@code length} bytes of {@code source} from {@code offset}. The default copies and inverts,
   * then reads; fixed-width codecs override it to read in place.
   */
  default T readInverted(byte[] source, int offset, int length) {
    byte[] plain = new byte[length];
    for (int i = 0; i < length; i++) {
      plain[i] = (byte) ~source[offset + i];
    }
    return read(plain, 0, length);
  }

  /** The encoding of {@code value} as a new array. */
  default byte[] encode(T value) {
    byte[] out = new byte[length(value)];
    write(value, out, 0);
    return out;
  }

  /** The value encoded in all of {@code bytes}. */
  default T decode(byte[] bytes) {
    return read(bytes, 0, bytes.length);
  }
}
