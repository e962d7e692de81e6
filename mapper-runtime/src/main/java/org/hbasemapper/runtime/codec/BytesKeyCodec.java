package org.hbasemapper.runtime.codec;

import java.util.Arrays;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code byte[]} as is: keys sort by unsigned lexicographic byte order. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class BytesKeyCodec implements KeyCodec<byte[]> {
  /** The shared instance. */
  public static final BytesKeyCodec INSTANCE = new BytesKeyCodec();

  private BytesKeyCodec() {}

  @Override
  public int width() {
    return 0;
  }

  @Override
  public int length(byte[] value) {
    return value.length;
  }

  @Override
  public int write(byte[] value, byte[] target, int offset) {
    System.arraycopy(value, 0, target, offset, value.length);
    return offset + value.length;
  }

  @Override
  public byte[] read(byte[] source, int offset, int length) {
    return Arrays.copyOfRange(source, offset, offset + length);
  }
}
