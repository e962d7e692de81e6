package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Other} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code OtherDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OtherQuery extends KeyQuery<Other, OtherQuery> {
  OtherQuery(QueryState<Other> state) {
    super(state);
  }

  @Override
  protected OtherQuery with(QueryState<Other> state) {
    return new OtherQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Other> id(long id) {
    return new RangeQuery<>(state().equal(OtherMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Other> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(OtherMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Other> idFrom(long from) {
    return new RangeQuery<>(state().from(OtherMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Other> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(OtherMapper.KEY_ID, toExclusive));
  }
}
