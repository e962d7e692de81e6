package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code String} as UTF-8, which sorts by Unicode code point (the same as {@link String#compareTo}
 * except between characters above U+FFFF and U+E000..U+FFFF). Unpaired surrogates are rejected, and
 * so are stored bytes that are not well-formed UTF-8: a key read with a replacement character would
 * not find its row again.
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class StringKeyCodec implements KeyCodec<String> {
  /** The shared instance. */
  public static final StringKeyCodec INSTANCE = new StringKeyCodec();

  private StringKeyCodec() {}

  @Override
  public int width() {
    return 0;
  }

  @Override
  public int length(String value) {
    return Utf8.length(value);
  }

  @Override
  public int write(String value, byte[] target, int offset) {
    return Utf8.write(value, target, offset);
  }

  @Override
  public byte[] encode(String value) {
    return Utf8.encode(value);
  }

  @Override
  public String read(byte[] source, int offset, int length) {
    return Utf8.decodeExact(source, offset, length);
  }
}
