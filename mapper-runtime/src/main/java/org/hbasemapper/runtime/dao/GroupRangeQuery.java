package org.hbasemapper.runtime.dao;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.query.QueryState;

/**
 * A group query once a range is chosen, or every shared key component is fixed: no further key
 * methods, only modifiers and terminal operations.
 *
 * @param <G> the group's type
 */
@Api
public final class GroupRangeQuery<G> extends GroupQuery<G, GroupRangeQuery<G>> {

  /** A terminal stage of {@code dao}'s query over {@code state}. */
  @Internal
  public GroupRangeQuery(GroupDao<G> dao, QueryState<G> state) {
    super(dao, state);
  }

  @Override
  @Internal
  protected GroupRangeQuery<G> with(QueryState<G> state) {
    return new GroupRangeQuery<>(dao(), state);
  }
}
