package org.hbasemapper.runtime.dao;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.query.QueryState;

/**
 * An asynchronous group query once a range is chosen, or every shared key component is fixed: no
 * further key methods, only modifiers and terminal operations.
 *
 * @param <G> the group's type
 */
@Api
public final class AsyncGroupRangeQuery<G> extends AsyncGroupQuery<G, AsyncGroupRangeQuery<G>> {

  /** A terminal stage of {@code dao}'s query over {@code state}. */
  @Internal
  public AsyncGroupRangeQuery(AsyncGroupDao<G> dao, QueryState<G> state) {
    super(dao, state);
  }

  @Override
  @Internal
  protected AsyncGroupRangeQuery<G> with(QueryState<G> state) {
    return new AsyncGroupRangeQuery<>(dao(), state);
  }
}
