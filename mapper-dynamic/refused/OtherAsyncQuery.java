package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Other} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link OtherQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link OtherQuery}.
 * Obtained from {@code OtherAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OtherAsyncQuery extends AsyncKeyQuery<Other, OtherAsyncQuery> {
  OtherAsyncQuery(QueryState<Other> state) {
    super(state);
  }

  @Override
  protected OtherAsyncQuery with(QueryState<Other> state) {
    return new OtherAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Other> id(long id) {
    return new AsyncRangeQuery<>(state().equal(OtherMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Other> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(OtherMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Other> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(OtherMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Other> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(OtherMapper.KEY_ID, toExclusive));
  }
}
