package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;

/**
 * Typed asynchronous queries on {@link Fine} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link FineQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link FineQuery}, such as {@code FineQuery.NAME}.
 * Obtained from {@code FineAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class FineAsyncQuery extends AsyncKeyQuery<Fine, FineAsyncQuery> {
  FineAsyncQuery(QueryState<Fine> state) {
    super(state);
  }

  @Override
  protected FineAsyncQuery with(QueryState<Fine> state) {
    return new FineAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Fine> id(long id) {
    return new AsyncRangeQuery<>(state().equal(FineMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Fine> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(FineMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Fine> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(FineMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Fine> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(FineMapper.KEY_ID, toExclusive));
  }
}
