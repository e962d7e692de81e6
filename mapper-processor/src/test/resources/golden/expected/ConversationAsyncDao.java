package golden;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.AsyncWideRow;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.AsyncRowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Conversation} in table {@code chat:conversation} asynchronously: the methods of
 * {@link ConversationDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Conversation}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Conversation} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ConversationAsyncDao extends AsyncEntityDao<Conversation, ConversationMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public ConversationAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public ConversationAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public ConversationAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public ConversationAsyncDao(AsyncConnection connection, Executor executor,
      MapperOptions options) {
    super(connection, executor, ConversationMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Conversation} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Conversation>> get(long id) {
    return get(new ConversationMapper.Key(id));
  }

  /**
   * Whether a {@code Conversation} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new ConversationMapper.Key(id));
  }

  /**
   * Deletes the {@code Conversation} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new ConversationMapper.Key(id));
  }

  /**
   * Deletes the {@code Conversation} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Conversation> condition) {
    return delete(new ConversationMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Conversation} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ConversationQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Conversation> update(long id) {
    return update(new ConversationMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public ConversationAsyncQuery query() {
    return new ConversationAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code m} family of the row under {@code key}, read and written entry by entry,
   * never loaded whole; futures for single entries, a publisher for all of them.
   */
  public AsyncWideRow<Long, String> members(ConversationMapper.Key key) {
    return AsyncWideRow.of(connection(), executor(), options(), schema(), "members", "m", mapper().encodeKey(key),
        ConversationMapper.KEYS_MEMBERS, ConversationMapper.VALUES_MEMBERS);
  }

  /**
   * The {@code m} family of the row under this key, read and written entry by entry.
   */
  public AsyncWideRow<Long, String> members(long id) {
    return members(new ConversationMapper.Key(id));
  }
}
