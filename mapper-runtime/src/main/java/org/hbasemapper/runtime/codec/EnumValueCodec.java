package org.hbasemapper.runtime.codec;

import java.util.HashMap;
import java.util.Map;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * An enum as its constant name in UTF-8 (never the ordinal, so reordering constants cannot corrupt
 * stored data). A stored name the enum does not have is an error that names the known constants.
 *
 * @param <E> the enum type
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class EnumValueCodec<E extends Enum<E>> implements ValueCodec<E> {
  private final Class<E> type;
  private final Map<String, E> byName = new HashMap<>();
  private final Map<E, byte[]> encoded = new HashMap<>();

  /** A codec for the constants of {@code type}. */
  public EnumValueCodec(Class<E> type) {
    this.type = type;
    for (E constant : type.getEnumConstants()) {
      byName.put(constant.name(), constant);
      encoded.put(constant, Utf8.encode(constant.name()));
    }
  }

  @Override
  public byte[] encode(E value) {
    return encoded.get(value).clone();
  }

  @Override
  public E decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public E decode(byte[] buffer, int offset, int length) {
    return lookup(type, byName, Utf8.decode(buffer, offset, length));
  }

  static <E extends Enum<E>> E lookup(Class<E> type, Map<String, E> byName, String name) {
    E constant = byName.get(name);
    if (constant == null) {
      throw new CodecException("unknown constant '" + name + "' of enum " + type.getSimpleName()
          + " (known: " + String.join(", ", byName.keySet().stream().sorted().toList()) + ")");
    }
    return constant;
  }
}
