package org.hbasemapper.runtime.filter;

import java.util.List;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.jspecify.annotations.NullUnmarked;

/**
 * What a write needs of a field constant ({@code StockQuery.QUANTITY}): its entity, field, cell,
 * former qualifiers and codec, which the constant keeps to itself so that users see conditions only.
 */
@Internal
@NullUnmarked
public final class FieldCells {
  private FieldCells() {}

  /** The simple name of the entity the field belongs to. */
  public static String entity(ColumnField<?, ?> field) {
    return field.entity;
  }

  /** The field's name. */
  public static String field(ColumnField<?, ?> field) {
    return field.field;
  }

  /** The family and qualifier of the field's cell, then those of its former cells, newest first. */
  public static List<byte[][]> columns(ColumnField<?, ?> field) {
    return field.columns;
  }

  /** The codec of the field's values. */
  public static <T> ValueCodec<T> codec(ColumnField<?, T> field) {
    return field.codec;
  }

  /**
   * {@code value} as the field's codec encodes it.
   *
   * @throws org.hbasemapper.runtime.codec.CodecException when the codec cannot hold it
   */
  public static <T> byte[] encode(ColumnField<?, T> field, T value) {
    return field.codec.encode(value);
  }
}
