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
 * Reads and writes {@link Item} in table {@code rel:item} asynchronously: the methods of
 * {@link ItemDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Item}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Item} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ItemAsyncDao extends AsyncEntityDao<Item, ItemMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public ItemAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public ItemAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public ItemAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public ItemAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, ItemMapper.INSTANCE, List.of(ItemDao.SHOPS), options);
  }

  /**
   * The {@code Item} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Item>> get(long id) {
    return get(new ItemMapper.Key(id));
  }

  /**
   * Whether an {@code Item} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new ItemMapper.Key(id));
  }

  /**
   * Deletes the {@code Item} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new ItemMapper.Key(id));
  }

  /**
   * Deletes the {@code Item} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Item> condition) {
    return delete(new ItemMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Item} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ItemQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Item> update(long id) {
    return update(new ItemMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public ItemAsyncQuery query() {
    return new ItemAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code shop} relation of the row under {@code key}: entry by entry, keeping the inverse in
   * step, and {@code load()} for the {@code Shop} entities as a publisher.
   */
  public AsyncRelationRow<Long, String, Shop> shops(ItemMapper.Key key) {
    return AsyncRelationRow.of(connection(), executor(), options(), schema(), "shops", "shop", mapper().encodeKey(key),
        ItemMapper.KEYS_SHOPS, ItemMapper.VALUES_SHOPS, ItemDao.SHOPS, ShopMapper.INSTANCE);
  }

  /**
   * The {@code shop} family of the row under this key, read and written entry by entry.
   */
  public AsyncRelationRow<Long, String, Shop> shops(long id) {
    return shops(new ItemMapper.Key(id));
  }
}
