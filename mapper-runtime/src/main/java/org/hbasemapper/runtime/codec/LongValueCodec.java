package org.hbasemapper.runtime.codec;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code long} as {@code Bytes.toBytes(long)} writes it: 8 big-endian bytes. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class LongValueCodec implements ValueCodec<Long> {
  /** The shared instance. */
  public static final LongValueCodec INSTANCE = new LongValueCodec();

  private LongValueCodec() {}

  @Override
  public byte[] encode(Long value) {
    return encodeLong(value);
  }

  @Override
  public Long decode(byte[] value) {
    return decodeLong(value, 0, value.length);
  }

  @Override
  public Long decode(byte[] buffer, int offset, int length) {
    return decodeLong(buffer, offset, length);
  }

  /** Encodes without boxing. */
  public static byte[] encodeLong(long value) {
    return Bytes.toBytes(value);
  }

  /** Decodes without boxing; fails unless {@code length} is 8. */
  public static long decodeLong(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 8, "long");
    return Bytes.toLong(buffer, offset);
  }
}
