package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.filter.Condition;
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
  /** Deletes per {@code Table.batch} call of a group's delete. */
  static final int DELETE_BATCH = 1_000;
  private static final Logger LOG = LoggerFactory.getLogger(GroupDao.class);

  private final Connection connection;
  private final RecordGroup<G> group;
  /** The group's mapper of the table used: {@link #group}, or one of the table the members' options map it to. */
  private final EntityMapper<G, byte[]> mapped;
  private final List<EntityDao<? extends G, ?>> members;
  private final QueryContext<G> queryContext;
  /** For each member, whether deleting its rows takes index or relation upkeep (its DAO's delete). */
  private final boolean[] upkeep;
  /** Where the group's own operations start (its members' DAOs report theirs as well). */
  private final Observer observer;
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
    if (this.members.size() != group.members().size()) {
      throw new IllegalArgumentException(group.name() + " has " + group.members().size() + " record types, got "
          + this.members.size() + " DAOs");
    }
    MapperOptions options = this.members.isEmpty() ? MapperOptions.defaults() : this.members.get(0).options();
    for (int i = 0; i < this.members.size(); i++) {
      EntityDao<? extends G, ?> member = this.members.get(i);
      if (NamespacedMapper.declared(member.mapper()) != group.members().get(i).mapper()) {
        throw new IllegalArgumentException(group.name() + ": DAO " + i + " is of "
            + member.schema().entityName() + ", not of record type "
            + group.members().get(i).mapper().schema().entityName() + " (the DAOs go in the group's order)");
      }
      if (!member.options().namespaces().equals(options.namespaces())) {
        throw new IllegalArgumentException(group.name() + ": DAO " + i + " maps namespaces "
            + member.options().namespaces() + ", DAO 0 " + options.namespaces()
            + " (the record types share one table: build their DAOs with the same options)");
      }
    }
    this.mapped = NamespacedMapper.of(group, options);
    this.queryContext = new QueryContext<>(connection, mapped, options);
    this.observer = Observer.of(options.listener(), group.name(), mapped.schema().tableName()); // mapped already
    this.upkeep = new boolean[this.members.size()];
    for (int i = 0; i < upkeep.length; i++) {
      upkeep[i] = this.members.get(i).deletesNeedUpkeep();
    }
    this.atomic = new AtomicGroupWrite<>(connection, group, mapped.schema(), this.members);
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
    if (rows == null) {
      throw new IllegalArgumentException("putAll: rows is null (" + where() + ")");
    }
    List<List<G>> byType = new ArrayList<>();
    group.members().forEach(m -> byType.add(new ArrayList<>()));
    int position = 0;
    for (G row : rows) {
      byType.get(memberIndex(row, position++)).add(row);
    }
    List<EntityOperations.Mapped<?>> mapped = new ArrayList<>();
    for (int i = 0; i < byType.size(); i++) {
      mapped.add(mapAll(members.get(i), byType.get(i)));
    }
    for (int i = 0; i < byType.size(); i++) {
      try {
        putAll(members.get(i), mapped.get(i));
      } catch (BatchWriteException e) {
        throw withLaterRows(e, byType.subList(i + 1, byType.size()));
      }
    }
    if (LOG.isDebugEnabled()) {
      LOG.debug("putAll of group {} wrote {} rows to {}", group.name(), position, schema().tableName());
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
      atomic.putAll(rows, -1, null, op);
    });
  }

  /**
   * {@link #putAllAtomically(Iterable)} only if {@code condition} holds on the row of record type
   * {@code type} under the rows' parent (a type whose key ends at its code, such as the header), checked
   * in the same call; returns whether the rows were written. False also when a versioned row holds
   * another version: nothing was written either way.
   */
  public <H extends G> boolean putAllAtomically(Iterable<? extends G> rows, Class<H> type, Condition<H> condition) {
    Objects.requireNonNull(condition, "condition");
    int member = -1;
    for (int i = 0; i < group.members().size(); i++) {
      if (group.members().get(i).type() == type) {
        member = i;
      }
    }
    if (member < 0) {
      throw new IllegalArgumentException("putAllAtomically: " + type + " is no record type of " + where());
    }
    int on = member;
    return observer.observed("putAllAtomically", null, op -> atomic.putAll(rows, on, condition, op));
  }

  /**
   * Deletes the rows {@code query} reads, which must fix every shared key component (one parent),
   * atomically; returns how many: see {@link GroupQuery#deleteAtomically()}.
   */
  long deleteAtomically(QueryState<G> query) {
    return observer.observed("query.deleteAtomically", deleted -> deleted, op -> atomic.delete(query, op));
  }

  /** The index among the members of the type of {@code row}, element {@code position} of a putAll. */
  private int memberIndex(G row, int position) {
    if (row == null) {
      throw new IllegalArgumentException("putAll: rows[" + position + "] is null (" + where() + ")");
    }
    int i = group.indexOf(row);
    if (i < 0) {
      throw new IllegalArgumentException("putAll: rows[" + position + "] is a " + row.getClass().getName()
          + ", which is no record type of " + where());
    }
    return i;
  }

  /** The rows of one member, mapped and checked by its DAO; null when there are none. */
  @SuppressWarnings("unchecked")
  private <T extends G> EntityOperations.@Nullable Mapped<?> mapAll(EntityDao<T, ?> dao, List<G> rows) {
    if (rows.isEmpty()) {
      return null;
    }
    try {
      return dao.mapAll((List<T>) rows); // each row is an instance of the member's type: memberIndex checked it
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("putAll of " + where() + ", its " + dao.schema().entityName()
          + " rows (counted among themselves): " + e.getMessage(), e);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> void putAll(EntityDao<T, ?> dao, EntityOperations.Mapped<?> mapped) {
    if (mapped != null) {
      dao.putAll((EntityOperations.Mapped<T>) mapped);
    }
  }

  /** {@code e}, listing also the rows of {@code later} types, which the batch did not attempt. */
  private BatchWriteException withLaterRows(BatchWriteException e, List<List<G>> later) {
    List<byte[]> notAttempted = new ArrayList<>(e.notAttemptedRows());
    later.forEach(rows -> rows.forEach(row -> notAttempted.add(group.keyOf(row))));
    if (notAttempted.size() == e.notAttemptedRows().size()) {
      return e;
    }
    IOException cause = e.getCause() instanceof IOException io ? io : new IOException(e.getMessage(), e);
    BatchWriteException out = new BatchWriteException(schema().tableName(), e.failedRows(), notAttempted,
        e.upkeepIncompleteRows(), e.unknownRows(), cause);
    for (Throwable suppressed : e.getSuppressed()) {
      out.addSuppressed(suppressed);
    }
    return out;
  }

  /**
   * Deletes the rows {@code query} reads, of every record type it reads, and returns how many: a
   * key-only scan, whose rows of members without indexes or relations go in {@code Table.batch} calls of
   * up to {@value #DELETE_BATCH} deletes, and whose other rows go through their member DAO's
   * {@code delete}, which also removes their index entries and relation inverses.
   *
   * <p>Each row is deleted atomically; the rows together are not. A failure stops the delete with an
   * {@link HBaseAccessException} (a scan, or a member DAO's delete) or a {@link BatchWriteException}
   * listing the rows of a batch that HBase failed after its retries (the rest of that batch is
   * deleted): rows deleted before it stay deleted, the failed rows and those after them remain, and
   * running the delete again finishes it.
   */
  long delete(QueryState<G> query) {
    return observer.observed("query.delete", deleted -> deleted, op -> deleteRows(query));
  }

  private long deleteRows(QueryState<G> query) {
    DeleteBatch batch = new DeleteBatch();
    long throughDao = 0;
    try (Stream<byte[]> rows = query.rowKeys()) {
      Iterator<byte[]> it = rows.iterator();
      while (it.hasNext()) {
        byte[] row = it.next();
        int type = group.indexOf(row); // the query's filter keeps rows of other codes out
        if (upkeep[type]) {
          EntityDao<? extends G, ?> member = members.get(type);
          member.mapper().decodeKey(row); // a row that is no key of the type fails, as its DAO's delete would
          member.deleteRow(row);
          throughDao++;
        } else if (batch.add(row)) {
          batch.send();
        }
      }
    }
    batch.send();
    if (LOG.isDebugEnabled()) {
      LOG.debug("delete of group {} in {}: {} rows in batches, {} through their DAO", group.name(),
          schema().tableName(), batch.sent, throughDao);
    }
    return batch.sent + throughDao;
  }

  /** Deletes of rows without upkeep, sent {@value #DELETE_BATCH} at a time. */
  private final class DeleteBatch {
    private final List<Delete> pending = new ArrayList<>(DELETE_BATCH);
    private long sent;

    /** Adds the delete of {@code row}; returns whether the batch is full. */
    boolean add(byte[] row) {
      pending.add(new Delete(row));
      return pending.size() == DELETE_BATCH;
    }

    void send() {
      if (pending.isEmpty()) {
        return;
      }
      TableName name = schema().tableName();
      try (Table table = connection.getTable(name)) {
        table.batch(pending, new Object[pending.size()]);
      } catch (RetriesExhaustedWithDetailsException e) {
        BatchWriteException.Collector report = new BatchWriteException.Collector(name);
        report.failed(e);
        throw report.exception();
      } catch (IOException e) {
        throw new HBaseAccessException("delete of " + pending.size() + " rows", name.getNameAsString(), null, e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new HBaseAccessException("delete of " + pending.size() + " rows", name.getNameAsString(), null,
            new InterruptedIOException("interrupted"));
      }
      sent += pending.size();
      pending.clear();
    }
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
