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
 * Typed queries on {@link Event} by row-key prefix: {@code time -> sequence}, in key order.
 * Obtained from {@code EventDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class EventQuery extends KeyQuery<Event, EventQuery> {
  /**
   * Conditions on {@code kind} (cell {@code d:kind}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Event, String> KIND = OrderedField.of("Event", "kind", "d", "kind", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  EventQuery(QueryState<Event> state) {
    super(state);
  }

  @Override
  protected EventQuery with(QueryState<Event> state) {
    return new EventQuery(state);
  }

  /**
   * Rows whose {@code time} equals {@code time}.
   */
  public AfterTime time(long time) {
    return new AfterTime(state().equal(EventMapper.KEY_TIME, time));
  }

  /**
   * Rows whose {@code time} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Event> timeBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(EventMapper.KEY_TIME, from, toExclusive));
  }

  /**
   * Rows whose {@code time} is {@code >= from}, in Java order.
   */
  public RangeQuery<Event> timeFrom(long from) {
    return new RangeQuery<>(state().from(EventMapper.KEY_TIME, from));
  }

  /**
   * Rows whose {@code time} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Event> timeBefore(long toExclusive) {
    return new RangeQuery<>(state().before(EventMapper.KEY_TIME, toExclusive));
  }

  /**
   * The query once {@code time} is fixed.
   */
  public static final class AfterTime extends KeyQuery<Event, AfterTime> {
    AfterTime(QueryState<Event> state) {
      super(state);
    }

    @Override
    protected AfterTime with(QueryState<Event> state) {
      return new AfterTime(state);
    }

    /**
     * Rows whose {@code sequence} equals {@code sequence}.
     */
    public RangeQuery<Event> sequence(int sequence) {
      return new RangeQuery<>(state().equal(EventMapper.KEY_SEQUENCE, sequence));
    }

    /**
     * Rows whose {@code sequence} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<Event> sequenceBetween(int from, int toExclusive) {
      return new RangeQuery<>(state().between(EventMapper.KEY_SEQUENCE, from, toExclusive));
    }

    /**
     * Rows whose {@code sequence} is {@code >= from}, in Java order.
     */
    public RangeQuery<Event> sequenceFrom(int from) {
      return new RangeQuery<>(state().from(EventMapper.KEY_SEQUENCE, from));
    }

    /**
     * Rows whose {@code sequence} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<Event> sequenceBefore(int toExclusive) {
      return new RangeQuery<>(state().before(EventMapper.KEY_SEQUENCE, toExclusive));
    }
  }
}
