package org.hbasemapper.runtime.codec;

import java.time.LocalDate;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code LocalDate} as its epoch day, {@code Bytes.toBytes(int)}: dates from -5877641-06-23 to
 * +5881580-07-11, as in keys; others are refused with a {@link CodecException} naming the range.
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class LocalDateValueCodec implements ValueCodec<LocalDate> {
  /** The shared instance. */
  public static final LocalDateValueCodec INSTANCE = new LocalDateValueCodec();

  private LocalDateValueCodec() {}

  @Override
  public byte[] encode(LocalDate value) {
    return Bytes.toBytes(LocalDateKeyCodec.epochDay(value));
  }

  @Override
  public LocalDate decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public LocalDate decode(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 4, "LocalDate");
    return LocalDate.ofEpochDay(Bytes.toInt(buffer, offset));
  }
}
