package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;

/**
 * Typed asynchronous queries on {@link Projected} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link ProjectedQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link ProjectedQuery}, such as {@code ProjectedQuery.NAME}.
 * Obtained from {@code ProjectedAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class ProjectedAsyncQuery extends AsyncKeyQuery<Projected, ProjectedAsyncQuery> {
  ProjectedAsyncQuery(QueryState<Projected> state) {
    super(state);
  }

  @Override
  protected ProjectedAsyncQuery with(QueryState<Projected> state) {
    return new ProjectedAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Projected> id(long id) {
    return new AsyncRangeQuery<>(state().equal(ProjectedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Projected> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(ProjectedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Projected> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(ProjectedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Projected> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(ProjectedMapper.KEY_ID, toExclusive));
  }
}
