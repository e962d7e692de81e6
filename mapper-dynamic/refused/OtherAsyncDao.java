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
 * Reads and writes {@link Other} in table {@code default:other} asynchronously: the methods of
 * {@link OtherDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Other}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Other} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OtherAsyncDao extends AsyncEntityDao<Other, OtherMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public OtherAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public OtherAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public OtherAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public OtherAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, OtherMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Other} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Other>> get(long id) {
    return get(new OtherMapper.Key(id));
  }

  /**
   * Whether an {@code Other} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new OtherMapper.Key(id));
  }

  /**
   * Deletes the {@code Other} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new OtherMapper.Key(id));
  }

  /**
   * Deletes the {@code Other} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Other> condition) {
    return delete(new OtherMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Other} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link OtherQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Other> update(long id) {
    return update(new OtherMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public OtherAsyncQuery query() {
    return new OtherAsyncQuery(QueryState.start(queryContext()));
  }
}
