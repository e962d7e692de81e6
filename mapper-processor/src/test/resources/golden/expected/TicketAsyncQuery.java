package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Ticket} by row-key prefix: {@code queue -> number}, in key order,
 * with the stages of {@link TicketQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link TicketQuery}, such as {@code TicketQuery.VERSION}.
 * Obtained from {@code TicketAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TicketAsyncQuery extends AsyncKeyQuery<Ticket, TicketAsyncQuery> {
  TicketAsyncQuery(QueryState<Ticket> state) {
    super(state);
  }

  @Override
  protected TicketAsyncQuery with(QueryState<Ticket> state) {
    return new TicketAsyncQuery(state);
  }

  /**
   * Rows whose {@code queue} equals {@code queue}.
   */
  public AfterQueue queue(String queue) {
    return new AfterQueue(state().equal(TicketMapper.KEY_QUEUE, queue));
  }

  /**
   * Rows whose {@code queue} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Ticket> queueBetween(String from, String toExclusive) {
    return new AsyncRangeQuery<>(state().between(TicketMapper.KEY_QUEUE, from, toExclusive));
  }

  /**
   * Rows whose {@code queue} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Ticket> queueFrom(String from) {
    return new AsyncRangeQuery<>(state().from(TicketMapper.KEY_QUEUE, from));
  }

  /**
   * Rows whose {@code queue} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Ticket> queueBefore(String toExclusive) {
    return new AsyncRangeQuery<>(state().before(TicketMapper.KEY_QUEUE, toExclusive));
  }

  /**
   * The query once {@code queue} is fixed.
   */
  public static final class AfterQueue extends AsyncKeyQuery<Ticket, AfterQueue> {
    AfterQueue(QueryState<Ticket> state) {
      super(state);
    }

    @Override
    protected AfterQueue with(QueryState<Ticket> state) {
      return new AfterQueue(state);
    }

    /**
     * Rows whose {@code number} equals {@code number}.
     */
    public AsyncRangeQuery<Ticket> number(long number) {
      return new AsyncRangeQuery<>(state().equal(TicketMapper.KEY_NUMBER, number));
    }

    /**
     * Rows whose {@code number} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<Ticket> numberBetween(long from, long toExclusive) {
      return new AsyncRangeQuery<>(state().between(TicketMapper.KEY_NUMBER, from, toExclusive));
    }

    /**
     * Rows whose {@code number} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<Ticket> numberFrom(long from) {
      return new AsyncRangeQuery<>(state().from(TicketMapper.KEY_NUMBER, from));
    }

    /**
     * Rows whose {@code number} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<Ticket> numberBefore(long toExclusive) {
      return new AsyncRangeQuery<>(state().before(TicketMapper.KEY_NUMBER, toExclusive));
    }
  }
}
