package golden;

import java.time.LocalDate;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.LocalDateValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link User} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code UserDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UserQuery extends KeyQuery<User, UserQuery> {
  /**
   * Conditions on {@code nickname} (cell {@code info:nickname}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<User, String> NICKNAME = OrderedField.of("User", "nickname", "info", "nickname", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code dob} (cell {@code info:dob}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<User, LocalDate> DOB = OrderedField.of("User", "dob", "info", "dob", LocalDateValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code age} (cell {@code info:age}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<User, Integer> AGE = OrderedField.of("User", "age", "info", "age", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

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
