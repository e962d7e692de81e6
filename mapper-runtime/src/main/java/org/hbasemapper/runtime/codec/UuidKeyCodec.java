package org.hbasemapper.runtime.codec;

import java.util.UUID;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code UUID} as 16 bytes, most significant first. Keys sort as unsigned 128-bit numbers (the order
 * of the canonical string form), which differs from {@link UUID#compareTo}'s signed comparison.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class UuidKeyCodec implements KeyCodec<UUID> {
  /** The shared instance. */
  public static final UuidKeyCodec INSTANCE = new UuidKeyCodec();

  private UuidKeyCodec() {}

  @Override
  public int width() {
    return 16;
  }

  @Override
  public int length(UUID value) {
    return 16;
  }

  @Override
  public int write(UUID value, byte[] target, int offset) {
    // writeLong flips the sign bit; flipping it first leaves the plain big-endian bits
    int p = LongKeyCodec.writeLong(value.getMostSignificantBits() ^ Long.MIN_VALUE, target, offset);
    return LongKeyCodec.writeLong(value.getLeastSignificantBits() ^ Long.MIN_VALUE, target, p);
  }

  @Override
  public UUID read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 16, "UUID");
    return new UUID(
        LongKeyCodec.readLong(source, offset) ^ Long.MIN_VALUE,
        LongKeyCodec.readLong(source, offset + 8) ^ Long.MIN_VALUE);
  }
}
