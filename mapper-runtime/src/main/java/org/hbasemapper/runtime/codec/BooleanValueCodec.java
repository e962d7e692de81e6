package org.hbasemapper.runtime.codec;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code boolean} as {@code Bytes.toBytes(boolean)} writes it: one byte, 0xFF for true, 0 for false. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class BooleanValueCodec implements ValueCodec<Boolean> {
  /** The shared instance. */
  public static final BooleanValueCodec INSTANCE = new BooleanValueCodec();

  private BooleanValueCodec() {}

  @Override
  public byte[] encode(Boolean value) {
    return encodeBoolean(value);
  }

  @Override
  public Boolean decode(byte[] value) {
    return decodeBoolean(value, 0, value.length);
  }

  @Override
  public Boolean decode(byte[] buffer, int offset, int length) {
    return decodeBoolean(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeBoolean(boolean value) {
    return Bytes.toBytes(value);
  }

  /** Decodes without boxing: any non-zero byte is true, as {@code Bytes.toBoolean} reads it. */
  public static boolean decodeBoolean(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 1, "boolean");
    return buffer[offset] != 0;
  }
}
