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
 * Reads and writes {@link Child7} in table {@code default:child7} asynchronously: the methods of
 * {@link Child7Dao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Child7}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Child7} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class Child7AsyncDao extends AsyncEntityDao<Child7, Child7Mapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public Child7AsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public Child7AsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public Child7AsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public Child7AsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, Child7Mapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Child7} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Child7>> get(long id) {
    return get(new Child7Mapper.Key(id));
  }

  /**
   * Whether a {@code Child7} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new Child7Mapper.Key(id));
  }

  /**
   * Deletes the {@code Child7} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<Void> delete(long id) {
    return delete(new Child7Mapper.Key(id));
  }

  /**
   * Deletes the {@code Child7} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Child7> condition) {
    return delete(new Child7Mapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Child7} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link Child7Query}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Child7> update(long id) {
    return update(new Child7Mapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public Child7AsyncQuery query() {
    return new Child7AsyncQuery(QueryState.start(queryContext()));
  }
}
