package org.hbasemapper.runtime.query;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * An asynchronous query after a range (or after the last key component): only modifiers and
 * terminal operations remain.
 *
 * @param <E> the entity type
 */
@Api
public final class AsyncRangeQuery<E> extends AsyncKeyQuery<E, AsyncRangeQuery<E>> {

  /** A query over {@code state}. */
  @Internal
  public AsyncRangeQuery(QueryState<E> state) {
    super(state);
  }

  @Override
  @Internal
  protected AsyncRangeQuery<E> with(QueryState<E> state) {
    return new AsyncRangeQuery<>(state);
  }
}
