package org.hbasemapper.runtime.dao;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;

/**
 * A query over the rows of a group of record types under a key prefix: each row comes back as its own
 * type, in key order, from one scan. Generated {@code <Group>Query} stages extend it with one method per
 * key component the record types share before their code, as entity queries do:
 *
 * <pre>{@code
 * for (OrderRow row : orderRows.query().customer(c).order(o).list()) {
 *   if (row instanceof OrderHeader h) { ... } else if (row instanceof LineItem i) { ... }
 * }
 * long deleted = orderRows.query().customer(c).order(o).delete();   // the order and all its rows
 * }</pre>
 *
 * @param <G> the group's type (the sealed interface)
 * @param <Q> the concrete stage
 */
@Api
public abstract class GroupQuery<G, Q extends GroupQuery<G, Q>> extends KeyQuery<G, Q> {
  private final GroupDao<G> dao;

  /** A stage of {@code dao}'s query over {@code state}. */
  @Internal
  protected GroupQuery(GroupDao<G> dao, QueryState<G> state) {
    super(state);
    this.dao = dao;
  }

  /** The DAO this query reads through, for generated stages. */
  @Internal
  protected final GroupDao<G> dao() {
    return dao;
  }

  /**
   * Deletes every row this query reads, of every record type of the group, and returns how many:
   * rows of types without secondary indexes or relations in batches of one call each, the others
   * through their DAO's {@code delete}, which also removes their index entries and relation inverses.
   * Each row is deleted atomically; the rows together are not (see {@link GroupDao#delete}).
   */
  @Override
  public long delete() {
    return dao.delete(state());
  }

  /**
   * Deletes every row this query reads, of every record type, atomically: all of them or none, in one
   * call of HBase's {@code MultiRowMutationEndpoint} after a key-only scan that learns them. The query
   * must fix each key component the record types share to one value (the rows of one parent), else an
   * {@link IllegalArgumentException} before any I/O; a table without the coprocessor is an
   * {@link IllegalStateException} naming {@code SchemaManager.ensure}. A row written under the parent
   * between the scan and the call is not deleted. Index entries and relation inverses of the deleted
   * rows are removed after the call, as {@link #delete()} removes them.
   *
   * <pre>{@code
   * long deleted = orderRows.query().customer(c).order(o).deleteAtomically();
   * }</pre>
   *
   * @return how many rows were deleted
   */
  public long deleteAtomically() {
    return dao.deleteAtomically(state());
  }
}
