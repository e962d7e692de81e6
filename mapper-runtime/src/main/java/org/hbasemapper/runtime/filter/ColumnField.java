package org.hbasemapper.runtime.filter;

import java.util.Collection;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * A single-valued column of entity {@code E} holding values of type {@code T}, for conditions that
 * compare equal: generated per field as a constant of {@code <Entity>Query}
 * ({@code PurchaseQuery.STATUS.equalTo(Status.PAID)}). Fields whose values have an order are
 * {@link OrderedField}s.
 *
 * @param <E> the entity type
 * @param <T> the field type
 */
public class ColumnField<E, T> {
  ColumnField() {}

  /** A column compared by its encoded bytes; for generated code. */
  @Internal
  public static <E, T> ColumnField<E, T> of(String entity, String field, String family, String qualifier,
      ValueCodec<T> codec) {
    return new ColumnField<>(); // inert until the conditions are implemented: generated query classes load it
  }

  /** Rows whose cell holds {@code value}. */
  public Condition<E> equalTo(T value) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows whose cell holds another value than {@code value} (rows without the cell do not match). */
  public Condition<E> notEqualTo(T value) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows whose cell holds one of {@code values}. */
  public Condition<E> in(Collection<? extends T> values) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows without the cell (the field was null when written). */
  public Condition<E> isNull() {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows with the cell. */
  public Condition<E> isNotNull() {
    throw new UnsupportedOperationException("not yet");
  }
}
