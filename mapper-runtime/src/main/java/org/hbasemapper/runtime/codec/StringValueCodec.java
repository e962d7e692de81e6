package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/** {@code String} as UTF-8, as {@code Bytes.toBytes(String)} writes it; unpaired surrogates are rejected. */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class StringValueCodec implements ValueCodec<String> {
  /** The shared instance. */
  public static final StringValueCodec INSTANCE = new StringValueCodec();

  private StringValueCodec() {}

  @Override
  public byte[] encode(String value) {
    return Utf8.encode(value);
  }

  @Override
  public String decode(byte[] value) {
    return Utf8.decode(value, 0, value.length);
  }

  @Override
  public String decode(byte[] buffer, int offset, int length) {
    return Utf8.decode(buffer, offset, length);
  }
}
