package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code float} as its IEEE bits, negatives with every bit inverted and the rest with the sign bit
 * flipped: byte order is {@link Float#compare} order (-0.0 before 0.0, NaN after +Infinity).
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class FloatKeyCodec implements KeyCodec<Float> {
  /** The shared instance. */
  public static final FloatKeyCodec INSTANCE = new FloatKeyCodec();

  private FloatKeyCodec() {}

  @Override
  public int width() {
    return 4;
  }

  @Override
  public int length(Float value) {
    return 4;
  }

  @Override
  public int write(Float value, byte[] target, int offset) {
    return writeFloat(value, target, offset);
  }

  @Override
  public Float read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 4, "float");
    return readFloat(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeFloat(float value, byte[] target, int offset) {
    int bits = Float.floatToIntBits(value);
    bits ^= (bits >> 31) | Integer.MIN_VALUE;
    return IntKeyCodec.writeInt(bits ^ Integer.MIN_VALUE, target, offset);
  }

  /**
   * Reads a value written by {@link #writeFloat}; a {@link CodecException} for a NaN other than the
   * canonical one, which no write produces.
   */
  public static float readFloat(byte[] source, int offset) {
    int bits = IntKeyCodec.readInt(source, offset) ^ Integer.MIN_VALUE;
    bits ^= bits < 0 ? Integer.MIN_VALUE : -1;
    float value = Float.intBitsToFloat(bits);
    if (value != value && bits != 0x7fc00000) {
      // a key never holds another NaN: read as the canonical one, it would not find its row again
      throw new CodecException("stored float is a NaN other than the canonical one a key holds (0x"
          + Integer.toHexString(bits) + ")");
    }
    return value;
  }
}
