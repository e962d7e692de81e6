package refused;

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
 * Reads and writes {@link Unnamed} in table {@code default:unnamed} asynchronously: the methods of
 * {@link UnnamedDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Unnamed}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Unnamed} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnnamedAsyncDao extends AsyncEntityDao<Unnamed, UnnamedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public UnnamedAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public UnnamedAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public UnnamedAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public UnnamedAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, UnnamedMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Unnamed} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Unnamed>> get(long id) {
    return get(new UnnamedMapper.Key(id));
  }

  /**
   * Whether an {@code Unnamed} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new UnnamedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unnamed} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new UnnamedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unnamed} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Unnamed> condition) {
    return delete(new UnnamedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Unnamed} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link UnnamedQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Unnamed> update(long id) {
    return update(new UnnamedMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public UnnamedAsyncQuery query() {
    return new UnnamedAsyncQuery(QueryState.start(queryContext()));
  }
}
