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
 * Reads and writes {@link Document} in table {@code ts:document} asynchronously: the methods of
 * {@link DocumentDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Document}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Document} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class DocumentAsyncDao extends AsyncEntityDao<Document, DocumentMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public DocumentAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public DocumentAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public DocumentAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public DocumentAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, DocumentMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Document} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Document>> get(String owner, long docId) {
    return get(new DocumentMapper.Key(owner, docId));
  }

  /**
   * Whether a {@code Document} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(String owner, long docId) {
    return exists(new DocumentMapper.Key(owner, docId));
  }

  /**
   * Deletes the {@code Document} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(String owner, long docId) {
    return delete(new DocumentMapper.Key(owner, docId));
  }

  /**
   * Deletes the {@code Document} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(String owner, long docId,
      Condition<Document> condition) {
    return delete(new DocumentMapper.Key(owner, docId), condition);
  }

  /**
   * A partial update of the {@code Document} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link DocumentQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Document> update(String owner, long docId) {
    return update(new DocumentMapper.Key(owner, docId));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code owner}.
   */
  public DocumentAsyncQuery query() {
    return new DocumentAsyncQuery(QueryState.start(queryContext()));
  }
}
