package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Account} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link AccountQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link AccountQuery}, such as {@code AccountQuery.OWNER}.
 * Obtained from {@code AccountAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class AccountAsyncQuery extends AsyncKeyQuery<Account, AccountAsyncQuery> {
  AccountAsyncQuery(QueryState<Account> state) {
    super(state);
  }

  @Override
  protected AccountAsyncQuery with(QueryState<Account> state) {
    return new AccountAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Account> id(long id) {
    return new AsyncRangeQuery<>(state().equal(AccountMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Account> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(AccountMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Account> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(AccountMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Account> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(AccountMapper.KEY_ID, toExclusive));
  }
}
