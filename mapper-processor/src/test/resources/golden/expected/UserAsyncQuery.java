package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link User} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link UserQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link UserQuery}, such as {@code UserQuery.NICKNAME}.
 * Obtained from {@code UserAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UserAsyncQuery extends AsyncKeyQuery<User, UserAsyncQuery> {
  UserAsyncQuery(QueryState<User> state) {
    super(state);
  }

  @Override
  protected UserAsyncQuery with(QueryState<User> state) {
    return new UserAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<User> id(long id) {
    return new AsyncRangeQuery<>(state().equal(UserMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<User> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(UserMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<User> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(UserMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<User> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(UserMapper.KEY_ID, toExclusive));
  }
}
