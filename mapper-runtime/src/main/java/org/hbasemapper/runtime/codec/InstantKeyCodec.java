package org.hbasemapper.runtime.codec;

import java.time.Instant;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code Instant} as epoch milliseconds in the {@code long} key layout. Keys hold milliseconds,
 * HBase's own time unit: a finer instant is truncated to its millisecond. A long of milliseconds
 * spans about 292 million years either side of 1970, less than {@code Instant} does: an instant
 * outside ({@link Instant#MIN}, {@link Instant#MAX}) is refused with a {@link CodecException}
 * naming the range, never overflowed.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class InstantKeyCodec implements KeyCodec<Instant> {
  /** The shared instance. */
  public static final InstantKeyCodec INSTANCE = new InstantKeyCodec();

  /** The least instant a key holds. */
  static final Instant MIN = Instant.ofEpochMilli(Long.MIN_VALUE);
  /** The greatest instant a key holds (the finer instants of its millisecond store as it). */
  static final Instant MAX = Instant.ofEpochMilli(Long.MAX_VALUE);
  /** Seconds strictly between these are within the range, whatever their nanoseconds: the fast path. */
  private static final long SAFE_MIN_SECOND = MIN.getEpochSecond();
  private static final long SAFE_MAX_SECOND = MAX.getEpochSecond();

  private InstantKeyCodec() {}

  @Override
  public int width() {
    return 8;
  }

  @Override
  public int length(Instant value) {
    return 8;
  }

  @Override
  public int compareToRange(Instant value) {
    long second = value.getEpochSecond();
    if (second > SAFE_MIN_SECOND && second < SAFE_MAX_SECOND) {
      return 0;
    }
    if (value.isBefore(MIN)) {
      return -1;
    }
    // the finer instants of the last millisecond store as it
    boolean after = second > SAFE_MAX_SECOND
        || second == SAFE_MAX_SECOND && value.getNano() >= MAX.getNano() + 1_000_000;
    return after ? 1 : 0;
  }

  @Override
  public int write(Instant value, byte[] target, int offset) {
    return LongKeyCodec.writeLong(epochMilli(value), target, offset);
  }

  @Override
  public Instant read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "Instant");
    return Instant.ofEpochMilli(LongKeyCodec.readLong(source, offset));
  }

  @Override
  public Instant readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "Instant");
    return Instant.ofEpochMilli(~LongKeyCodec.readLong(source, offset));
  }

  @Override
  public int writeInverted(Instant value, byte[] target, int offset) {
    return LongKeyCodec.writeLong(~epochMilli(value), target, offset);
  }

  /** The epoch millisecond of {@code value}; a {@link CodecException} when a long cannot hold it. */
  private long epochMilli(Instant value) {
    if (compareToRange(value) != 0) {
      throw CodecException.outOfRange("Instant", value, MIN, MAX, "epoch milliseconds in a long");
    }
    return value.toEpochMilli();
  }
}
