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

/**
 * Reads and writes {@link Fine} in table {@code default:fine} asynchronously: the methods of
 * {@link FineDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Fine}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Fine} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class FineAsyncDao extends AsyncEntityDao<Fine, FineMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public FineAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public FineAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public FineAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public FineAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, FineMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Fine} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Fine>> get(long id) {
    return get(new FineMapper.Key(id));
  }

  /**
   * Whether a {@code Fine} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new FineMapper.Key(id));
  }

  /**
   * Deletes the {@code Fine} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<Void> delete(long id) {
    return delete(new FineMapper.Key(id));
  }

  /**
   * Deletes the {@code Fine} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Fine> condition) {
    return delete(new FineMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Fine} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link FineQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Fine> update(long id) {
    return update(new FineMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public FineAsyncQuery query() {
    return new FineAsyncQuery(QueryState.start(queryContext()));
  }
}
