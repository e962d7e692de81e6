package refused;

import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link FailingCodec} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code FailingCodecDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class FailingCodecQuery extends KeyQuery<FailingCodec, FailingCodecQuery> {
  /**
   * Conditions on {@code a} (cell {@code d:a}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<FailingCodec, String> A = OrderedField.of("FailingCodec", "a", "d", "a", new FailingCodec.Boom(), ValueOrder.DECODED, Comparator.naturalOrder());

  FailingCodecQuery(QueryState<FailingCodec> state) {
    super(state);
  }

  @Override
  protected FailingCodecQuery with(QueryState<FailingCodec> state) {
    return new FailingCodecQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<FailingCodec> id(long id) {
    return new RangeQuery<>(state().equal(FailingCodecMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<FailingCodec> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(FailingCodecMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<FailingCodec> idFrom(long from) {
    return new RangeQuery<>(state().from(FailingCodecMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<FailingCodec> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(FailingCodecMapper.KEY_ID, toExclusive));
  }
}
