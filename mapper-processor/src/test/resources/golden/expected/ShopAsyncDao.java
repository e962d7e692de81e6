package golden;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.AsyncRelationRow;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.AsyncRowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Shop} in table {@code rel:shop} asynchronously: the methods of
 * {@link ShopDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Shop}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Shop} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ShopAsyncDao extends AsyncEntityDao<Shop, ShopMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public ShopAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public ShopAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public ShopAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public ShopAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, ShopMapper.INSTANCE, List.of(ShopDao.ITEMS), options);
  }

  /**
   * The {@code Shop} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Shop>> get(long id) {
    return get(new ShopMapper.Key(id));
  }

  /**
   * Whether a {@code Shop} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new ShopMapper.Key(id));
  }

  /**
   * Deletes the {@code Shop} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new ShopMapper.Key(id));
  }

  /**
   * Deletes the {@code Shop} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Shop> condition) {
    return delete(new ShopMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Shop} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ShopQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Shop> update(long id) {
    return update(new ShopMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public ShopAsyncQuery query() {
    return new ShopAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code item} relation of the row under {@code key}: entry by entry, keeping the inverse in
   * step, and {@code load()} for the {@code Item} entities as a publisher.
   */
  public AsyncRelationRow<Long, String, Item> items(ShopMapper.Key key) {
    return AsyncRelationRow.of(connection(), executor(), options(), schema(), "items", "item", mapper().encodeKey(key),
        ShopMapper.KEYS_ITEMS, ShopMapper.VALUES_ITEMS, ShopDao.ITEMS, ItemMapper.INSTANCE);
  }

  /**
   * The {@code item} family of the row under this key, read and written entry by entry.
   */
  public AsyncRelationRow<Long, String, Item> items(long id) {
    return items(new ShopMapper.Key(id));
  }
}
