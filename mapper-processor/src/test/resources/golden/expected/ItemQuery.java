package golden;

import java.math.BigDecimal;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Item} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code ItemDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ItemQuery extends KeyQuery<Item, ItemQuery> {
  /**
   * Conditions on {@code name} (cell {@code info:name}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Item, String> NAME = OrderedField.of("Item", "name", "info", "name", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code price} (cell {@code info:price}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Item, BigDecimal> PRICE = OrderedField.of("Item", "price", "info", "price", BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder());

  ItemQuery(QueryState<Item> state) {
    super(state);
  }

  @Override
  protected ItemQuery with(QueryState<Item> state) {
    return new ItemQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Item> id(long id) {
    return new RangeQuery<>(state().equal(ItemMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Item> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(ItemMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Item> idFrom(long from) {
    return new RangeQuery<>(state().from(ItemMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Item> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(ItemMapper.KEY_ID, toExclusive));
  }
}
