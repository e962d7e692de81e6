package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code byte} as one byte. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class ByteValueCodec implements ValueCodec<Byte> {
  /** The shared instance. */
  public static final ByteValueCodec INSTANCE = new ByteValueCodec();

  private ByteValueCodec() {}

  @Override
  public byte[] encode(Byte value) {
    return encodeByte(value);
  }

  @Override
  public Byte decode(byte[] value) {
    return decodeByte(value, 0, value.length);
  }

  @Override
  public Byte decode(byte[] buffer, int offset, int length) {
    return decodeByte(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeByte(byte value) {
    return new byte[] {value};
  }

  /** Decodes without boxing; fails unless {@code length} is 1. */
  public static byte decodeByte(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 1, "byte");
    return buffer[offset];
  }
}
