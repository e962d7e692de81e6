package org.hbasemapper.runtime.codec;

import java.math.BigDecimal;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code BigDecimal} as {@code Bytes.toBytes(BigDecimal)} writes it: the scale as a 4-byte int,
 * then the unscaled value's two's-complement bytes. Exact: scale and precision survive.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class BigDecimalValueCodec implements ValueCodec<BigDecimal> {
  /** The shared instance. */
  public static final BigDecimalValueCodec INSTANCE = new BigDecimalValueCodec();

  private BigDecimalValueCodec() {}

  @Override
  public byte[] encode(BigDecimal value) {
    return Bytes.toBytes(value);
  }

  @Override
  public BigDecimal decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public BigDecimal decode(byte[] buffer, int offset, int length) {
    if (length < 5) {
      throw new CodecException("expected at least 5 bytes for BigDecimal, found " + length);
    }
    return Bytes.toBigDecimal(buffer, offset, length);
  }
}
