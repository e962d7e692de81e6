package golden;

import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link LineItem} by row-key prefix: {@code customer -> order -> line}, in key order.
 * Obtained from {@code LineItemDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class LineItemQuery extends KeyQuery<LineItem, LineItemQuery> {
  /**
   * Conditions on {@code sku} (cell {@code d:sku}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<LineItem, String> SKU = OrderedField.of("LineItem", "sku", "d", "sku", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code quantity} (cell {@code d:quantity}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<LineItem, Integer> QUANTITY = OrderedField.of("LineItem", "quantity", "d", "quantity", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  LineItemQuery(QueryState<LineItem> state) {
    super(state);
  }

  @Override
  protected LineItemQuery with(QueryState<LineItem> state) {
    return new LineItemQuery(state);
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
  public RangeQuery<LineItem> customerBetween(String from, String toExclusive) {
    return new RangeQuery<>(state().between(LineItemMapper.KEY_CUSTOMER, from, toExclusive));
  }

  /**
   * Rows whose {@code customer} is {@code >= from}, in Java order.
   */
  public RangeQuery<LineItem> customerFrom(String from) {
    return new RangeQuery<>(state().from(LineItemMapper.KEY_CUSTOMER, from));
  }

  /**
   * Rows whose {@code customer} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<LineItem> customerBefore(String toExclusive) {
    return new RangeQuery<>(state().before(LineItemMapper.KEY_CUSTOMER, toExclusive));
  }

  /**
   * The query once {@code customer} is fixed.
   */
  public static final class AfterCustomer extends KeyQuery<LineItem, AfterCustomer> {
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
    public RangeQuery<LineItem> orderBetween(long from, long toExclusive) {
      return new RangeQuery<>(state().between(LineItemMapper.KEY_ORDER, from, toExclusive));
    }

    /**
     * Rows whose {@code order} is {@code >= from}, in Java order.
     */
    public RangeQuery<LineItem> orderFrom(long from) {
      return new RangeQuery<>(state().from(LineItemMapper.KEY_ORDER, from));
    }

    /**
     * Rows whose {@code order} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<LineItem> orderBefore(long toExclusive) {
      return new RangeQuery<>(state().before(LineItemMapper.KEY_ORDER, toExclusive));
    }
  }

  /**
   * The query once {@code order} is fixed.
   */
  public static final class AfterOrder extends KeyQuery<LineItem, AfterOrder> {
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
    public RangeQuery<LineItem> line(int line) {
      return new RangeQuery<>(state().equal(LineItemMapper.KEY_LINE, line));
    }

    /**
     * Rows whose {@code line} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<LineItem> lineBetween(int from, int toExclusive) {
      return new RangeQuery<>(state().between(LineItemMapper.KEY_LINE, from, toExclusive));
    }

    /**
     * Rows whose {@code line} is {@code >= from}, in Java order.
     */
    public RangeQuery<LineItem> lineFrom(int from) {
      return new RangeQuery<>(state().from(LineItemMapper.KEY_LINE, from));
    }

    /**
     * Rows whose {@code line} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<LineItem> lineBefore(int toExclusive) {
      return new RangeQuery<>(state().before(LineItemMapper.KEY_LINE, toExclusive));
    }
  }
}
