package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Customer} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link CustomerQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link CustomerQuery}, such as {@code CustomerQuery.NAME}.
 * Obtained from {@code CustomerAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class CustomerAsyncQuery extends AsyncKeyQuery<Customer, CustomerAsyncQuery> {
  CustomerAsyncQuery(QueryState<Customer> state) {
    super(state);
  }

  @Override
  protected CustomerAsyncQuery with(QueryState<Customer> state) {
    return new CustomerAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Customer> id(long id) {
    return new AsyncRangeQuery<>(state().equal(CustomerMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Customer> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(CustomerMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Customer> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(CustomerMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Customer> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(CustomerMapper.KEY_ID, toExclusive));
  }
}
