package golden;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
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
 * Reads and writes {@link Purchase} in table {@code shop:purchase} asynchronously: the methods of
 * {@link PurchaseDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Purchase}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class PurchaseAsyncDao extends AsyncEntityDao<Purchase, PurchaseMapper.Key> {
  private static final byte[] FAMILY_VIEWS = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_VIEWS = "v".getBytes(StandardCharsets.UTF_8);

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public PurchaseAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public PurchaseAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public PurchaseAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public PurchaseAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, PurchaseMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Purchase} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Purchase>> get(String userId, Instant time, String productId) {
    return get(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Whether a {@code Purchase} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(String userId, Instant time, String productId) {
    return exists(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Deletes the {@code Purchase} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(String userId, Instant time, String productId) {
    return delete(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Deletes the {@code Purchase} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(String userId, Instant time, String productId,
      Condition<Purchase> condition) {
    return delete(new PurchaseMapper.Key(userId, time, productId), condition);
  }

  /**
   * A partial update of the {@code Purchase} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link PurchaseQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Purchase> update(String userId, Instant time, String productId) {
    return update(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Writes {@code entity} only if no {@code Purchase} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code d:quantity}
   * (its primitive field {@code quantity}, always written).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Purchase entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code userId}.
   */
  public PurchaseAsyncQuery query() {
    return new PurchaseAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * Adds {@code delta} to the counter {@code d:v} atomically on the server; the future
   * completes with the new value.
   */
  public CompletableFuture<Long> incrementViews(String userId, Instant time, String productId,
      long delta) {
    return increment(new PurchaseMapper.Key(userId, time, productId), FAMILY_VIEWS, QUALIFIER_VIEWS, delta);
  }
}
