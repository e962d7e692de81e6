package refused;

import java.util.Comparator;
import java.util.List;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Unsupported} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code UnsupportedDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnsupportedQuery extends KeyQuery<Unsupported, UnsupportedQuery> {
  /**
   * Conditions on {@code x} (cell {@code d:x}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Unsupported, Integer> X = OrderedField.of("Unsupported", "x", "d", "x", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code w} (cell {@code d:w}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Unsupported, Integer> W = OrderedField.of("Unsupported", "w", "d", "w", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code y} (cell {@code d:y}, else formerly {@code d:old}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Unsupported, String> Y = OrderedField.of("Unsupported", "y", "d", "y", List.of("old"), StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  UnsupportedQuery(QueryState<Unsupported> state) {
    super(state);
  }

  @Override
  protected UnsupportedQuery with(QueryState<Unsupported> state) {
    return new UnsupportedQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Unsupported> id(long id) {
    return new RangeQuery<>(state().equal(UnsupportedMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Unsupported> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(UnsupportedMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Unsupported> idFrom(long from) {
    return new RangeQuery<>(state().from(UnsupportedMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Unsupported> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(UnsupportedMapper.KEY_ID, toExclusive));
  }
}
