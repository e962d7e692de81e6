package golden;

import java.time.Instant;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Purchase} by row-key prefix: {@code userId -> time -> productId}, in key order,
 * with the stages of {@link PurchaseQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link PurchaseQuery}, such as {@code PurchaseQuery.PRICE}.
 * Obtained from {@code PurchaseAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class PurchaseAsyncQuery extends AsyncKeyQuery<Purchase, PurchaseAsyncQuery> {
  PurchaseAsyncQuery(QueryState<Purchase> state) {
    super(state);
  }

  @Override
  protected PurchaseAsyncQuery with(QueryState<Purchase> state) {
    return new PurchaseAsyncQuery(state);
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
  public AsyncRangeQuery<Purchase> userIdBetween(String from, String toExclusive) {
    return new AsyncRangeQuery<>(state().between(PurchaseMapper.KEY_USER_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code userId} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Purchase> userIdFrom(String from) {
    return new AsyncRangeQuery<>(state().from(PurchaseMapper.KEY_USER_ID, from));
  }

  /**
   * Rows whose {@code userId} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Purchase> userIdBefore(String toExclusive) {
    return new AsyncRangeQuery<>(state().before(PurchaseMapper.KEY_USER_ID, toExclusive));
  }

  /**
   * The query once {@code userId} is fixed.
   */
  public static final class AfterUserId extends AsyncKeyQuery<Purchase, AfterUserId> {
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
    public AsyncRangeQuery<Purchase> timeBetween(Instant from, Instant toExclusive) {
      return new AsyncRangeQuery<>(state().between(PurchaseMapper.KEY_TIME, from, toExclusive));
    }

    /**
     * Rows whose {@code time} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<Purchase> timeFrom(Instant from) {
      return new AsyncRangeQuery<>(state().from(PurchaseMapper.KEY_TIME, from));
    }

    /**
     * Rows whose {@code time} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<Purchase> timeBefore(Instant toExclusive) {
      return new AsyncRangeQuery<>(state().before(PurchaseMapper.KEY_TIME, toExclusive));
    }
  }

  /**
   * The query once {@code time} is fixed.
   */
  public static final class AfterTime extends AsyncKeyQuery<Purchase, AfterTime> {
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
    public AsyncRangeQuery<Purchase> productId(String productId) {
      return new AsyncRangeQuery<>(state().equal(PurchaseMapper.KEY_PRODUCT_ID, productId));
    }

    /**
     * Rows whose {@code productId} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<Purchase> productIdBetween(String from, String toExclusive) {
      return new AsyncRangeQuery<>(state().between(PurchaseMapper.KEY_PRODUCT_ID, from, toExclusive));
    }

    /**
     * Rows whose {@code productId} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<Purchase> productIdFrom(String from) {
      return new AsyncRangeQuery<>(state().from(PurchaseMapper.KEY_PRODUCT_ID, from));
    }

    /**
     * Rows whose {@code productId} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<Purchase> productIdBefore(String toExclusive) {
      return new AsyncRangeQuery<>(state().before(PurchaseMapper.KEY_PRODUCT_ID, toExclusive));
    }
  }
}
