package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Unsupported} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link UnsupportedQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link UnsupportedQuery}, such as {@code UnsupportedQuery.X}.
 * Obtained from {@code UnsupportedAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnsupportedAsyncQuery extends AsyncKeyQuery<Unsupported, UnsupportedAsyncQuery> {
  UnsupportedAsyncQuery(QueryState<Unsupported> state) {
    super(state);
  }

  @Override
  protected UnsupportedAsyncQuery with(QueryState<Unsupported> state) {
    return new UnsupportedAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Unsupported> id(long id) {
    return new AsyncRangeQuery<>(state().equal(UnsupportedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Unsupported> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(UnsupportedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Unsupported> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(UnsupportedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Unsupported> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(UnsupportedMapper.KEY_ID, toExclusive));
  }
}
