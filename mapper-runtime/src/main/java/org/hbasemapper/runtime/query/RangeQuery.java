package org.hbasemapper.runtime.query;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * A query after a range (or after the last key component): no further key component can narrow it,
 * only modifiers and terminal operations remain.
 *
 * @param <E> the entity type
 */
@Api
public final class RangeQuery<E> extends KeyQuery<E, RangeQuery<E>> {

  /** A query over {@code state}. */
  @LimitedPrivate("mapper-dynamic")
  public RangeQuery(QueryState<E> state) {
    super(state);
  }

  @Override
  @Internal
  protected RangeQuery<E> with(QueryState<E> state) {
    return new RangeQuery<>(state);
  }
}
