package org.hbasemapper.runtime.dao;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;

import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * {@link GroupDao}, asynchronously: the same reads and writes of a group of record types sharing one
 * table, through the members' asynchronous DAOs, with futures and publishers for results. The runtime
 * of generated {@code <Group>AsyncDao} classes; thread-safe, holds the caller's
 * {@code AsyncConnection} and never closes it. Futures complete on the members' executor.
 *
 * @param <G> the group's type (the sealed interface)
 */
@Internal
@NullUnmarked
public final class AsyncGroupDao<G> {
  private final RecordGroup<G> group;
  private final EntityMapper<G, byte[]> mapped;
  private final List<AsyncEntityDao<? extends G, ?>> members;
  private final Executor executor;
  private final QueryContext<G> queryContext;
  private final Observer observer;
  private final GroupDelete<G> deletes;
  private final AtomicGroupWrite<G> atomic;

  /**
   * The asynchronous DAO of {@code group} over {@code connection}.
   *
   * @param members the members' asynchronous DAOs, in the order of {@link RecordGroup#members()}, built
   *     with one namespace mapping and one executor
   */
  public AsyncGroupDao(AsyncConnection connection, RecordGroup<G> group, List<AsyncEntityDao<? extends G, ?>> members) {
    Objects.requireNonNull(connection, "connection");
    this.group = group;
    this.members = List.copyOf(members);
    MapperOptions options = GroupRows.checkMembers(group, this.members.stream().map(AsyncEntityDao::mapper).toList(),
        this.members.stream().map(AsyncEntityDao::options).toList());
    this.executor = this.members.isEmpty() ? Runnable::run : this.members.get(0).executor();
    this.mapped = NamespacedMapper.of(group, options);
    this.observer = Observer.of(options.listener(), group.name(), mapped.schema().tableName()); // mapped already
    TableIo io = TableIo.async(connection);
    List<Function<byte[], CompletableFuture<Void>>> upkeepDeletes = new ArrayList<>();
    for (AsyncEntityDao<? extends G, ?> member : this.members) {
      upkeepDeletes.add(member.deletesNeedUpkeep() ? member::deleteRow : null);
    }
    this.deletes = new GroupDelete<>(group, mapped.schema().tableName(), io,
        this.members.stream().map(AsyncEntityDao::mapper).toList(), upkeepDeletes, observer, executor);
    this.queryContext = new QueryContext<>(connection, executor, mapped, options).withDeletes(deletes);
    this.atomic = new AtomicGroupWrite<>(io, group, mapped.schema(),
        this.members.stream().map(AsyncEntityDao::operations).toList());
  }

  /** The state of a query over the whole group, for the generated query's first stage. */
  public QueryState<G> startQuery() {
    return QueryState.start(queryContext);
  }

  /**
   * {@link GroupDao#putAll}, asynchronously: every row mapped and checked before any is sent (a bad
   * row fails the future with an {@link IllegalArgumentException} and nothing is written), then each
   * record type's rows through its member's {@code putAll}, one type after the other. A failure fails
   * the future with the {@link BatchWriteException} of its type, listing the rows of the types after it
   * as not attempted.
   */
  public CompletableFuture<@Nullable Void> putAll(Iterable<? extends G> rows) {
    Operation op = observer.start("putAll");
    return deliver(op, null, () -> {
      List<List<G>> byType = GroupRows.byType(group, rows, where());
      List<EntityOperations.Mapped<?>> mappedRows = new ArrayList<>();
      for (int i = 0; i < byType.size(); i++) {
        mappedRows.add(mapAll(members.get(i), byType.get(i)));
      }
      CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
      for (int i = 0; i < byType.size(); i++) {
        int type = i;
        done = done.thenCompose(v -> putAll(members.get(type), mappedRows.get(type)).handle((x, failure) -> {
          if (failure != null && Futures.unwrap(failure) instanceof BatchWriteException e) {
            throw GroupRows.withLaterRows(group, schema().tableName(), e, byType.subList(type + 1, byType.size()));
          }
          if (failure != null) {
            throw Futures.rethrowUnchecked(failure);
          }
          return null;
        }));
      }
      return done;
    });
  }

  /**
   * {@link GroupDao#putAllAtomically(Iterable)}, asynchronously: the rows of one parent, all or none, in
   * one call of HBase's {@code MultiRowMutationEndpoint}. What the blocking form refuses or throws
   * fails the future instead, with the same exception.
   */
  public CompletableFuture<@Nullable Void> putAllAtomically(Iterable<? extends G> rows) {
    Operation op = observer.start("putAllAtomically");
    return deliver(op, null, () -> atomic.putAll(rows, -1, null, op).<@Nullable Void>thenApply(applied -> null));
  }

  /**
   * {@link GroupDao#putAllAtomically(Iterable, Class, Condition)}, asynchronously: the future holds
   * whether the rows were written.
   */
  public <H extends G> CompletableFuture<Boolean> putAllAtomically(Iterable<? extends G> rows, Class<H> type,
      Condition<H> condition) {
    Operation op = observer.start("putAllAtomically");
    return deliver(op, null, () -> atomic.putAll(rows, GroupRows.conditionMember(group, type, condition, where()),
        condition, op));
  }

  /** Deletes the rows {@code query} reads atomically; the future holds how many: see {@link AsyncGroupQuery#deleteAtomically()}. */
  CompletableFuture<Long> deleteAtomically(QueryState<G> query) {
    Operation op = observer.start("query.deleteAtomically");
    return deliver(op, deleted -> deleted, () -> atomic.delete(query, op));
  }

  /** Deletes the rows {@code query} reads, not atomically; see {@link GroupDelete}. */
  CompletableFuture<Long> delete(QueryState<G> query) {
    return deletes.deleteAsync(query);
  }

  /** The shared table's layout with every record type, with the table the members use. */
  public TableSchema schema() {
    return mapped.schema();
  }

  /** The group's mapper. */
  public RecordGroup<G> mapper() {
    return group;
  }

  /** Where the futures and publishers of this DAO deliver their results: the members' executor. */
  public Executor executor() {
    return executor;
  }

  @SuppressWarnings("unchecked") // each row is an instance of the member's type: the group sorted them by it
  private <T extends G> EntityOperations.Mapped<?> mapAll(AsyncEntityDao<T, ?> dao, List<G> rows) {
    return rows.isEmpty() ? null : GroupRows.mapped(where(), dao.schema(), () -> dao.mapAll((List<T>) rows));
  }

  @SuppressWarnings("unchecked")
  private static <T> CompletableFuture<Void> putAll(AsyncEntityDao<T, ?> dao, EntityOperations.Mapped<?> mapped) {
    return mapped == null ? CompletableFuture.completedFuture(null)
        : dao.putAll((EntityOperations.Mapped<T>) mapped);
  }

  /** Runs {@code operation} as {@code observed}, delivering its outcome on the executor, as the members' DAOs do. */
  private <T> CompletableFuture<T> deliver(Operation observed, java.util.function.ToLongFunction<? super T> rows,
      java.util.concurrent.Callable<CompletableFuture<T>> operation) {
    CompletableFuture<T> issued;
    try (Operation.Scope scope = observed.activate()) {
      issued = Futures.attempt(operation);
    }
    return Futures.on(Observer.endWhenDone(issued, observed, rows), executor);
  }

  /** The group and its table, for messages. */
  private String where() {
    return "group " + group.name() + ", table " + schema().tableName().getNameAsString();
  }
}
