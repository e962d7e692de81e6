package org.hbasemapper.runtime.codec;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code int} as {@code Bytes.toBytes(int)} writes it: 4 big-endian bytes. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class IntValueCodec implements ValueCodec<Integer> {
  /** The shared instance. */
  public static final IntValueCodec INSTANCE = new IntValueCodec();

  private IntValueCodec() {}

  @Override
  public byte[] encode(Integer value) {
    return encodeInt(value);
  }

  @Override
  public Integer decode(byte[] value) {
    return decodeInt(value, 0, value.length);
  }

  @Override
  public Integer decode(byte[] buffer, int offset, int length) {
    return decodeInt(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeInt(int value) {
    return Bytes.toBytes(value);
  }

  /** Decodes without boxing; fails unless {@code length} is 4. */
  public static int decodeInt(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 4, "int");
    return Bytes.toInt(buffer, offset);
  }
}
