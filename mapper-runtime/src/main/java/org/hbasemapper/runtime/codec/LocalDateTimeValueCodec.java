package org.hbasemapper.runtime.codec;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code LocalDateTime} as 12 bytes: epoch seconds taken at UTC ({@code Bytes.toBytes(long)}), then
 * the nanosecond of the second ({@code Bytes.toBytes(int)}). Every {@code LocalDateTime} fits.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class LocalDateTimeValueCodec implements ValueCodec<LocalDateTime> {
  /** The shared instance. */
  public static final LocalDateTimeValueCodec INSTANCE = new LocalDateTimeValueCodec();

  private LocalDateTimeValueCodec() {}

  @Override
  public byte[] encode(LocalDateTime value) {
    byte[] out = new byte[12];
    Bytes.putLong(out, 0, value.toEpochSecond(ZoneOffset.UTC));
    Bytes.putInt(out, 8, value.getNano());
    return out;
  }

  @Override
  public LocalDateTime decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public LocalDateTime decode(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 12, "LocalDateTime");
    return LocalDateTimeKeyCodec.of(Bytes.toLong(buffer, offset), Bytes.toInt(buffer, offset + 8));
  }
}
