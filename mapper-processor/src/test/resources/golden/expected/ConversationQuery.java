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
 * Typed queries on {@link Conversation} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code ConversationDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ConversationQuery extends KeyQuery<Conversation, ConversationQuery> {
  /**
   * Conditions on {@code title} (cell {@code info:title}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Conversation, String> TITLE = OrderedField.of("Conversation", "title", "info", "title", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  ConversationQuery(QueryState<Conversation> state) {
    super(state);
  }

  @Override
  protected ConversationQuery with(QueryState<Conversation> state) {
    return new ConversationQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Conversation> id(long id) {
    return new RangeQuery<>(state().equal(ConversationMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Conversation> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(ConversationMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Conversation> idFrom(long from) {
    return new RangeQuery<>(state().from(ConversationMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Conversation> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(ConversationMapper.KEY_ID, toExclusive));
  }
}
