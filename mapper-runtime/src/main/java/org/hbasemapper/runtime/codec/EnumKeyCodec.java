package org.hbasemapper.runtime.codec;

import java.util.HashMap;
import java.util.Map;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * An enum as its constant name in UTF-8, so that reordering or inserting constants never changes
 * stored keys. Keys sort by name, not by ordinal. An unknown stored name is an error, never null.
 *
 * @param <E> the enum type
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class EnumKeyCodec<E extends Enum<E>> implements KeyCodec<E> {
  private final Class<E> type;
  private final Map<String, E> byName = new HashMap<>();

  /** A codec for the constants of {@code type}. */
  public EnumKeyCodec(Class<E> type) {
    this.type = type;
    for (E constant : type.getEnumConstants()) {
      byName.put(constant.name(), constant);
    }
  }

  @Override
  public int width() {
    return 0;
  }

  @Override
  public int length(E value) {
    return Utf8.length(value.name());
  }

  @Override
  public int write(E value, byte[] target, int offset) {
    return Utf8.write(value.name(), target, offset);
  }

  @Override
  public E read(byte[] source, int offset, int length) {
    return EnumValueCodec.lookup(type, byName, Utf8.decode(source, offset, length));
  }
}
