package org.hbasemapper.runtime.codec;

import java.util.Date;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code java.util.Date} as epoch milliseconds, {@code Bytes.toBytes(long)}. */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class DateValueCodec implements ValueCodec<Date> {
  /** The shared instance. */
  public static final DateValueCodec INSTANCE = new DateValueCodec();

  private DateValueCodec() {}

  @Override
  public byte[] encode(Date value) {
    return Bytes.toBytes(value.getTime());
  }

  @Override
  public Date decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public Date decode(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 8, "Date");
    return new Date(Bytes.toLong(buffer, offset));
  }
}
