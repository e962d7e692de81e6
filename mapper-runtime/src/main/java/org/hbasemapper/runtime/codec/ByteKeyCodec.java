package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code byte} in 1 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class ByteKeyCodec implements KeyCodec<Byte> {
  /** The shared instance. */
  public static final ByteKeyCodec INSTANCE = new ByteKeyCodec();

  private ByteKeyCodec() {}

  @Override
  public int width() {
    return 1;
  }

  @Override
  public int length(Byte value) {
    return 1;
  }

  @Override
  public int write(Byte value, byte[] target, int offset) {
    return writeByte(value, target, offset);
  }

  @Override
  public Byte read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 1, "byte");
    return readByte(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeByte(byte value, byte[] target, int offset) {
    long bits = value ^ (1L << (1 * 8 - 1));
    for (int i = 1 - 1; i >= 0; i--) {
      target[offset + i] = (byte) bits;
      bits >>>= 8;
    }
    return offset + 1;
  }

  /** Reads a value written by {@link #writeByte}. */
  public static byte readByte(byte[] source, int offset) {
    long bits = 0;
    for (int i = 0; i < 1; i++) {
      bits = (bits << 8) | (source[offset + i] & 0xFF);
    }
    return (byte) (bits ^ (1L << (1 * 8 - 1)));
  }

  @Override
  public Byte readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 1, "byte");
    return (byte) ~readByte(source, offset);
  }

  @Override
  public int writeInverted(Byte value, byte[] target, int offset) {
    return writeByte((byte) ~value, target, offset);
  }
}
