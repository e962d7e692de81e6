package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code double} as its IEEE bits, negatives with every bit inverted and the rest with the sign bit
 * flipped: byte order is {@link Double#compare} order (-0.0 before 0.0, NaN after +Infinity). NaN
 * is stored in its canonical form.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class DoubleKeyCodec implements KeyCodec<Double> {
  /** The shared instance. */
  public static final DoubleKeyCodec INSTANCE = new DoubleKeyCodec();

  private DoubleKeyCodec() {}

  @Override
  public int width() {
    return 8;
  }

  @Override
  public int length(Double value) {
    return 8;
  }

  @Override
  public int write(Double value, byte[] target, int offset) {
    return writeDouble(value, target, offset);
  }

  @Override
  public Double read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "double");
    return readDouble(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeDouble(double value, byte[] target, int offset) {
    long bits = Double.doubleToLongBits(value);
    bits ^= (bits >> 63) | Long.MIN_VALUE;
    return LongKeyCodec.writeLong(bits ^ Long.MIN_VALUE, target, offset);
  }

  /**
   * Reads a value written by {@link #writeDouble}; a {@link CodecException} for a NaN other than the
   * canonical one, which no write produces.
   */
  public static double readDouble(byte[] source, int offset) {
    long bits = LongKeyCodec.readLong(source, offset) ^ Long.MIN_VALUE;
    bits ^= bits < 0 ? Long.MIN_VALUE : -1L;
    double value = Double.longBitsToDouble(bits);
    if (value != value && bits != 0x7ff8000000000000L) {
      // a key never holds another NaN: read as the canonical one, it would not find its row again
      throw new CodecException("stored double is a NaN other than the canonical one a key holds (0x"
          + Long.toHexString(bits) + ")");
    }
    return value;
  }
}
