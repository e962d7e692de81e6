package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Profile} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link ProfileQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link ProfileQuery}, such as {@code ProfileQuery.NICKNAME}.
 * Obtained from {@code ProfileAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ProfileAsyncQuery extends AsyncKeyQuery<Profile, ProfileAsyncQuery> {
  ProfileAsyncQuery(QueryState<Profile> state) {
    super(state);
  }

  @Override
  protected ProfileAsyncQuery with(QueryState<Profile> state) {
    return new ProfileAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Profile> id(long id) {
    return new AsyncRangeQuery<>(state().equal(ProfileMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Profile> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(ProfileMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Profile> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(ProfileMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Profile> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(ProfileMapper.KEY_ID, toExclusive));
  }
}
