package golden;

import java.time.Instant;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Account} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code AccountDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class AccountQuery extends KeyQuery<Account, AccountQuery> {
  /**
   * Conditions on {@code owner} (cell {@code d:owner}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Account, String> OWNER = OrderedField.of("Account", "owner", "d", "owner", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code tenths} (cell {@code d:tenths}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Account, Integer> TENTHS = OrderedField.of("Account", "tenths", "d", "tenths", new TenthsCodec(), ValueOrder.DECODED, Comparator.naturalOrder());

  /**
   * Conditions on {@code version} (cell {@code d:version}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Account, Long> VERSION = OrderedField.of("Account", "version", "d", "version", LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code logins} (cell {@code c:logins}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Account, Long> LOGINS = OrderedField.of("Account", "logins", "c", "logins", LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code opened} (cell {@code d:opened}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Account, Instant> OPENED = OrderedField.of("Account", "opened", "d", "opened", InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder());

  /**
   * Conditions on {@code changed} (cell {@code d:changed}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Account, Instant> CHANGED = OrderedField.of("Account", "changed", "d", "changed", InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder());

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
