package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link LineItem} by row-key prefix: {@code customer -> order -> line}, in key order,
 * with the stages of {@link LineItemQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link LineItemQuery}, such as {@code LineItemQuery.SKU}.
 * Obtained from {@code LineItemAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class LineItemAsyncQuery extends AsyncKeyQuery<LineItem, LineItemAsyncQuery> {
  LineItemAsyncQuery(QueryState<LineItem> state) {
    super(state);
  }

  @Override
  protected LineItemAsyncQuery with(QueryState<LineItem> state) {
    return new LineItemAsyncQuery(state);
  }

  /**
   * Rows whose {@code customer} equals {@code customer}.
   */
  public AfterCustomer customer(String customer) {
    return new AfterCustomer(state().equal(LineItemMapper.KEY_CUSTOMER, customer));
  }

  /**
   * Rows whose {@code customer} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<LineItem> customerBetween(String from, String toExclusive) {
    return new AsyncRangeQuery<>(state().between(LineItemMapper.KEY_CUSTOMER, from, toExclusive));
  }

  /**
   * Rows whose {@code customer} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<LineItem> customerFrom(String from) {
    return new AsyncRangeQuery<>(state().from(LineItemMapper.KEY_CUSTOMER, from));
  }

  /**
   * Rows whose {@code customer} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<LineItem> customerBefore(String toExclusive) {
    return new AsyncRangeQuery<>(state().before(LineItemMapper.KEY_CUSTOMER, toExclusive));
  }

  /**
   * The query once {@code customer} is fixed.
   */
  public static final class AfterCustomer extends AsyncKeyQuery<LineItem, AfterCustomer> {
    AfterCustomer(QueryState<LineItem> state) {
      super(state);
    }

    @Override
    protected AfterCustomer with(QueryState<LineItem> state) {
      return new AfterCustomer(state);
    }

    /**
     * Rows whose {@code order} equals {@code order}.
     */
    public AfterOrder order(long order) {
      return new AfterOrder(state().equal(LineItemMapper.KEY_ORDER, order));
    }

    /**
     * Rows whose {@code order} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<LineItem> orderBetween(long from, long toExclusive) {
      return new AsyncRangeQuery<>(state().between(LineItemMapper.KEY_ORDER, from, toExclusive));
    }

    /**
     * Rows whose {@code order} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<LineItem> orderFrom(long from) {
      return new AsyncRangeQuery<>(state().from(LineItemMapper.KEY_ORDER, from));
    }

    /**
     * Rows whose {@code order} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<LineItem> orderBefore(long toExclusive) {
      return new AsyncRangeQuery<>(state().before(LineItemMapper.KEY_ORDER, toExclusive));
    }
  }

  /**
   * The query once {@code order} is fixed.
   */
  public static final class AfterOrder extends AsyncKeyQuery<LineItem, AfterOrder> {
    AfterOrder(QueryState<LineItem> state) {
      super(state);
    }

    @Override
    protected AfterOrder with(QueryState<LineItem> state) {
      return new AfterOrder(state);
    }

    /**
     * Rows whose {@code line} equals {@code line}.
     */
    public AsyncRangeQuery<LineItem> line(int line) {
      return new AsyncRangeQuery<>(state().equal(LineItemMapper.KEY_LINE, line));
    }

    /**
     * Rows whose {@code line} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<LineItem> lineBetween(int from, int toExclusive) {
      return new AsyncRangeQuery<>(state().between(LineItemMapper.KEY_LINE, from, toExclusive));
    }

    /**
     * Rows whose {@code line} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<LineItem> lineFrom(int from) {
      return new AsyncRangeQuery<>(state().from(LineItemMapper.KEY_LINE, from));
    }

    /**
     * Rows whose {@code line} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<LineItem> lineBefore(int toExclusive) {
      return new AsyncRangeQuery<>(state().before(LineItemMapper.KEY_LINE, toExclusive));
    }
  }
}
