package org.hbasemapper.runtime.codec;

/**
 * {@code short} in 2 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
public final class ShortKeyCodec implements KeyCodec<Short> {
  /** The shared instance. */
  public static final ShortKeyCodec INSTANCE = new ShortKeyCodec();

  private ShortKeyCodec() {}

  @Override
  public int width() {
    return 2;
  }

  @Override
  public int length(Short value) {
    return 2;
  }

  @Override
  public int write(Short value, byte[] target, int offset) {
    return writeShort(value, target, offset);
  }

  @Override
  public Short read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 2, "short");
    return readShort(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeShort(short value, byte[] target, int offset) {
    long bits = value ^ (1L << (2 * 8 - 1));
    for (int i = 2 - 1; i >= 0; i--) {
      target[offset + i] = (byte) bits;
      bits >>>= 8;
    }
    return offset + 2;
  }

  /** Reads a value written by {@link #writeShort}. */
  public static short readShort(byte[] source, int offset) {
    long bits = 0;
    for (int i = 0; i < 2; i++) {
      bits = (bits << 8) | (source[offset + i] & 0xFF);
    }
    return (short) (bits ^ (1L << (2 * 8 - 1)));
  }
}
