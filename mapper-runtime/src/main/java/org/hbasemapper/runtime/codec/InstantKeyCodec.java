package org.hbasemapper.runtime.codec;

import java.time.Instant;

/**
 * {@code Instant} as epoch milliseconds in the {@code long} key layout. Keys hold milliseconds,
 * HBase's own time unit: a finer instant is truncated to its millisecond.
 */
public final class InstantKeyCodec implements KeyCodec<Instant> {
  /** The shared instance. */
  public static final InstantKeyCodec INSTANCE = new InstantKeyCodec();

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
  public int write(Instant value, byte[] target, int offset) {
    return LongKeyCodec.writeLong(value.toEpochMilli(), target, offset);
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
    return LongKeyCodec.writeLong(~value.toEpochMilli(), target, offset);
  }
}
