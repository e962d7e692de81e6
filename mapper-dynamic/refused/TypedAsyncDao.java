package refused;

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
 * Reads and writes {@link Typed} in table {@code default:typed} asynchronously: the methods of
 * {@link TypedDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Typed}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Typed} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TypedAsyncDao extends AsyncEntityDao<Typed, TypedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public TypedAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public TypedAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public TypedAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public TypedAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, TypedMapper.INSTANCE, List.of(TypedDao.LINKS), options);
  }

  /**
   * The {@code Typed} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Typed>> get(String id) {
    return get(new TypedMapper.Key(id));
  }

  /**
   * Whether a {@code Typed} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(String id) {
    return exists(new TypedMapper.Key(id));
  }

  /**
   * Deletes the {@code Typed} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(String id) {
    return delete(new TypedMapper.Key(id));
  }

  /**
   * Deletes the {@code Typed} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(String id, Condition<Typed> condition) {
    return delete(new TypedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Typed} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link TypedQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Typed> update(String id) {
    return update(new TypedMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public TypedAsyncQuery query() {
    return new TypedAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code l} relation of the row under {@code key}: entry by entry, keeping the inverse in
   * step, and {@code load()} for the {@code Other} entities as a publisher.
   */
  public AsyncRelationRow<Long, String, Other> links(TypedMapper.Key key) {
    return AsyncRelationRow.of(connection(), executor(), options(), schema(), "links", "l", mapper().encodeKey(key),
        TypedMapper.KEYS_LINKS, TypedMapper.VALUES_LINKS, TypedDao.LINKS, OtherMapper.INSTANCE);
  }

  /**
   * The {@code l} family of the row under this key, read and written entry by entry.
   */
  public AsyncRelationRow<Long, String, Other> links(String id) {
    return links(new TypedMapper.Key(id));
  }
}
