package org.hbasemapper.runtime.filter;

import java.util.Comparator;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * A single-valued column whose values have an order, for range conditions in the Java order of the
 * values whatever the stored bytes (negative numbers, floats, BigDecimal): generated per field as a
 * constant of {@code <Entity>Query} ({@code PurchaseQuery.PRICE.greaterThan(min)}).
 *
 * @param <E> the entity type
 * @param <T> the field type
 */
public final class OrderedField<E, T> extends ColumnField<E, T> {
  OrderedField() {}

  /**
   * A column whose stored bytes sort as {@code order} says; {@code comparator} is the Java order of the
   * values ({@link ValueOrder#DECODED} compares with it). For generated code.
   */
  @Internal
  public static <E, T> OrderedField<E, T> of(String entity, String field, String family, String qualifier,
      ValueCodec<T> codec, ValueOrder order, Comparator<? super T> comparator) {
    return new OrderedField<>(); // inert until the conditions are implemented: generated query classes load it
  }

  /** Rows whose value is {@code < value}. */
  public Condition<E> lessThan(T value) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows whose value is {@code <= value}. */
  public Condition<E> lessThanOrEqual(T value) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows whose value is {@code > value}. */
  public Condition<E> greaterThan(T value) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows whose value is {@code >= value}. */
  public Condition<E> greaterThanOrEqual(T value) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Rows whose value is in {@code [from, toExclusive)}, half-open like the key ranges of queries. */
  public Condition<E> between(T from, T toExclusive) {
    throw new UnsupportedOperationException("not yet");
  }
}
