package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Typed} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link TypedQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link TypedQuery}.
 * Obtained from {@code TypedAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TypedAsyncQuery extends AsyncKeyQuery<Typed, TypedAsyncQuery> {
  TypedAsyncQuery(QueryState<Typed> state) {
    super(state);
  }

  @Override
  protected TypedAsyncQuery with(QueryState<Typed> state) {
    return new TypedAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Typed> id(String id) {
    return new AsyncRangeQuery<>(state().equal(TypedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Typed> idBetween(String from, String toExclusive) {
    return new AsyncRangeQuery<>(state().between(TypedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Typed> idFrom(String from) {
    return new AsyncRangeQuery<>(state().from(TypedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Typed> idBefore(String toExclusive) {
    return new AsyncRangeQuery<>(state().before(TypedMapper.KEY_ID, toExclusive));
  }
}
