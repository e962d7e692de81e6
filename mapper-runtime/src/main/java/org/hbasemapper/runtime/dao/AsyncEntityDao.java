package org.hbasemapper.runtime.dao;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.index.IndexStats;
import org.hbasemapper.runtime.query.QueryContext;

/**
 * The asynchronous I/O of one entity type over HBase's {@link AsyncConnection}; generated
 * {@code <Entity>AsyncDao}s extend it with typed key arguments. The same operations as
 * {@link EntityDao}, with the same guarantees (index and relation upkeep in the same order, the
 * index check, {@code @Version} checks, size checks) and the same exception types and messages,
 * delivered through the returned {@link CompletableFuture} instead of thrown: every failure,
 * argument errors included, completes the future exceptionally.
 *
 * <p>Nothing blocks: each step is sent when the one before it has completed. The returned futures
 * complete on the DAO's executor (by default {@link java.util.concurrent.ForkJoinPool#commonPool()}),
 * never on hbase-client's threads, so a callback that blocks cannot stall HBase's I/O; pass
 * {@code Runnable::run} to run them on hbase-client's threads instead (only for callbacks that never
 * block).
 *
 * <p>Thread-safe and cheap: it holds the caller's {@link AsyncConnection} and never closes it.
 *
 * @param <E> the entity type
 * @param <K> the key type
 */
public abstract class AsyncEntityDao<E, K> {

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor}; writes keep the inverse families of {@code relations} in step.
   */
  protected AsyncEntityDao(AsyncConnection connection, Executor executor, EntityMapper<E, K> mapper,
      List<RelationLink> relations) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The caller's connection, for generated accessors such as wide rows. */
  protected final AsyncConnection connection() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Where the futures and publishers of this DAO deliver their results. */
  public final Executor executor() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The context the generated asynchronous query builder runs in. */
  protected final QueryContext<E> queryContext() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The table layout. */
  public TableSchema schema() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The mapper. */
  public EntityMapper<E, K> mapper() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#put}, asynchronously. */
  public CompletableFuture<Void> put(E entity) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#replace}, asynchronously. */
  public CompletableFuture<Void> replace(E entity) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#putIfAbsent}, asynchronously: whether the entity was written. */
  public CompletableFuture<Boolean> putIfAbsent(E entity) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#putAll}, asynchronously, with the same reports of failed rows. */
  public CompletableFuture<Void> putAll(Iterable<? extends E> entities) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#delete}, asynchronously. */
  public CompletableFuture<Void> delete(K key) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The entity stored under {@code key}, if any. */
  public CompletableFuture<Optional<E>> get(K key) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The projection {@code type} of the row stored under {@code key}, if any; see {@link EntityDao#get(Object, Class)}. */
  public <P> CompletableFuture<Optional<P>> get(K key, Class<P> type) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#getAll(Collection)}, asynchronously: one multi-get, in the order of {@code keys}. */
  public CompletableFuture<List<E>> getAll(Collection<K> keys) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** {@link EntityDao#getAll(Collection, Consumer)}, asynchronously. */
  public CompletableFuture<List<E>> getAll(Collection<K> keys, Consumer<? super MappingException> report) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Whether a row is stored under {@code key}. */
  public CompletableFuture<Boolean> exists(K key) {
    throw new UnsupportedOperationException("not built yet");
  }

  /**
   * Adds {@code delta} to the counter cell {@code family:qualifier} of the row under {@code key},
   * atomically on the server; the new value. Generated {@code increment<Field>} methods call it.
   */
  protected final CompletableFuture<Long> increment(K key, byte[] family, byte[] qualifier, long delta) {
    throw new UnsupportedOperationException("not built yet");
  }

  /**
   * The start of a lookup through the secondary index {@code index}; generated {@code findBy<Field>}
   * methods wrap it in an {@link org.hbasemapper.runtime.index.AsyncIndexQuery}.
   */
  protected final IndexQuery.State<E> index(String index) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** What lookups through this DAO's indexes have found stale (skipped) and removed. */
  public IndexStats indexStats() {
    throw new UnsupportedOperationException("not built yet");
  }

}
