package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code boolean} as one byte, 0 or 1: false sorts first. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class BooleanKeyCodec implements KeyCodec<Boolean> {
  /** The shared instance. */
  public static final BooleanKeyCodec INSTANCE = new BooleanKeyCodec();

  private BooleanKeyCodec() {}

  @Override
  public int width() {
    return 1;
  }

  @Override
  public int length(Boolean value) {
    return 1;
  }

  @Override
  public int write(Boolean value, byte[] target, int offset) {
    target[offset] = (byte) (value ? 1 : 0);
    return offset + 1;
  }

  @Override
  public Boolean read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 1, "boolean");
    byte b = source[offset];
    if (b != 0 && b != 1) {
      throw new CodecException("expected 0x00 or 0x01 for boolean, found 0x"
          + Integer.toHexString(b & 0xFF));
    }
    return b == 1;
  }
}
