package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Event} by row-key prefix: {@code time -> sequence}, in key order,
 * with the stages of {@link EventQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link EventQuery}, such as {@code EventQuery.KIND}.
 * Obtained from {@code EventAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class EventAsyncQuery extends AsyncKeyQuery<Event, EventAsyncQuery> {
  EventAsyncQuery(QueryState<Event> state) {
    super(state);
  }

  @Override
  protected EventAsyncQuery with(QueryState<Event> state) {
    return new EventAsyncQuery(state);
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
  public AsyncRangeQuery<Event> timeBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(EventMapper.KEY_TIME, from, toExclusive));
  }

  /**
   * Rows whose {@code time} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Event> timeFrom(long from) {
    return new AsyncRangeQuery<>(state().from(EventMapper.KEY_TIME, from));
  }

  /**
   * Rows whose {@code time} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Event> timeBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(EventMapper.KEY_TIME, toExclusive));
  }

  /**
   * The query once {@code time} is fixed.
   */
  public static final class AfterTime extends AsyncKeyQuery<Event, AfterTime> {
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
    public AsyncRangeQuery<Event> sequence(int sequence) {
      return new AsyncRangeQuery<>(state().equal(EventMapper.KEY_SEQUENCE, sequence));
    }

    /**
     * Rows whose {@code sequence} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<Event> sequenceBetween(int from, int toExclusive) {
      return new AsyncRangeQuery<>(state().between(EventMapper.KEY_SEQUENCE, from, toExclusive));
    }

    /**
     * Rows whose {@code sequence} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<Event> sequenceFrom(int from) {
      return new AsyncRangeQuery<>(state().from(EventMapper.KEY_SEQUENCE, from));
    }

    /**
     * Rows whose {@code sequence} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<Event> sequenceBefore(int toExclusive) {
      return new AsyncRangeQuery<>(state().before(EventMapper.KEY_SEQUENCE, toExclusive));
    }
  }
}
