package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Item} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link ItemQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link ItemQuery}, such as {@code ItemQuery.NAME}.
 * Obtained from {@code ItemAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ItemAsyncQuery extends AsyncKeyQuery<Item, ItemAsyncQuery> {
  ItemAsyncQuery(QueryState<Item> state) {
    super(state);
  }

  @Override
  protected ItemAsyncQuery with(QueryState<Item> state) {
    return new ItemAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Item> id(long id) {
    return new AsyncRangeQuery<>(state().equal(ItemMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Item> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(ItemMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Item> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(ItemMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Item> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(ItemMapper.KEY_ID, toExclusive));
  }
}
