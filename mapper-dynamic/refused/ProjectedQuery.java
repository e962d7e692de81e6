package refused;

import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * Typed queries on {@link Projected} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code ProjectedDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class ProjectedQuery extends KeyQuery<Projected, ProjectedQuery> {
  /**
   * Conditions on {@code name} (cell {@code d:name}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Projected, String> NAME = OrderedField.of("Projected", "name", "d", "name", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  ProjectedQuery(QueryState<Projected> state) {
    super(state);
  }

  @Override
  protected ProjectedQuery with(QueryState<Projected> state) {
    return new ProjectedQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Projected> id(long id) {
    return new RangeQuery<>(state().equal(ProjectedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Projected> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(ProjectedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Projected> idFrom(long from) {
    return new RangeQuery<>(state().from(ProjectedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Projected> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(ProjectedMapper.KEY_ID, toExclusive));
  }
}
