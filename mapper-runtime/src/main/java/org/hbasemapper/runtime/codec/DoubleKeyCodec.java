package org.hbasemapper.runtime.codec;

/**
 * {@code double} as its IEEE bits, negatives with every bit inverted and the rest with the sign bit
 * flipped: byte order is {@link Double#compare} order (-0.0 before 0.0, NaN after +Infinity). NaN
 * is stored in its canonical form.
 */
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

  /** Reads a value written by {@link #writeDouble}. */
  public static double readDouble(byte[] source, int offset) {
    long bits = LongKeyCodec.readLong(source, offset) ^ Long.MIN_VALUE;
    bits ^= bits < 0 ? Long.MIN_VALUE : -1L;
    return Double.longBitsToDouble(bits);
  }
}
