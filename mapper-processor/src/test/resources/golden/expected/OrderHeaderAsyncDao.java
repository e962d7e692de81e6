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
 * Reads and writes {@link OrderHeader} in table {@code book:orders} asynchronously: the methods of
 * {@link OrderHeaderDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code OrderHeader}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code OrderHeader} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderHeaderAsyncDao extends AsyncEntityDao<OrderHeader, OrderHeaderMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public OrderHeaderAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public OrderHeaderAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public OrderHeaderAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public OrderHeaderAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, OrderHeaderMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code OrderHeader} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<OrderHeader>> get(String customer, long order) {
    return get(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * Whether an {@code OrderHeader} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(String customer, long order) {
    return exists(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * Deletes the {@code OrderHeader} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(String customer, long order) {
    return delete(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * Deletes the {@code OrderHeader} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(String customer, long order,
      Condition<OrderHeader> condition) {
    return delete(new OrderHeaderMapper.Key(customer, order), condition);
  }

  /**
   * A partial update of the {@code OrderHeader} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link OrderHeaderQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<OrderHeader> update(String customer, long order) {
    return update(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code customer}.
   */
  public OrderHeaderAsyncQuery query() {
    return new OrderHeaderAsyncQuery(QueryState.start(queryContext()));
  }
}
