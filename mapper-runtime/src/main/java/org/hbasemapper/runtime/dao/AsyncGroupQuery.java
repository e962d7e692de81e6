package org.hbasemapper.runtime.dao;

import java.util.concurrent.CompletableFuture;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.QueryState;

/**
 * {@link GroupQuery}, asynchronously: the rows of a group of record types under a key prefix, each as
 * its own type, in key order, as a {@code Flow.Publisher} with backpressure or in futures. Generated
 * {@code <Group>AsyncQuery} stages extend it:
 *
 * <pre>{@code
 * orderRows.query().customer(c).order(o).list().thenAccept(rows -> ...);
 * CompletableFuture<Long> deleted = orderRows.query().customer(c).order(o).deleteAtomically();
 * }</pre>
 *
 * @param <G> the group's type (the sealed interface)
 * @param <Q> the concrete stage
 */
@Api
public abstract class AsyncGroupQuery<G, Q extends AsyncGroupQuery<G, Q>> extends AsyncKeyQuery<G, Q> {
  private final AsyncGroupDao<G> dao;

  /** A stage of {@code dao}'s query over {@code state}. */
  @Internal
  protected AsyncGroupQuery(AsyncGroupDao<G> dao, QueryState<G> state) {
    super(state);
    this.dao = dao;
  }

  /** The DAO this query reads through, for generated stages. */
  @Internal
  protected final AsyncGroupDao<G> dao() {
    return dao;
  }

  /**
   * {@link GroupQuery#delete()}, asynchronously: the keys are read a batch at a time, each batch deleted
   * before the next is requested. The future holds how many rows were deleted.
   */
  @Override
  public CompletableFuture<Long> delete() {
    return dao.delete(state());
  }

  /**
   * {@link GroupQuery#deleteAtomically()}, asynchronously: every row this query reads, of every record
   * type, deleted all or none in one call of HBase's {@code MultiRowMutationEndpoint}. What the blocking
   * form refuses fails the future with the same exception, before anything is deleted. The future holds
   * how many rows were deleted.
   */
  public CompletableFuture<Long> deleteAtomically() {
    return dao.deleteAtomically(state());
  }
}
