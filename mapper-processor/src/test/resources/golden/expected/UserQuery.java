package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * Typed queries on {@link User} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code UserDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class UserQuery extends KeyQuery<User, UserQuery> {
  UserQuery(QueryState<User> state) {
    super(state);
  }

  @Override
  protected UserQuery with(QueryState<User> state) {
    return new UserQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<User> id(long id) {
    return new RangeQuery<>(state().equal(UserMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<User> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(UserMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<User> idFrom(long from) {
    return new RangeQuery<>(state().from(UserMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<User> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(UserMapper.KEY_ID, toExclusive));
  }
}
