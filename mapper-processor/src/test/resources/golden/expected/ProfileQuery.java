package golden;

import java.util.Comparator;
import java.util.List;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Profile} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code ProfileDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ProfileQuery extends KeyQuery<Profile, ProfileQuery> {
  /**
   * Conditions on {@code nickname} (cell {@code info:nickname}, else formerly {@code info:nick}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Profile, String> NICKNAME = OrderedField.of("Profile", "nickname", "info", "nickname", List.of("nick"), StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code age} (cell {@code info:age}, else formerly {@code info:years}, {@code info:age_v1}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Profile, Integer> AGE = OrderedField.of("Profile", "age", "info", "age", List.of("years", "age_v1"), IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code city} (cell {@code info:city}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Profile, String> CITY = OrderedField.of("Profile", "city", "info", "city", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code active} (cell {@code info:active}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Profile, Boolean> ACTIVE = OrderedField.of("Profile", "active", "info", "active", BooleanValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  ProfileQuery(QueryState<Profile> state) {
    super(state);
  }

  @Override
  protected ProfileQuery with(QueryState<Profile> state) {
    return new ProfileQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Profile> id(long id) {
    return new RangeQuery<>(state().equal(ProfileMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Profile> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(ProfileMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Profile> idFrom(long from) {
    return new RangeQuery<>(state().from(ProfileMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Profile> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(ProfileMapper.KEY_ID, toExclusive));
  }
}
