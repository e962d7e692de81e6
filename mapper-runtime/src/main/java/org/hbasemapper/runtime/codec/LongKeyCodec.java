package org.hbasemapper.runtime.codec;

/**
 * {@code long} in 8 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
public final class LongKeyCodec implements KeyCodec<Long> {
  /** The shared instance. */
  public static final LongKeyCodec INSTANCE = new LongKeyCodec();

  private LongKeyCodec() {}

  @Override
  public int width() {
    return 8;
  }

  @Override
  public int length(Long value) {
    return 8;
  }

  @Override
  public int write(Long value, byte[] target, int offset) {
    return writeLong(value, target, offset);
  }

  @Override
  public Long read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "long");
    return readLong(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeLong(long value, byte[] target, int offset) {
    long bits = value ^ (1L << (8 * 8 - 1));
    for (int i = 8 - 1; i >= 0; i--) {
      target[offset + i] = (byte) bits;
      bits >>>= 8;
    }
    return offset + 8;
  }

  /** Reads a value written by {@link #writeLong}. */
  public static long readLong(byte[] source, int offset) {
    long bits = 0;
    for (int i = 0; i < 8; i++) {
      bits = (bits << 8) | (source[offset + i] & 0xFF);
    }
    return bits ^ Long.MIN_VALUE;
  }
}
