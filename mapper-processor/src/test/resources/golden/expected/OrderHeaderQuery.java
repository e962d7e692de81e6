package golden;

import java.time.Instant;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link OrderHeader} by row-key prefix: {@code customer -> order}, in key order.
 * Obtained from {@code OrderHeaderDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderHeaderQuery extends KeyQuery<OrderHeader, OrderHeaderQuery> {
  /**
   * Conditions on {@code name} (cell {@code d:name}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<OrderHeader, String> NAME = OrderedField.of("OrderHeader", "name", "d", "name", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code placed} (cell {@code d:placed}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<OrderHeader, Instant> PLACED = OrderedField.of("OrderHeader", "placed", "d", "placed", InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder());

  OrderHeaderQuery(QueryState<OrderHeader> state) {
    super(state);
  }

  @Override
  protected OrderHeaderQuery with(QueryState<OrderHeader> state) {
    return new OrderHeaderQuery(state);
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
  public RangeQuery<OrderHeader> customerBetween(String from, String toExclusive) {
    return new RangeQuery<>(state().between(OrderHeaderMapper.KEY_CUSTOMER, from, toExclusive));
  }

  /**
   * Rows whose {@code customer} is {@code >= from}, in Java order.
   */
  public RangeQuery<OrderHeader> customerFrom(String from) {
    return new RangeQuery<>(state().from(OrderHeaderMapper.KEY_CUSTOMER, from));
  }

  /**
   * Rows whose {@code customer} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<OrderHeader> customerBefore(String toExclusive) {
    return new RangeQuery<>(state().before(OrderHeaderMapper.KEY_CUSTOMER, toExclusive));
  }

  /**
   * The query once {@code customer} is fixed.
   */
  public static final class AfterCustomer extends KeyQuery<OrderHeader, AfterCustomer> {
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
    public RangeQuery<OrderHeader> order(long order) {
      return new RangeQuery<>(state().equal(OrderHeaderMapper.KEY_ORDER, order));
    }

    /**
     * Rows whose {@code order} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<OrderHeader> orderBetween(long from, long toExclusive) {
      return new RangeQuery<>(state().between(OrderHeaderMapper.KEY_ORDER, from, toExclusive));
    }

    /**
     * Rows whose {@code order} is {@code >= from}, in Java order.
     */
    public RangeQuery<OrderHeader> orderFrom(long from) {
      return new RangeQuery<>(state().from(OrderHeaderMapper.KEY_ORDER, from));
    }

    /**
     * Rows whose {@code order} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<OrderHeader> orderBefore(long toExclusive) {
      return new RangeQuery<>(state().before(OrderHeaderMapper.KEY_ORDER, toExclusive));
    }
  }
}
