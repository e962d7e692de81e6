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
 * Reads and writes {@link Article} in table {@code ver:article} asynchronously: the methods of
 * {@link ArticleDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Article}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ArticleAsyncDao extends AsyncEntityDao<Article, ArticleMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public ArticleAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public ArticleAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public ArticleAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public ArticleAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, ArticleMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Article} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Article>> get(long id) {
    return get(new ArticleMapper.Key(id));
  }

  /**
   * Whether an {@code Article} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new ArticleMapper.Key(id));
  }

  /**
   * Deletes the {@code Article} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new ArticleMapper.Key(id));
  }

  /**
   * Deletes the {@code Article} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Article> condition) {
    return delete(new ArticleMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Article} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ArticleQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Article> update(long id) {
    return update(new ArticleMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Article} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code d:_}
   * (its {@code @PresenceMarker}).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Article entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public ArticleAsyncQuery query() {
    return new ArticleAsyncQuery(QueryState.start(queryContext()));
  }
}
