package org.hbasemapper.runtime.dao;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.ToLongFunction;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.filter.Filter;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.WriteOptions;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.filter.WriteConditions;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.index.IndexStats;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.Projections;
import org.hbasemapper.runtime.query.QueryContext;
import org.jspecify.annotations.Nullable;

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
@Api
public abstract class AsyncEntityDao<E, K> {
  private final AsyncConnection connection;
  private final Executor executor;
  private final EntityMapper<E, K> mapper;
  private final QueryContext<E> queryContext;
  private final EntityOperations<E, K> operations;
  private final AsyncBatchWriter<E> batches;
  private final MapperOptions options;
  private final Observer observer;
  private final RowUpdater<E> updates;

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor}; writes keep the inverse families of {@code relations} in step.
   */
  @Internal
  protected AsyncEntityDao(AsyncConnection connection, Executor executor, EntityMapper<E, K> mapper,
      List<RelationLink> relations) {
    this(connection, executor, mapper, relations, MapperOptions.defaults());
  }

  /**
   * As the constructor above, built with {@code options} (namespace mapping, listener); generated DAOs
   * call it. A namespace mapping applies to every table, as for {@link EntityDao}.
   */
  @Internal
  protected AsyncEntityDao(AsyncConnection connection, Executor executor, EntityMapper<E, K> mapper,
      List<RelationLink> relations, MapperOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    this.connection = Objects.requireNonNull(connection, "connection");
    this.executor = Objects.requireNonNull(executor, "executor");
    this.mapper = NamespacedMapper.of(Objects.requireNonNull(mapper, "mapper"), options);
    TableIo io = TableIo.async(connection);
    this.operations = new EntityOperations<>(io, this.mapper, WideRowSource.of(io, this.mapper.schema()),
        relations == null ? List.of() : RelationLink.mapped(relations, options), options.clock(),
        options.writeOptions());
    this.batches = new AsyncBatchWriter<>(io, this.mapper.schema().tableName(), operations.plans());
    this.observer = Observer.of(options.listener(), this.mapper.schema().entityName(),
        this.mapper.schema().tableName()); // mapped already
    this.queryContext = new QueryContext<>(connection, executor, this.mapper, options)
        .withDeletes(new QueryDelete<>(operations, io, observer, executor));
    this.updates = new RowUpdater<>(operations.indexes(), this.mapper.schema());
  }

  /** The caller's connection, for generated accessors such as wide rows. */
  @Internal
  protected final AsyncConnection connection() {
    return connection;
  }

  /** The options this DAO was built with. */
  public final MapperOptions options() {
    return options;
  }

  /** Where the futures and publishers of this DAO deliver their results. */
  public final Executor executor() {
    return executor;
  }

  /** The context the generated asynchronous query builder runs in. */
  @Internal
  protected final QueryContext<E> queryContext() {
    return queryContext;
  }

  /** The table layout, with the tables this DAO uses; see {@link EntityDao#schema()}. */
  public TableSchema schema() {
    return mapper.schema();
  }

  /** The mapper, whose {@link EntityMapper#schema() schema()} is {@link #schema()}. */
  public EntityMapper<E, K> mapper() {
    return mapper;
  }

  /** {@link EntityDao#put}, asynchronously. */
  public CompletableFuture<@Nullable Void> put(E entity) {
    Operation op = observer.start("put");
    return deliver(op, null, () -> operations.write(entity, operations.putOf(entity, "put"), false, op));
  }

  /** {@link EntityDao#replace}, asynchronously. */
  public CompletableFuture<@Nullable Void> replace(E entity) {
    Operation op = observer.start("replace");
    return deliver(op, null, () -> operations.write(entity, operations.putOf(entity, "replace"), true, op));
  }

  /** {@link EntityDao#put(Object, Condition)}, asynchronously: whether the entity was written. */
  public CompletableFuture<Boolean> put(E entity, Condition<E> condition) {
    return put(entity, condition, WriteOptions.defaults());
  }

  /** {@link EntityDao#put(Object, WriteOptions)}, asynchronously. */
  public CompletableFuture<@Nullable Void> put(E entity, WriteOptions options) {
    Operation op = observer.start("put");
    return deliver(op, null, () -> operations.write(entity, operations.putOf(entity, "put", require(options)), false,
        op));
  }

  /** {@link EntityDao#put(Object, Condition, WriteOptions)}, asynchronously: whether the entity was written. */
  public CompletableFuture<Boolean> put(E entity, Condition<E> condition, WriteOptions options) {
    Operation op = observer.start("put");
    return deliver(op, AsyncEntityDao::applied, () -> {
      Filter filter = WriteConditions.filter(condition, schema(), "put");
      return operations.writeIf(entity, operations.putOf(entity, "put", require(options)), false, filter, op);
    });
  }

  /** {@link EntityDao#replace(Object, Condition)}, asynchronously: whether the entity was written. */
  public CompletableFuture<Boolean> replace(E entity, Condition<E> condition) {
    return replace(entity, condition, WriteOptions.defaults());
  }

  /** {@link EntityDao#replace(Object, WriteOptions)}, asynchronously. */
  public CompletableFuture<@Nullable Void> replace(E entity, WriteOptions options) {
    Operation op = observer.start("replace");
    return deliver(op, null, () -> operations.write(entity, operations.putOf(entity, "replace", require(options)),
        true, op));
  }

  /** {@link EntityDao#replace(Object, Condition, WriteOptions)}, asynchronously: whether the entity was written. */
  public CompletableFuture<Boolean> replace(E entity, Condition<E> condition, WriteOptions options) {
    Operation op = observer.start("replace");
    return deliver(op, AsyncEntityDao::applied, () -> {
      Filter filter = WriteConditions.filter(condition, schema(), "replace");
      return operations.writeIf(entity, operations.putOf(entity, "replace", require(options)), true, filter, op);
    });
  }

  /**
   * {@link EntityDao#putIfAbsent}, asynchronously: whether the entity was written. Protected, as there:
   * public on the generated DAO of an entity with a presence cell.
   */
  protected CompletableFuture<Boolean> putIfAbsent(E entity) {
    Operation op = observer.start("putIfAbsent");
    return deliver(op, null, () -> operations.putIfAbsent(entity, op));
  }

  /**
   * {@link EntityDao#putAll}, asynchronously, with the same checks and reports of failed rows: the
   * future fails with the {@link org.hbasemapper.runtime.BatchWriteException}. Without indexes the
   * rows go in batches of 2,000; with indexes in rounds of 2,000, the next round planned and its
   * entries written while the rows of the one before are sent.
   */
  public CompletableFuture<@Nullable Void> putAll(Iterable<? extends E> entities) {
    Operation op = observer.start("putAll");
    return deliver(op, null, () -> operations.putAll(entities, batches::write, op));
  }

  /** {@link EntityDao#putAll(Iterable, WriteOptions)}, asynchronously. */
  public CompletableFuture<@Nullable Void> putAll(Iterable<? extends E> entities, WriteOptions options) {
    Operation op = observer.start("putAll");
    return deliver(op, null, () -> operations.putAll(operations.map(entities, require(options)), batches::write, op));
  }

  /** Maps and checks {@code entities} for a putAll, sending nothing, as {@link EntityDao} does for a group. */
  EntityOperations.Mapped<E> mapAll(Iterable<? extends E> entities) {
    return operations.map(entities);
  }

  /** {@link #putAll(Iterable)} of entities mapped by {@link #mapAll}, for a group's putAll. */
  CompletableFuture<Void> putAll(EntityOperations.Mapped<E> mapped) {
    Operation op = observer.start("putAll");
    return deliver(op, null, () -> operations.putAll(mapped, batches::write, op));
  }

  /** {@link #delete} of the row {@code row}, an operation of this DAO's own, for a group's delete. */
  CompletableFuture<Void> deleteRow(byte[] row) {
    Operation op = observer.start("delete");
    return deliver(op, null, () -> operations.delete(row, op));
  }

  /** The operations of this DAO, for a group's atomic writes. */
  EntityOperations<E, K> operations() {
    return operations;
  }

  /** Whether deleting a row takes more than a {@code Delete} of it; see {@link EntityDao}. */
  boolean deletesNeedUpkeep() {
    return operations.indexes().active() || operations.relations().active();
  }

  /**
   * {@link EntityDao#update}, sent asynchronously by {@link AsyncRowUpdate#apply()}: a null key is
   * refused here, at once, as the builder's own methods refuse their mistakes.
   */
  public AsyncRowUpdate<E> update(K key) {
    RowChanges<E> changes = new RowChanges<>(mapper.schema(), operations.rowOf(key, RowChanges.OPERATION),
        options.clock().instant());
    return new AsyncRowUpdate<>(changes, c -> {
      Operation op = observer.start(RowChanges.OPERATION);
      return deliver(op, null, () -> updates.apply(c, op));
    });
  }

  /** {@link EntityDao#delete}, asynchronously. */
  public CompletableFuture<@Nullable Void> delete(K key) {
    Operation op = observer.start("delete");
    return deliver(op, null, () -> operations.deleteIf(operations.deleteOf(key, "delete", null), null, op)
        .thenApply(deleted -> null));
  }

  /** {@link EntityDao#delete(Object, Condition)}, asynchronously: whether the row was deleted. */
  public CompletableFuture<Boolean> delete(K key, Condition<E> condition) {
    return delete(key, condition, WriteOptions.defaults());
  }

  /** {@link EntityDao#delete(Object, WriteOptions)}, asynchronously. */
  public CompletableFuture<@Nullable Void> delete(K key, WriteOptions options) {
    Operation op = observer.start("delete");
    return deliver(op, null, () -> operations.deleteIf(operations.deleteOf(key, "delete", require(options)), null, op)
        .thenApply(deleted -> null));
  }

  /** {@link EntityDao#delete(Object, Condition, WriteOptions)}, asynchronously: whether the row was deleted. */
  public CompletableFuture<Boolean> delete(K key, Condition<E> condition, WriteOptions options) {
    Operation op = observer.start("delete");
    return deliver(op, AsyncEntityDao::applied, () -> {
      Filter filter = WriteConditions.filter(condition, schema(), "delete");
      return operations.deleteIf(operations.deleteOf(key, "delete", require(options)), filter, op);
    });
  }

  /** The entity stored under {@code key}, if any. */
  public CompletableFuture<Optional<E>> get(K key) {
    return deliver(observer.start("get"), AsyncEntityDao::found, () -> operations.get(operations.rowOf(key, "get")));
  }

  /** The projection {@code type} of the row stored under {@code key}, if any; see {@link EntityDao#get(Object, Class)}. */
  public <P> CompletableFuture<Optional<P>> get(K key, Class<P> type) {
    return deliver(observer.start("get"), AsyncEntityDao::found, () -> {
      byte[] row = operations.rowOf(key, "get");
      return operations.get(row, Projections.of(mapper, type));
    });
  }

  /** {@link EntityDao#getAll(Collection)}, asynchronously: one multi-get, in the order of {@code keys}. */
  public CompletableFuture<List<E>> getAll(Collection<K> keys) {
    return getAll(keys, null);
  }

  /**
   * {@link EntityDao#getAll(Collection, Consumer)}, asynchronously; {@code report} is called on the
   * DAO's executor, before the future completes.
   */
  public CompletableFuture<List<E>> getAll(Collection<K> keys, @Nullable Consumer<? super MappingException> report) {
    CompletableFuture<EntityOperations.Found<E>> found = deliver(observer.start("getAll"), read -> read.entities().size(),
        () -> operations.getAll(keys, report != null));
    CompletableFuture<List<E>> out = new CompletableFuture<>();
    found.whenComplete((read, failure) -> { // on the executor: found completes there
      if (failure != null) {
        out.completeExceptionally(Futures.unwrap(failure));
        return;
      }
      try {
        if (report != null) {
          read.bad().forEach(report);
        }
        out.complete(read.entities());
      } catch (RuntimeException | Error e) {
        out.completeExceptionally(e);
      }
    });
    return out;
  }

  /** Whether a row is stored under {@code key}. */
  public CompletableFuture<Boolean> exists(K key) {
    return deliver(observer.start("exists"), exists -> exists ? 1 : 0,
        () -> operations.exists(operations.rowOf(key, "exists")));
  }

  /**
   * Adds {@code delta} to the counter cell {@code family:qualifier} of the row under {@code key},
   * atomically on the server; the new value. Generated {@code increment<Field>} methods call it.
   */
  @Internal
  protected final CompletableFuture<Long> increment(K key, byte[] family, byte[] qualifier, long delta) {
    return deliver(observer.start("increment"), null,
        () -> operations.increment(operations.rowOf(key, "increment"), family, qualifier, delta));
  }

  /**
   * The start of a lookup through the secondary index {@code index}; generated {@code findBy<Field>}
   * methods wrap it in an {@link org.hbasemapper.runtime.index.AsyncIndexQuery}.
   */
  @Internal
  protected final IndexQuery.State<E> index(String index) {
    return IndexQuery.start(operations.indexes(), operations.wideRows(), index, executor, observer);
  }

  /** What lookups through this DAO's indexes have found stale (skipped) and removed. */
  public IndexStats indexStats() {
    return operations.indexes().stats();
  }

  /**
   * The future of {@code operation}, completing on the executor: an argument error it throws, and
   * any failure of its steps, as the future's failure (never thrown, never wrapped). {@code observed}
   * is active while the calls are issued, and ends (after hearing the rows {@code rows} counts, when
   * not null) before the future completes.
   */
  private <T> CompletableFuture<T> deliver(Operation observed, @Nullable ToLongFunction<? super T> rows,
      Callable<CompletableFuture<T>> operation) {
    CompletableFuture<T> issued;
    try (Operation.Scope scope = observed.activate()) {
      issued = Futures.attempt(operation);
    }
    return Futures.on(Observer.endWhenDone(issued, observed, rows), executor);
  }

  /** {@code options}, refused when null (pass {@link WriteOptions#defaults()} for none). */
  private WriteOptions require(WriteOptions options) {
    return operations.require(options, "write", "options");
  }

  /** One row when a conditional write applied. */
  private static long applied(Boolean applied) {
    return Boolean.TRUE.equals(applied) ? 1 : 0;
  }

  /** One row when something was found. */
  private static long found(Optional<?> found) {
    return found.isPresent() ? 1 : 0;
  }
}
