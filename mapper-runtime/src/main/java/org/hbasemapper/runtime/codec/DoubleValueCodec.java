package org.hbasemapper.runtime.codec;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code double} as {@code Bytes.toBytes(double)} writes it: 8 big-endian bytes. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class DoubleValueCodec implements ValueCodec<Double> {
  /** The shared instance. */
  public static final DoubleValueCodec INSTANCE = new DoubleValueCodec();

  private DoubleValueCodec() {}

  @Override
  public byte[] encode(Double value) {
    return encodeDouble(value);
  }

  @Override
  public Double decode(byte[] value) {
    return decodeDouble(value, 0, value.length);
  }

  @Override
  public Double decode(byte[] buffer, int offset, int length) {
    return decodeDouble(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeDouble(double value) {
    return Bytes.toBytes(value);
  }

  /** Decodes without boxing; fails unless {@code length} is 8. */
  public static double decodeDouble(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 8, "double");
    return Bytes.toDouble(buffer, offset);
  }
}
