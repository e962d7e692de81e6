package org.hbasemapper.runtime.codec;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code LocalDateTime} as 12 bytes: epoch seconds (taken at UTC, since the value has no zone) in
 * the {@code long} key layout, then the nanosecond of the second as a big-endian int. Every
 * {@code LocalDateTime} fits; stored bytes that make none (written by hand) are a {@link CodecException}.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class LocalDateTimeKeyCodec implements KeyCodec<LocalDateTime> {
  /** The shared instance. */
  public static final LocalDateTimeKeyCodec INSTANCE = new LocalDateTimeKeyCodec();

  private LocalDateTimeKeyCodec() {}

  @Override
  public int width() {
    return 12;
  }

  @Override
  public int length(LocalDateTime value) {
    return 12;
  }

  @Override
  public int write(LocalDateTime value, byte[] target, int offset) {
    int p = LongKeyCodec.writeLong(value.toEpochSecond(ZoneOffset.UTC), target, offset);
    return IntKeyCodec.writeInt(value.getNano(), target, p); // 0..999,999,999: sign flip keeps order
  }

  @Override
  public LocalDateTime read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 12, "LocalDateTime");
    return of(LongKeyCodec.readLong(source, offset), IntKeyCodec.readInt(source, offset + 8));
  }

  /**
   * The date-time {@code seconds} and {@code nanos} after the epoch at UTC, as keys and cells store it;
   * a {@link CodecException} when they make none.
   */
  static LocalDateTime of(long seconds, int nanos) {
    try {
      return LocalDateTime.ofEpochSecond(seconds, nanos, ZoneOffset.UTC);
    } catch (DateTimeException e) {
      throw CodecException.beyondType("LocalDateTime", "epoch second " + seconds + " and nanosecond " + nanos,
          LocalDateTime.MIN, LocalDateTime.MAX);
    }
  }
}
