package org.hbasemapper.runtime.codec;

import java.util.UUID;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code UUID} as 16 bytes, most significant first. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class UuidValueCodec implements ValueCodec<UUID> {
  /** The shared instance. */
  public static final UuidValueCodec INSTANCE = new UuidValueCodec();

  private UuidValueCodec() {}

  @Override
  public byte[] encode(UUID value) {
    byte[] out = new byte[16];
    Bytes.putLong(out, 0, value.getMostSignificantBits());
    Bytes.putLong(out, 8, value.getLeastSignificantBits());
    return out;
  }

  @Override
  public UUID decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public UUID decode(byte[] buffer, int offset, int length) {
    CodecException.requireLength(length, 16, "UUID");
    return new UUID(Bytes.toLong(buffer, offset), Bytes.toLong(buffer, offset + 8));
  }
}
