package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link FailingCodec} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link FailingCodecQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link FailingCodecQuery}, such as {@code FailingCodecQuery.A}.
 * Obtained from {@code FailingCodecAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class FailingCodecAsyncQuery extends AsyncKeyQuery<FailingCodec, FailingCodecAsyncQuery> {
  FailingCodecAsyncQuery(QueryState<FailingCodec> state) {
    super(state);
  }

  @Override
  protected FailingCodecAsyncQuery with(QueryState<FailingCodec> state) {
    return new FailingCodecAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<FailingCodec> id(long id) {
    return new AsyncRangeQuery<>(state().equal(FailingCodecMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<FailingCodec> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(FailingCodecMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<FailingCodec> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(FailingCodecMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<FailingCodec> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(FailingCodecMapper.KEY_ID, toExclusive));
  }
}
