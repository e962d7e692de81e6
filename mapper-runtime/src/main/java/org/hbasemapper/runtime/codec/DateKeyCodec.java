package org.hbasemapper.runtime.codec;

import java.util.Date;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code java.util.Date} as epoch milliseconds in the {@code long} key layout. */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class DateKeyCodec implements KeyCodec<Date> {
  /** The shared instance. */
  public static final DateKeyCodec INSTANCE = new DateKeyCodec();

  private DateKeyCodec() {}

  @Override
  public int width() {
    return 8;
  }

  @Override
  public int length(Date value) {
    return 8;
  }

  @Override
  public int write(Date value, byte[] target, int offset) {
    return LongKeyCodec.writeLong(value.getTime(), target, offset);
  }

  @Override
  public Date read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "Date");
    return new Date(LongKeyCodec.readLong(source, offset));
  }

  @Override
  public Date readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "Date");
    return new Date(~LongKeyCodec.readLong(source, offset));
  }

  @Override
  public int writeInverted(Date value, byte[] target, int offset) {
    return LongKeyCodec.writeLong(~value.getTime(), target, offset);
  }
}
