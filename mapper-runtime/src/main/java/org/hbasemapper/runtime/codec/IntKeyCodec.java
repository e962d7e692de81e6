package org.hbasemapper.runtime.codec;

/**
 * {@code int} in 4 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
public final class IntKeyCodec implements KeyCodec<Integer> {
  /** The shared instance. */
  public static final IntKeyCodec INSTANCE = new IntKeyCodec();

  private IntKeyCodec() {}

  @Override
  public int width() {
    return 4;
  }

  @Override
  public int length(Integer value) {
    return 4;
  }

  @Override
  public int write(Integer value, byte[] target, int offset) {
    return writeInt(value, target, offset);
  }

  @Override
  public Integer read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 4, "int");
    return readInt(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeInt(int value, byte[] target, int offset) {
    long bits = value ^ (1L << (4 * 8 - 1));
    for (int i = 4 - 1; i >= 0; i--) {
      target[offset + i] = (byte) bits;
      bits >>>= 8;
    }
    return offset + 4;
  }

  /** Reads a value written by {@link #writeInt}. */
  public static int readInt(byte[] source, int offset) {
    long bits = 0;
    for (int i = 0; i < 4; i++) {
      bits = (bits << 8) | (source[offset + i] & 0xFF);
    }
    return (int) (bits ^ (1L << (4 * 8 - 1)));
  }
}
