package org.hbasemapper.runtime.codec;

import java.util.Arrays;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code byte[]} as is; decoding copies, so the entity never shares HBase's buffers. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class BytesValueCodec implements ValueCodec<byte[]> {
  /** The shared instance. */
  public static final BytesValueCodec INSTANCE = new BytesValueCodec();

  private BytesValueCodec() {}

  @Override
  public byte[] encode(byte[] value) {
    return value.clone();
  }

  @Override
  public byte[] decode(byte[] value) {
    return value.clone();
  }

  @Override
  public byte[] decode(byte[] buffer, int offset, int length) {
    return Arrays.copyOfRange(buffer, offset, offset + length);
  }
}
