package org.hbasemapper.runtime.query;

/**
 * A query after a range (or after the last key component): no further key component can narrow it,
 * only modifiers and terminal operations remain.
 *
 * @param <E> the entity type
 */
public final class RangeQuery<E> extends KeyQuery<E, RangeQuery<E>> {

  /** A query over {@code state}. */
  public RangeQuery(QueryState<E> state) {
    super(state);
  }

  @Override
  protected RangeQuery<E> with(QueryState<E> state) {
    return new RangeQuery<>(state);
  }
}
