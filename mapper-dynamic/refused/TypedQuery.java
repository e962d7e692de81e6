package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Typed} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code TypedDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TypedQuery extends KeyQuery<Typed, TypedQuery> {
  TypedQuery(QueryState<Typed> state) {
    super(state);
  }

  @Override
  protected TypedQuery with(QueryState<Typed> state) {
    return new TypedQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Typed> id(String id) {
    return new RangeQuery<>(state().equal(TypedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Typed> idBetween(String from, String toExclusive) {
    return new RangeQuery<>(state().between(TypedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Typed> idFrom(String from) {
    return new RangeQuery<>(state().from(TypedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Typed> idBefore(String toExclusive) {
    return new RangeQuery<>(state().before(TypedMapper.KEY_ID, toExclusive));
  }
}
