package org.hbasemapper.dynamic;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.hbasemapper.annotations.audience.Api;

/**
 * The row-key components of an entity mapped at run time, in key order: what a generated mapper's
 * {@code <Entity>Mapper.Key} record holds, without a type of its own per entity. Each component has
 * the Java type of its {@code @RowKey} field (boxed for a primitive); the mapper checks the count and
 * the types when it encodes a key, and names the component that does not fit.
 *
 * <pre>{@code
 * Optional<Sale> sale = sales.get(Key.of("u0000042", time, "p-1"));
 * }</pre>
 *
 * <p>Immutable; equal when the components are (byte arrays by content).
 */
@Api
public final class Key {
  private final Object[] components;
  private final List<String> names;

  private Key(Object[] components, List<String> names) {
    this.components = components;
    this.names = names;
  }

  /** The key with {@code components}, in key order: {@code Key.of(userId, time, productId)}. */
  public static Key of(Object... components) {
    return new Key(components.clone(), null);
  }

  /** The key {@code decodeKey} reads, with the names of its components for {@link #toString()}. */
  static Key named(Object[] components, List<String> names) {
    return new Key(components, names);
  }

  /** The components as given (the array itself, for the mapper: never changed). */
  Object[] values() {
    return components;
  }

  /** The number of components. */
  public int size() {
    return components.length;
  }

  /** Component {@code index} (0 for the first). */
  public Object get(int index) {
    return components[index];
  }

  /** The components, in key order. */
  public List<Object> components() {
    return Collections.unmodifiableList(Arrays.asList(components));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Key other && Arrays.deepEquals(components, other.components);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(components);
  }

  /**
   * {@code Key[userId="u1", time=2026-03-01T00:00:00Z]} when read from a row key, else {@code Key["u1", ...]}:
   * strings quoted, so that {@code "1"} and {@code 1} read apart.
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Key[");
    for (int i = 0; i < components.length; i++) {
      if (i > 0) {
        out.append(", ");
      }
      if (names != null) {
        out.append(names.get(i)).append('=');
      }
      out.append(show(components[i]));
    }
    return out.append(']').toString();
  }

  /** A component as messages show it: a string in quotes, a byte array by its bytes, anything else as itself. */
  static String show(Object component) {
    return component instanceof String s ? '"' + s + '"'
        : component instanceof byte[] b ? Arrays.toString(b) : String.valueOf(component);
  }
}
