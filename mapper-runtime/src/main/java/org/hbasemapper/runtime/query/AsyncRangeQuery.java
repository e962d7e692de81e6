package org.hbasemapper.runtime.query;

/**
 * An asynchronous query after a range (or after the last key component): only modifiers and
 * terminal operations remain.
 *
 * @param <E> the entity type
 */
public final class AsyncRangeQuery<E> extends AsyncKeyQuery<E, AsyncRangeQuery<E>> {

  /** A query over {@code state}. */
  public AsyncRangeQuery(QueryState<E> state) {
    super(state);
  }

  @Override
  protected AsyncRangeQuery<E> with(QueryState<E> state) {
    return new AsyncRangeQuery<>(state);
  }
}
