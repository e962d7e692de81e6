package org.hbasemapper.runtime.codec;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code float} as {@code Bytes.toBytes(float)} writes it: 4 big-endian bytes. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class FloatValueCodec implements ValueCodec<Float> {
  /** The shared instance. */
  public static final FloatValueCodec INSTANCE = new FloatValueCodec();

  private FloatValueCodec() {}

  @Override
  public byte[] encode(Float value) {
    return encodeFloat(value);
  }

  @Override
  public Float decode(byte[] value) {
    return decodeFloat(value, 0, value.length);
  }

  @Override
  public Float decode(byte[] buffer, int offset, int length) {
    return decodeFloat(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeFloat(float value) {
    return Bytes.toBytes(value);
  }

  /** Decodes without boxing; fails unless {@code length} is 4. */
  public static float decodeFloat(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 4, "float");
    return Bytes.toFloat(buffer, offset);
  }
}
