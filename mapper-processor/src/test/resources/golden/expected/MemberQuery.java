package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * Typed queries on {@link Member} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code MemberDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class MemberQuery extends KeyQuery<Member, MemberQuery> {
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
