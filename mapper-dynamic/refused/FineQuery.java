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
 * Typed queries on {@link Fine} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code FineDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class FineQuery extends KeyQuery<Fine, FineQuery> {
  /**
   * Conditions on {@code name} (cell {@code d:name}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Fine, String> NAME = OrderedField.of("Fine", "name", "d", "name", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  FineQuery(QueryState<Fine> state) {
    super(state);
  }

  @Override
  protected FineQuery with(QueryState<Fine> state) {
    return new FineQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Fine> id(long id) {
    return new RangeQuery<>(state().equal(FineMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Fine> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(FineMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Fine> idFrom(long from) {
    return new RangeQuery<>(state().from(FineMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Fine> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(FineMapper.KEY_ID, toExclusive));
  }
}
