package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.dao.GroupDao;
import org.hbasemapper.runtime.dao.GroupQuery;
import org.hbasemapper.runtime.dao.GroupRangeQuery;
import org.hbasemapper.runtime.key.KeyComponent;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Queries of the record types of {@link OrderRow} by the key components they share: {@code customer -> order},
 * each row as its own type, in key order. Obtained from {@code OrderRowDao.query()}; immutable, every call
 * returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderRowQuery extends GroupQuery<OrderRow, OrderRowQuery> {
  private static final String TABLE = "book:orders";

  private static final KeyComponent<String> KEY_CUSTOMER = new KeyComponent<>(TABLE, "OrderRow", "customer", StringKeyCodec.INSTANCE, /* width= */ 16, /* descending= */ false);

  private static final KeyComponent<Long> KEY_ORDER = new KeyComponent<>(TABLE, "OrderRow", "order", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  OrderRowQuery(GroupDao<OrderRow> dao, QueryState<OrderRow> state) {
    super(dao, state);
  }

  @Override
  protected OrderRowQuery with(QueryState<OrderRow> state) {
    return new OrderRowQuery(dao(), state);
  }

  /**
   * Rows whose {@code customer} equals {@code customer}.
   */
  public AfterCustomer customer(String customer) {
    return new AfterCustomer(dao(), state().equal(KEY_CUSTOMER, customer));
  }

  /**
   * Rows whose {@code customer} is in {@code [from, toExclusive)}, in Java order.
   */
  public GroupRangeQuery<OrderRow> customerBetween(String from, String toExclusive) {
    return new GroupRangeQuery<>(dao(), state().between(KEY_CUSTOMER, from, toExclusive));
  }

  /**
   * Rows whose {@code customer} is {@code >= from}, in Java order.
   */
  public GroupRangeQuery<OrderRow> customerFrom(String from) {
    return new GroupRangeQuery<>(dao(), state().from(KEY_CUSTOMER, from));
  }

  /**
   * Rows whose {@code customer} is {@code < toExclusive}, in Java order.
   */
  public GroupRangeQuery<OrderRow> customerBefore(String toExclusive) {
    return new GroupRangeQuery<>(dao(), state().before(KEY_CUSTOMER, toExclusive));
  }

  /**
   * The query once {@code customer} is fixed.
   */
  public static final class AfterCustomer extends GroupQuery<OrderRow, AfterCustomer> {
    AfterCustomer(GroupDao<OrderRow> dao, QueryState<OrderRow> state) {
      super(dao, state);
    }

    @Override
    protected AfterCustomer with(QueryState<OrderRow> state) {
      return new AfterCustomer(dao(), state);
    }

    /**
     * Rows whose {@code order} equals {@code order}.
     */
    public GroupRangeQuery<OrderRow> order(long order) {
      return new GroupRangeQuery<>(dao(), state().equal(KEY_ORDER, order));
    }

    /**
     * Rows whose {@code order} is in {@code [from, toExclusive)}, in Java order.
     */
    public GroupRangeQuery<OrderRow> orderBetween(long from, long toExclusive) {
      return new GroupRangeQuery<>(dao(), state().between(KEY_ORDER, from, toExclusive));
    }

    /**
     * Rows whose {@code order} is {@code >= from}, in Java order.
     */
    public GroupRangeQuery<OrderRow> orderFrom(long from) {
      return new GroupRangeQuery<>(dao(), state().from(KEY_ORDER, from));
    }

    /**
     * Rows whose {@code order} is {@code < toExclusive}, in Java order.
     */
    public GroupRangeQuery<OrderRow> orderBefore(long toExclusive) {
      return new GroupRangeQuery<>(dao(), state().before(KEY_ORDER, toExclusive));
    }
  }
}
