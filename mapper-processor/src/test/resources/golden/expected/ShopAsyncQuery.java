package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Shop} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link ShopQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link ShopQuery}, such as {@code ShopQuery.NAME}.
 * Obtained from {@code ShopAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ShopAsyncQuery extends AsyncKeyQuery<Shop, ShopAsyncQuery> {
  ShopAsyncQuery(QueryState<Shop> state) {
    super(state);
  }

  @Override
  protected ShopAsyncQuery with(QueryState<Shop> state) {
    return new ShopAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Shop> id(long id) {
    return new AsyncRangeQuery<>(state().equal(ShopMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Shop> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(ShopMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Shop> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(ShopMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Shop> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(ShopMapper.KEY_ID, toExclusive));
  }
}
