package golden;

import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Member} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code MemberDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class MemberQuery extends KeyQuery<Member, MemberQuery> {
  /**
   * Conditions on {@code nickname} (cell {@code info:nickname}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Member, String> NICKNAME = OrderedField.of("Member", "nickname", "info", "nickname", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code city} (cell {@code info:city}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Member, String> CITY = OrderedField.of("Member", "city", "info", "city", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code gender} (cell {@code info:gender}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Member, String> GENDER = OrderedField.of("Member", "gender", "info", "gender", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code age} (cell {@code info:age}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Member, Integer> AGE = OrderedField.of("Member", "age", "info", "age", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  MemberQuery(QueryState<Member> state) {
    super(state);
  }

  @Override
  protected MemberQuery with(QueryState<Member> state) {
    return new MemberQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Member> id(long id) {
    return new RangeQuery<>(state().equal(MemberMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Member> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(MemberMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Member> idFrom(long from) {
    return new RangeQuery<>(state().from(MemberMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Member> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(MemberMapper.KEY_ID, toExclusive));
  }
}
