package golden;

import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Shop} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code ShopDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ShopQuery extends KeyQuery<Shop, ShopQuery> {
  /**
   * Conditions on {@code name} (cell {@code info:name}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Shop, String> NAME = OrderedField.of("Shop", "name", "info", "name", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  ShopQuery(QueryState<Shop> state) {
    super(state);
  }

  @Override
  protected ShopQuery with(QueryState<Shop> state) {
    return new ShopQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Shop> id(long id) {
    return new RangeQuery<>(state().equal(ShopMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Shop> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(ShopMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Shop> idFrom(long from) {
    return new RangeQuery<>(state().from(ShopMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Shop> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(ShopMapper.KEY_ID, toExclusive));
  }
}
