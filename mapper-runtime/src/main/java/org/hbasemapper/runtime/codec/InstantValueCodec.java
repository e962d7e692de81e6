package org.hbasemapper.runtime.codec;

import java.time.DateTimeException;
import java.time.Instant;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code Instant} as epoch milliseconds in 8 bytes ({@code Bytes.toBytes(long)}, what the shell and
 * other tools expect) when it is a whole millisecond; a finer instant takes 12 bytes, epoch seconds
 * then nanoseconds, so that nothing is lost. An instant before or after the milliseconds a long holds
 * (about 292 million years either side of 1970) takes the 12-byte form too: every {@code Instant} fits.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class InstantValueCodec implements ValueCodec<Instant> {
  /** The shared instance. */
  public static final InstantValueCodec INSTANCE = new InstantValueCodec();

  private InstantValueCodec() {}

  @Override
  public byte[] encode(Instant value) {
    if (value.getNano() % 1_000_000 == 0 && InstantKeyCodec.INSTANCE.compareToRange(value) == 0) {
      return Bytes.toBytes(value.toEpochMilli());
    }
    byte[] out = new byte[12];
    Bytes.putLong(out, 0, value.getEpochSecond());
    Bytes.putInt(out, 8, value.getNano());
    return out;
  }

  @Override
  public Instant decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public Instant decode(byte[] buffer, int offset, int length) {
    if (length == 8) {
      return Instant.ofEpochMilli(Bytes.toLong(buffer, offset));
    }
    if (length == 12) {
      return of(Bytes.toLong(buffer, offset), Bytes.toInt(buffer, offset + 8));
    }
    throw new CodecException("expected 8 or 12 bytes for Instant, found " + length);
  }

  /** The instant of the 12-byte form; a {@link CodecException} when the stored fields make none. */
  private static Instant of(long seconds, int nanos) {
    // Instant.ofEpochSecond would carry a nanosecond field out of 0..999,999,999 into the seconds
    if (nanos >= 0 && nanos < 1_000_000_000) {
      try {
        return Instant.ofEpochSecond(seconds, nanos);
      } catch (DateTimeException e) {
        // reported below
      }
    }
    throw CodecException.beyondType("Instant", "epoch second " + seconds + " and nanosecond " + nanos, Instant.MIN,
        Instant.MAX);
  }
}
