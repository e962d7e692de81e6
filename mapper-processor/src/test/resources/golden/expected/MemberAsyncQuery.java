package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Member} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link MemberQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link MemberQuery}, such as {@code MemberQuery.NICKNAME}.
 * Obtained from {@code MemberAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class MemberAsyncQuery extends AsyncKeyQuery<Member, MemberAsyncQuery> {
  MemberAsyncQuery(QueryState<Member> state) {
    super(state);
  }

  @Override
  protected MemberAsyncQuery with(QueryState<Member> state) {
    return new MemberAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Member> id(long id) {
    return new AsyncRangeQuery<>(state().equal(MemberMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Member> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(MemberMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Member> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(MemberMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Member> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(MemberMapper.KEY_ID, toExclusive));
  }
}
