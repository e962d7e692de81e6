package refused;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * Typed queries on {@link Child7} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code Child7Dao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class Child7Query extends KeyQuery<Child7, Child7Query> {
  Child7Query(QueryState<Child7> state) {
    super(state);
  }

  @Override
  protected Child7Query with(QueryState<Child7> state) {
    return new Child7Query(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Child7> id(long id) {
    return new RangeQuery<>(state().equal(Child7Mapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Child7> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(Child7Mapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Child7> idFrom(long from) {
    return new RangeQuery<>(state().from(Child7Mapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Child7> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(Child7Mapper.KEY_ID, toExclusive));
  }
}
