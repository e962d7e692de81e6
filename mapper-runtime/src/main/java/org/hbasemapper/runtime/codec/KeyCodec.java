package org.hbasemapper.runtime.codec;

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
public interface KeyCodec<T> {

  /** The natural width in bytes, or 0 when encodings vary in length (strings, byte arrays). */
  int width();

  /** The number of bytes {@link #write} writes for {@code value}. */
  int length(T value);

  /** Writes {@code value} at {@code offset} of {@code target}; returns the offset after it. */
  int write(T value, byte[] target, int offset);

  /** The value encoded in {@code length} bytes of {@code source} from {@code offset}. */
  T read(byte[] source, int offset, int length);

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
