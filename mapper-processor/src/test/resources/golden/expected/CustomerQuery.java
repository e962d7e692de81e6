package golden;

import java.time.DayOfWeek;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.EnumValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.ListValueCodec;
import org.hbasemapper.runtime.codec.SetValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Customer} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code CustomerDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class CustomerQuery extends KeyQuery<Customer, CustomerQuery> {
  /**
   * Conditions on {@code name} (cell {@code d:name}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, String> NAME = OrderedField.of("Customer", "name", "d", "name", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code homeStreet} (cell {@code d:home_street}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, String> HOME_STREET = OrderedField.of("Customer", "homeStreet", "d", "home_street", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code homeCity} (cell {@code d:home_c}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, String> HOME_CITY = OrderedField.of("Customer", "homeCity", "d", "home_c", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code homeZip} (cell {@code d:home_zip}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Integer> HOME_ZIP = OrderedField.of("Customer", "homeZip", "d", "home_zip", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code homeGeoLat} (cell {@code d:home_geo_lat}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Double> HOME_GEO_LAT = OrderedField.of("Customer", "homeGeoLat", "d", "home_geo_lat", DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Comparator.naturalOrder());

  /**
   * Conditions on {@code homeGeoLon} (cell {@code d:home_geo_lon}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Double> HOME_GEO_LON = OrderedField.of("Customer", "homeGeoLon", "d", "home_geo_lon", DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Comparator.naturalOrder());

  /**
   * Conditions on {@code workStreet} (cell {@code d:work_street}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, String> WORK_STREET = OrderedField.of("Customer", "workStreet", "d", "work_street", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code workCity} (cell {@code d:work_c}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, String> WORK_CITY = OrderedField.of("Customer", "workCity", "d", "work_c", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code workZip} (cell {@code d:work_zip}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Integer> WORK_ZIP = OrderedField.of("Customer", "workZip", "d", "work_zip", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code workGeoLat} (cell {@code d:work_geo_lat}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Double> WORK_GEO_LAT = OrderedField.of("Customer", "workGeoLat", "d", "work_geo_lat", DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Comparator.naturalOrder());

  /**
   * Conditions on {@code workGeoLon} (cell {@code d:work_geo_lon}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Double> WORK_GEO_LON = OrderedField.of("Customer", "workGeoLon", "d", "work_geo_lon", DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Comparator.naturalOrder());

  /**
   * Conditions on {@code cardNumber} (cell {@code d:card_number}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, String> CARD_NUMBER = OrderedField.of("Customer", "cardNumber", "d", "card_number", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code cardExpires} (cell {@code d:card_expires}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Customer, Integer> CARD_EXPIRES = OrderedField.of("Customer", "cardExpires", "d", "card_expires", IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code tags} (cell {@code d:tags}) for {@code where(...)}: equality only, its type has no order.
   */
  public static final ColumnField<Customer, List<String>> TAGS = ColumnField.of("Customer", "tags", "d", "tags", new ListValueCodec<>(StringValueCodec.INSTANCE));

  /**
   * Conditions on {@code openOn} (cell {@code d:openOn}) for {@code where(...)}: equality only, its type has no order.
   */
  public static final ColumnField<Customer, Set<DayOfWeek>> OPEN_ON = ColumnField.of("Customer", "openOn", "d", "openOn", new SetValueCodec<>(new EnumValueCodec<>(DayOfWeek.class)));

  CustomerQuery(QueryState<Customer> state) {
    super(state);
  }

  @Override
  protected CustomerQuery with(QueryState<Customer> state) {
    return new CustomerQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Customer> id(long id) {
    return new RangeQuery<>(state().equal(CustomerMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Customer> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(CustomerMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Customer> idFrom(long from) {
    return new RangeQuery<>(state().from(CustomerMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Customer> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(CustomerMapper.KEY_ID, toExclusive));
  }
}
