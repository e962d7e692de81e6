package golden;

import java.time.Instant;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Ticket} by row-key prefix: {@code queue -> number}, in key order.
 * Obtained from {@code TicketDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TicketQuery extends KeyQuery<Ticket, TicketQuery> {
  /**
   * Conditions on {@code version} (cell {@code t:version}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Ticket, Long> VERSION = OrderedField.of("Ticket", "version", "t", "version", LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Comparator.naturalOrder());

  /**
   * Conditions on {@code modified} (cell {@code t:modified}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Ticket, Instant> MODIFIED = OrderedField.of("Ticket", "modified", "t", "modified", InstantValueCodec.INSTANCE, ValueOrder.DECODED, Comparator.naturalOrder());

  /**
   * Conditions on {@code subject} (cell {@code t:subject}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Ticket, String> SUBJECT = OrderedField.of("Ticket", "subject", "t", "subject", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code isUrgent} (cell {@code t:isUrgent}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Ticket, Boolean> IS_URGENT = OrderedField.of("Ticket", "isUrgent", "t", "isUrgent", BooleanValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  /**
   * Conditions on {@code assignee} (cell {@code t:assignee}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Ticket, String> ASSIGNEE = OrderedField.of("Ticket", "assignee", "t", "assignee", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  TicketQuery(QueryState<Ticket> state) {
    super(state);
  }

  @Override
  protected TicketQuery with(QueryState<Ticket> state) {
    return new TicketQuery(state);
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
  public RangeQuery<Ticket> queueBetween(String from, String toExclusive) {
    return new RangeQuery<>(state().between(TicketMapper.KEY_QUEUE, from, toExclusive));
  }

  /**
   * Rows whose {@code queue} is {@code >= from}, in Java order.
   */
  public RangeQuery<Ticket> queueFrom(String from) {
    return new RangeQuery<>(state().from(TicketMapper.KEY_QUEUE, from));
  }

  /**
   * Rows whose {@code queue} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Ticket> queueBefore(String toExclusive) {
    return new RangeQuery<>(state().before(TicketMapper.KEY_QUEUE, toExclusive));
  }

  /**
   * The query once {@code queue} is fixed.
   */
  public static final class AfterQueue extends KeyQuery<Ticket, AfterQueue> {
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
    public RangeQuery<Ticket> number(long number) {
      return new RangeQuery<>(state().equal(TicketMapper.KEY_NUMBER, number));
    }

    /**
     * Rows whose {@code number} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<Ticket> numberBetween(long from, long toExclusive) {
      return new RangeQuery<>(state().between(TicketMapper.KEY_NUMBER, from, toExclusive));
    }

    /**
     * Rows whose {@code number} is {@code >= from}, in Java order.
     */
    public RangeQuery<Ticket> numberFrom(long from) {
      return new RangeQuery<>(state().from(TicketMapper.KEY_NUMBER, from));
    }

    /**
     * Rows whose {@code number} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<Ticket> numberBefore(long toExclusive) {
      return new RangeQuery<>(state().before(TicketMapper.KEY_NUMBER, toExclusive));
    }
  }
}
