package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Conversation} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link ConversationQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link ConversationQuery}, such as {@code ConversationQuery.TITLE}.
 * Obtained from {@code ConversationAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ConversationAsyncQuery extends AsyncKeyQuery<Conversation, ConversationAsyncQuery> {
  ConversationAsyncQuery(QueryState<Conversation> state) {
    super(state);
  }

  @Override
  protected ConversationAsyncQuery with(QueryState<Conversation> state) {
    return new ConversationAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Conversation> id(long id) {
    return new AsyncRangeQuery<>(state().equal(ConversationMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Conversation> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(ConversationMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Conversation> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(ConversationMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Conversation> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(ConversationMapper.KEY_ID, toExclusive));
  }
}
