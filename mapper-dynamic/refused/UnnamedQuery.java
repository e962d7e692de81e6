package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Unnamed} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code UnnamedDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnnamedQuery extends KeyQuery<Unnamed, UnnamedQuery> {
  UnnamedQuery(QueryState<Unnamed> state) {
    super(state);
  }

  @Override
  protected UnnamedQuery with(QueryState<Unnamed> state) {
    return new UnnamedQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Unnamed> id(long id) {
    return new RangeQuery<>(state().equal(UnnamedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Unnamed> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(UnnamedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Unnamed> idFrom(long from) {
    return new RangeQuery<>(state().from(UnnamedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Unnamed> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(UnnamedMapper.KEY_ID, toExclusive));
  }
}
