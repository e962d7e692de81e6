package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link OrderHeader} by row-key prefix: {@code customer -> order}, in key order,
 * with the stages of {@link OrderHeaderQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link OrderHeaderQuery}, such as {@code OrderHeaderQuery.NAME}.
 * Obtained from {@code OrderHeaderAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderHeaderAsyncQuery extends AsyncKeyQuery<OrderHeader, OrderHeaderAsyncQuery> {
  OrderHeaderAsyncQuery(QueryState<OrderHeader> state) {
    super(state);
  }

  @Override
  protected OrderHeaderAsyncQuery with(QueryState<OrderHeader> state) {
    return new OrderHeaderAsyncQuery(state);
  }

  /**
   * Rows whose {@code customer} equals {@code customer}.
   */
  public AfterCustomer customer(String customer) {
    return new AfterCustomer(state().equal(OrderHeaderMapper.KEY_CUSTOMER, customer));
  }

  /**
   * Rows whose {@code customer} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<OrderHeader> customerBetween(String from, String toExclusive) {
    return new AsyncRangeQuery<>(state().between(OrderHeaderMapper.KEY_CUSTOMER, from, toExclusive));
  }

  /**
   * Rows whose {@code customer} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<OrderHeader> customerFrom(String from) {
    return new AsyncRangeQuery<>(state().from(OrderHeaderMapper.KEY_CUSTOMER, from));
  }

  /**
   * Rows whose {@code customer} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<OrderHeader> customerBefore(String toExclusive) {
    return new AsyncRangeQuery<>(state().before(OrderHeaderMapper.KEY_CUSTOMER, toExclusive));
  }

  /**
   * The query once {@code customer} is fixed.
   */
  public static final class AfterCustomer extends AsyncKeyQuery<OrderHeader, AfterCustomer> {
    AfterCustomer(QueryState<OrderHeader> state) {
      super(state);
    }

    @Override
    protected AfterCustomer with(QueryState<OrderHeader> state) {
      return new AfterCustomer(state);
    }

    /**
     * Rows whose {@code order} equals {@code order}.
     */
    public AsyncRangeQuery<OrderHeader> order(long order) {
      return new AsyncRangeQuery<>(state().equal(OrderHeaderMapper.KEY_ORDER, order));
    }

    /**
     * Rows whose {@code order} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<OrderHeader> orderBetween(long from, long toExclusive) {
      return new AsyncRangeQuery<>(state().between(OrderHeaderMapper.KEY_ORDER, from, toExclusive));
    }

    /**
     * Rows whose {@code order} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<OrderHeader> orderFrom(long from) {
      return new AsyncRangeQuery<>(state().from(OrderHeaderMapper.KEY_ORDER, from));
    }

    /**
     * Rows whose {@code order} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<OrderHeader> orderBefore(long toExclusive) {
      return new AsyncRangeQuery<>(state().before(OrderHeaderMapper.KEY_ORDER, toExclusive));
    }
  }
}
