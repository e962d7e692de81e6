package golden;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Purchase} by row-key prefix: {@code userId -> time -> productId}, in key order.
 * Obtained from {@code PurchaseDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class PurchaseQuery extends KeyQuery<Purchase, PurchaseQuery> {
  /**
   * Conditions on {@code price} (cell {@code d:price}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Purchase, BigDecimal> PRICE = OrderedField.of("Purchase", "price", "d", "price", BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder());

  /**
   * Conditions on {@code quantity} (cell {@code d:quantity}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Purchase, Integer> QUANTITY = OrderedField.of("Purchase", "quantity", "d", "quantity", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code views} (cell {@code d:v}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Purchase, Long> VIEWS = OrderedField.of("Purchase", "views", "d", "v", LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  PurchaseQuery(QueryState<Purchase> state) {
    super(state);
  }

  @Override
  protected PurchaseQuery with(QueryState<Purchase> state) {
    return new PurchaseQuery(state);
  }

  /**
   * Rows whose {@code userId} equals {@code userId}.
   */
  public AfterUserId userId(String userId) {
    return new AfterUserId(state().equal(PurchaseMapper.KEY_USER_ID, userId));
  }

  /**
   * Rows whose {@code userId} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Purchase> userIdBetween(String from, String toExclusive) {
    return new RangeQuery<>(state().between(PurchaseMapper.KEY_USER_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code userId} is {@code >= from}, in Java order.
   */
  public RangeQuery<Purchase> userIdFrom(String from) {
    return new RangeQuery<>(state().from(PurchaseMapper.KEY_USER_ID, from));
  }

  /**
   * Rows whose {@code userId} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Purchase> userIdBefore(String toExclusive) {
    return new RangeQuery<>(state().before(PurchaseMapper.KEY_USER_ID, toExclusive));
  }

  /**
   * The query once {@code userId} is fixed.
   */
  public static final class AfterUserId extends KeyQuery<Purchase, AfterUserId> {
    AfterUserId(QueryState<Purchase> state) {
      super(state);
    }

    @Override
    protected AfterUserId with(QueryState<Purchase> state) {
      return new AfterUserId(state);
    }

    /**
     * Rows whose {@code time} equals {@code time}.
     */
    public AfterTime time(Instant time) {
      return new AfterTime(state().equal(PurchaseMapper.KEY_TIME, time));
    }

    /**
     * Rows whose {@code time} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<Purchase> timeBetween(Instant from, Instant toExclusive) {
      return new RangeQuery<>(state().between(PurchaseMapper.KEY_TIME, from, toExclusive));
    }

    /**
     * Rows whose {@code time} is {@code >= from}, in Java order.
     */
    public RangeQuery<Purchase> timeFrom(Instant from) {
      return new RangeQuery<>(state().from(PurchaseMapper.KEY_TIME, from));
    }

    /**
     * Rows whose {@code time} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<Purchase> timeBefore(Instant toExclusive) {
      return new RangeQuery<>(state().before(PurchaseMapper.KEY_TIME, toExclusive));
    }
  }

  /**
   * The query once {@code time} is fixed.
   */
  public static final class AfterTime extends KeyQuery<Purchase, AfterTime> {
    AfterTime(QueryState<Purchase> state) {
      super(state);
    }

    @Override
    protected AfterTime with(QueryState<Purchase> state) {
      return new AfterTime(state);
    }

    /**
     * Rows whose {@code productId} equals {@code productId}.
     */
    public RangeQuery<Purchase> productId(String productId) {
      return new RangeQuery<>(state().equal(PurchaseMapper.KEY_PRODUCT_ID, productId));
    }

    /**
     * Rows whose {@code productId} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<Purchase> productIdBetween(String from, String toExclusive) {
      return new RangeQuery<>(state().between(PurchaseMapper.KEY_PRODUCT_ID, from, toExclusive));
    }

    /**
     * Rows whose {@code productId} is {@code >= from}, in Java order.
     */
    public RangeQuery<Purchase> productIdFrom(String from) {
      return new RangeQuery<>(state().from(PurchaseMapper.KEY_PRODUCT_ID, from));
    }

    /**
     * Rows whose {@code productId} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<Purchase> productIdBefore(String toExclusive) {
      return new RangeQuery<>(state().before(PurchaseMapper.KEY_PRODUCT_ID, toExclusive));
    }
  }
}
