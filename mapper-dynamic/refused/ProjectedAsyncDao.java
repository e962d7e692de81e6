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
 * Reads and writes {@link Projected} in table {@code default:projected} asynchronously: the methods of
 * {@link ProjectedDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Projected}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Projected} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class ProjectedAsyncDao extends AsyncEntityDao<Projected, ProjectedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public ProjectedAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public ProjectedAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public ProjectedAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public ProjectedAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, ProjectedMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Projected} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Projected>> get(long id) {
    return get(new ProjectedMapper.Key(id));
  }

  /**
   * Whether a {@code Projected} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new ProjectedMapper.Key(id));
  }

  /**
   * Deletes the {@code Projected} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<Void> delete(long id) {
    return delete(new ProjectedMapper.Key(id));
  }

  /**
   * Deletes the {@code Projected} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Projected> condition) {
    return delete(new ProjectedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Projected} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ProjectedQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Projected> update(long id) {
    return update(new ProjectedMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public ProjectedAsyncQuery query() {
    return new ProjectedAsyncQuery(QueryState.start(queryContext()));
  }
}
