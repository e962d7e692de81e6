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
 * Reads and writes {@link LineItem} in table {@code book:orders} asynchronously: the methods of
 * {@link LineItemDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code LineItem}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class LineItemAsyncDao extends AsyncEntityDao<LineItem, LineItemMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public LineItemAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public LineItemAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public LineItemAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public LineItemAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, LineItemMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code LineItem} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<LineItem>> get(String customer, long order, int line) {
    return get(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Whether a {@code LineItem} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(String customer, long order, int line) {
    return exists(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Deletes the {@code LineItem} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(String customer, long order, int line) {
    return delete(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Deletes the {@code LineItem} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(String customer, long order, int line,
      Condition<LineItem> condition) {
    return delete(new LineItemMapper.Key(customer, order, line), condition);
  }

  /**
   * A partial update of the {@code LineItem} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link LineItemQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<LineItem> update(String customer, long order, int line) {
    return update(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Writes {@code entity} only if no {@code LineItem} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code d:quantity}
   * (its primitive field {@code quantity}, always written).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(LineItem entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code customer}.
   */
  public LineItemAsyncQuery query() {
    return new LineItemAsyncQuery(QueryState.start(queryContext()));
  }
}
