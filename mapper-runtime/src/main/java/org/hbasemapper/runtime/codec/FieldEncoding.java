package org.hbasemapper.runtime.codec;

import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;


/**
 * A field's values through its codec, for a {@code Put}: a null where HBase cannot store one, or a
 * codec that fails, is an {@link IllegalArgumentException} naming entity, field and table. One
 * place for generated mappers (through {@code MapperSupport}) and wide rows, which encode the
 * entries of the same dynamic families. The names are passed apart and joined only on failure, as
 * these run once per cell written.
 */
@Internal
@NullUnmarked
public final class FieldEncoding {
  private FieldEncoding() {}

  /** {@code value} of {@code entity.field} (table {@code table}) encoded by {@code codec}. */
  public static <V> byte[] value(ValueCodec<V> codec, V value, String entity, String field, String table) {
    try {
      return codec.encode(value);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(where(entity, field, table) + ": " + e.getMessage(), e);
    }
  }

  /** The qualifier of map key {@code key} of the dynamic field {@code entity.field}. */
  public static <K> byte[] qualifier(KeyCodec<K> codec, K key, String entity, String field, String table) {
    if (key == null) {
      throw new IllegalArgumentException(where(entity, field, table)
          + " has a null map key; qualifiers cannot be null");
    }
    try {
      return codec.encode(key);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(where(entity, field, table) + ", key " + key + ": " + e.getMessage(), e);
    }
  }

  /** The cell value of the entry {@code key -> value} of the dynamic field {@code entity.field}; null is refused. */
  public static <V> byte[] mapValue(ValueCodec<V> codec, Object key, V value, String entity, String field,
      String table) {
    if (value == null) {
      throw new IllegalArgumentException(where(entity, field, table) + " maps key " + key
          + " to null; HBase stores no nulls: remove the entry instead");
    }
    return value(codec, value, entity, field, table);
  }

  /** {@code Entity.field (table t)}, as messages name a field. */
  public static String where(String entity, String field, String table) {
    return entity + "." + field + " (table " + table + ")";
  }
}
