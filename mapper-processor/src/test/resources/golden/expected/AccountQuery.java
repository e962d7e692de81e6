package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * Typed queries on {@link Account} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code AccountDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class AccountQuery extends KeyQuery<Account, AccountQuery> {
  AccountQuery(QueryState<Account> state) {
    super(state);
  }

  @Override
  protected AccountQuery with(QueryState<Account> state) {
    return new AccountQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Account> id(long id) {
    return new RangeQuery<>(state().equal(AccountMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Account> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(AccountMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Account> idFrom(long from) {
    return new RangeQuery<>(state().from(AccountMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Account> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(AccountMapper.KEY_ID, toExclusive));
  }
}
