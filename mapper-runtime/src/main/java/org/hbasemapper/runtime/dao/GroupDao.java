package org.hbasemapper.runtime.dao;

import java.util.List;
import java.util.Objects;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;

/**
 * Reads and writes a group of record types sharing one table, through the members' own DAOs, so that
 * every guarantee of a member's writes (index and relation upkeep, {@code @Version} checks) holds.
 * The runtime of generated {@code <Group>Dao} classes; thread-safe, holds the caller's
 * {@code Connection} and never closes it.
 *
 * @param <G> the group's type (the sealed interface)
 */
@Internal
public final class GroupDao<G> {
  private final Connection connection;
  private final RecordGroup<G> group;
  private final List<EntityDao<? extends G, ?>> members;
  private final QueryContext<G> queryContext;

  /**
   * The DAO of {@code group} over {@code connection}.
   *
   * @param members the members' DAOs, in the order of {@link RecordGroup#members()}
   */
  public GroupDao(Connection connection, RecordGroup<G> group, List<EntityDao<? extends G, ?>> members) {
    this.connection = Objects.requireNonNull(connection, "connection");
    this.group = group;
    this.members = List.copyOf(members);
    if (this.members.size() != group.members().size()) {
      throw new IllegalArgumentException(group.name() + " has " + group.members().size() + " record types, got "
          + this.members.size() + " DAOs");
    }
    this.queryContext = new QueryContext<>(connection, group);
  }

  /** The state of a query over the whole group, for the generated query's first stage. */
  public QueryState<G> startQuery() {
    return QueryState.start(queryContext);
  }

  /**
   * Writes rows of any record types of the group, each through its member's {@code putAll} (the rows of
   * one type in their order), flushed before this returns. Each row is written atomically, the rows
   * together are not: a failure reports the rows that failed, as {@link EntityDao#putAll} does, and the
   * rows of the types after it are not attempted.
   */
  public void putAll(Iterable<? extends G> rows) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Deletes the rows {@code query} reads; see {@link GroupQuery#delete()}. Returns how many. */
  long delete(QueryState<G> query) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The shared table's layout with every record type (creating it creates the table once). */
  public TableSchema schema() {
    return group.schema();
  }

  /** The group's mapper. */
  public RecordGroup<G> mapper() {
    return group;
  }
}
