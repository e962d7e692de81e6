package org.hbasemapper.runtime.codec;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code short} as {@code Bytes.toBytes(short)} writes it: 2 big-endian bytes. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class ShortValueCodec implements ValueCodec<Short> {
  /** The shared instance. */
  public static final ShortValueCodec INSTANCE = new ShortValueCodec();

  private ShortValueCodec() {}

  @Override
  public byte[] encode(Short value) {
    return encodeShort(value);
  }

  @Override
  public Short decode(byte[] value) {
    return decodeShort(value, 0, value.length);
  }

  @Override
  public Short decode(byte[] buffer, int offset, int length) {
    return decodeShort(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeShort(short value) {
    return Bytes.toBytes(value);
  }

  /** Decodes without boxing; fails unless {@code length} is 2. */
  public static short decodeShort(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 2, "short");
    return Bytes.toShort(buffer, offset);
  }
}
