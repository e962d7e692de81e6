package org.hbasemapper.runtime.dao;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads and writes a group of record types sharing one table, through the members' own DAOs, so that
 * every guarantee of a member's writes (index and relation upkeep, {@code @Version} checks) holds.
 * The runtime of generated {@code <Group>Dao} classes; thread-safe, holds the caller's
 * {@code Connection} and never closes it. Its table is where the members' options map it: the members
 * must be built with the same namespace mapping.
 *
 * @param <G> the group's type (the sealed interface)
 */
@Internal
@NullUnmarked
public final class GroupDao<G> {
  private static final Logger LOG = LoggerFactory.getLogger(GroupDao.class);

  private final Connection connection;
  private final RecordGroup<G> group;
  /** The group's mapper of the table used: {@link #group}, or one of the table the members' options map it to. */
  private final EntityMapper<G, byte[]> mapped;
  private final List<EntityDao<? extends G, ?>> members;
  private final QueryContext<G> queryContext;
  /** Where the group's own operations start (its members' DAOs report theirs as well). */
  private final Observer observer;
  /** The deletes of what the group's queries select. */
  private final GroupDelete<G> deletes;
  /** The atomic writes of the rows under one parent. */
  private final AtomicGroupWrite<G> atomic;

  /**
   * The DAO of {@code group} over {@code connection}.
   *
   * @param members the members' DAOs, in the order of {@link RecordGroup#members()}, built with one
   *     namespace mapping, which the group's queries and deletes follow
   */
  public GroupDao(Connection connection, RecordGroup<G> group, List<EntityDao<? extends G, ?>> members) {
    this.connection = Objects.requireNonNull(connection, "connection");
    this.group = group;
    this.members = List.copyOf(members);
    MapperOptions options = GroupRows.checkMembers(group, this.members.stream().map(EntityDao::mapper).toList(),
        this.members.stream().map(EntityDao::options).toList());
    this.mapped = NamespacedMapper.of(group, options);
    this.observer = Observer.of(options.listener(), group.name(), mapped.schema().tableName()); // mapped already
    TableIo io = TableIo.blocking(connection);
    List<Function<byte[], CompletableFuture<Void>>> upkeepDeletes = new ArrayList<>();
    for (EntityDao<? extends G, ?> member : this.members) {
      upkeepDeletes.add(member.deletesNeedUpkeep() ? row -> {
        member.deleteRow(row);
        return CompletableFuture.completedFuture(null);
      } : null);
    }
    this.deletes = new GroupDelete<>(group, mapped.schema().tableName(), io,
        this.members.stream().map(EntityDao::mapper).toList(), upkeepDeletes, observer, null);
    this.queryContext = new QueryContext<>(connection, mapped, options).withDeletes(deletes);
    this.atomic = new AtomicGroupWrite<>(io, group, mapped.schema(),
        this.members.stream().map(EntityDao::operations).toList());
  }

  /** The state of a query over the whole group, for the generated query's first stage. */
  public QueryState<G> startQuery() {
    return QueryState.start(queryContext);
  }

  /**
   * Writes rows of any record types of the group, each through its member's {@code putAll} (the rows of
   * one type in their order), flushed before this returns. Every row of every type is mapped and
   * checked before any is sent: a null row, one of no record type of the group, a row its member's
   * mapper rejects (a null key component) or two rows of one key are an {@link IllegalArgumentException}
   * naming its position, and nothing is written. Each row is written atomically, the rows together are
   * not: a failure reports the rows that failed, as {@link EntityDao#putAll} does, and the rows of the
   * types after it as not attempted ({@link BatchWriteException#notAttemptedRows()}); a
   * {@code StaleEntityException} of a versioned member ends the batch the same way, the rows of the
   * types after it not attempted.
   */
  public void putAll(Iterable<? extends G> rows) {
    observer.observed("putAll", op -> putAllTypes(rows));
  }

  private void putAllTypes(Iterable<? extends G> rows) {
    List<List<G>> byType = GroupRows.byType(group, rows, where());
    List<EntityOperations.Mapped<?>> mapped = new ArrayList<>();
    for (int i = 0; i < byType.size(); i++) {
      mapped.add(mapAll(members.get(i), byType.get(i)));
    }
    for (int i = 0; i < byType.size(); i++) {
      try {
        putAll(members.get(i), mapped.get(i));
      } catch (BatchWriteException e) {
        throw GroupRows.withLaterRows(group, schema().tableName(), e, byType.subList(i + 1, byType.size()));
      }
    }
    if (LOG.isDebugEnabled()) {
      LOG.debug("putAll of group {} wrote {} rows to {}", group.name(), byType.stream().mapToInt(List::size).sum(),
          schema().tableName());
    }
  }

  /**
   * Writes {@code rows}, all under one parent, atomically: every row or none, in one call of HBase's
   * {@code MultiRowMutationEndpoint}, with the {@code @Version} of every row of a versioned record type
   * checked in the same call. Refused before anything is written, with an
   * {@link IllegalArgumentException} saying why: no rows, a null row, rows of two parents, a row given
   * twice, a row its member's DAO refuses; and with an {@link IllegalStateException} when the table
   * does not load the coprocessor ({@code SchemaManager.ensure} adds it).
   *
   * <p>Index entries are written before the call and verified on read; a refused call takes them back.
   *
   * @throws org.hbasemapper.runtime.StaleEntityException when a versioned row holds another version:
   *     nothing was written
   * @throws org.hbasemapper.runtime.WriteOutcomeUnknownException when the call failed after it may have
   *     landed: every row holds this write, or none does
   */
  public void putAllAtomically(Iterable<? extends G> rows) {
    observer.observed("putAllAtomically", op -> {
      EntityDao.await(atomic.putAll(rows, -1, null, op));
    });
  }

  /**
   * {@link #putAllAtomically(Iterable)} only if {@code condition} holds on the row of record type
   * {@code type} under the rows' parent (a type whose key ends at its code, such as the header), checked
   * in the same call; returns whether the rows were written. False also when a versioned row holds
   * another version: nothing was written either way.
   */
  public <H extends G> boolean putAllAtomically(Iterable<? extends G> rows, Class<H> type, Condition<H> condition) {
    int on = GroupRows.conditionMember(group, type, condition, where());
    return observer.observed("putAllAtomically", null, op -> EntityDao.await(atomic.putAll(rows, on, condition, op)));
  }

  /**
   * Deletes the rows {@code query} reads, which must fix every shared key component (one parent),
   * atomically; returns how many: see {@link GroupQuery#deleteAtomically()}.
   */
  long deleteAtomically(QueryState<G> query) {
    return observer.observed("query.deleteAtomically", deleted -> deleted, op -> EntityDao.await(atomic.delete(query, op)));
  }

  /** The rows of one member, mapped and checked by its DAO; null when there are none. */
  @SuppressWarnings("unchecked") // each row is an instance of the member's type: the group sorted them by it
  private <T extends G> EntityOperations.@Nullable Mapped<?> mapAll(EntityDao<T, ?> dao, List<G> rows) {
    return rows.isEmpty() ? null : GroupRows.mapped(where(), dao.schema(), () -> dao.mapAll((List<T>) rows));
  }

  @SuppressWarnings("unchecked")
  private static <T> void putAll(EntityDao<T, ?> dao, EntityOperations.Mapped<?> mapped) {
    if (mapped != null) {
      dao.putAll((EntityOperations.Mapped<T>) mapped);
    }
  }

  /**
   * Deletes the rows {@code query} reads, of every record type it reads, and returns how many: see
   * {@link GroupDelete}, which the group's queries delete through.
   */
  long delete(QueryState<G> query) {
    return deletes.delete(query);
  }

  /**
   * The shared table's layout with every record type (creating it creates the table once), with the
   * table the members use.
   */
  public TableSchema schema() {
    return mapped.schema();
  }

  /** The group's mapper. */
  public RecordGroup<G> mapper() {
    return group;
  }

  /** The group and its table, for messages. */
  private String where() {
    return "group " + group.name() + ", table " + schema().tableName().getNameAsString();
  }
}
