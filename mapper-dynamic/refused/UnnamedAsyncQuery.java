package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Unnamed} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link UnnamedQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link UnnamedQuery}.
 * Obtained from {@code UnnamedAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnnamedAsyncQuery extends AsyncKeyQuery<Unnamed, UnnamedAsyncQuery> {
  UnnamedAsyncQuery(QueryState<Unnamed> state) {
    super(state);
  }

  @Override
  protected UnnamedAsyncQuery with(QueryState<Unnamed> state) {
    return new UnnamedAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Unnamed> id(long id) {
    return new AsyncRangeQuery<>(state().equal(UnnamedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Unnamed> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(UnnamedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Unnamed> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(UnnamedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Unnamed> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(UnnamedMapper.KEY_ID, toExclusive));
  }
}
