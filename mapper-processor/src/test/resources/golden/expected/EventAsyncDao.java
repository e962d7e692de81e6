package golden;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.AsyncRowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Event} in table {@code ts:event} asynchronously: the methods of
 * {@link EventDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Event}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Event} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class EventAsyncDao extends AsyncEntityDao<Event, EventMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public EventAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public EventAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public EventAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public EventAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, EventMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Event} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Event>> get(long time, int sequence) {
    return get(new EventMapper.Key(time, sequence));
  }

  /**
   * Whether an {@code Event} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long time, int sequence) {
    return exists(new EventMapper.Key(time, sequence));
  }

  /**
   * Deletes the {@code Event} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long time, int sequence) {
    return delete(new EventMapper.Key(time, sequence));
  }

  /**
   * Deletes the {@code Event} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long time, int sequence, Condition<Event> condition) {
    return delete(new EventMapper.Key(time, sequence), condition);
  }

  /**
   * A partial update of the {@code Event} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link EventQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Event> update(long time, int sequence) {
    return update(new EventMapper.Key(time, sequence));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code time}.
   */
  public EventAsyncQuery query() {
    return new EventAsyncQuery(QueryState.start(queryContext()));
  }
}
