package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;

/**
 * Typed asynchronous queries on {@link Child7} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link Child7Query}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link Child7Query}.
 * Obtained from {@code Child7AsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class Child7AsyncQuery extends AsyncKeyQuery<Child7, Child7AsyncQuery> {
  Child7AsyncQuery(QueryState<Child7> state) {
    super(state);
  }

  @Override
  protected Child7AsyncQuery with(QueryState<Child7> state) {
    return new Child7AsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Child7> id(long id) {
    return new AsyncRangeQuery<>(state().equal(Child7Mapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Child7> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(Child7Mapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Child7> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(Child7Mapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Child7> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(Child7Mapper.KEY_ID, toExclusive));
  }
}
