package org.hbasemapper.runtime.query;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;

/**
 * {@link KeyQuery}, asynchronously: the same stages and modifiers, ending in a
 * {@link Flow.Publisher} with backpressure ({@link #publisher()}) or in futures ({@link #list()},
 * {@link #first()}, {@link #count()}, {@link #page(PageRequest)}). Generated
 * {@code <Entity>AsyncQuery} stages extend it. Immutable: every call returns a new query.
 *
 * @param <E> the entity type
 * @param <Q> the concrete stage
 */
@Api
public abstract class AsyncKeyQuery<E, Q extends AsyncKeyQuery<E, Q>> extends QueryStage<E, Q> {
  /** A stage over {@code state}. */
  @Internal
  protected AsyncKeyQuery(QueryState<E> state) {
    super(state);
  }

  /** The same query reading only the columns of projection {@code projection}. */
  public <P> AsyncProjectedQuery<E, P> select(ProjectionMapper<E, P> projection) {
    return new AsyncProjectedQuery<>(state(), java.util.Objects.requireNonNull(projection, "projection"));
  }

  /** The same query reading only the columns of record {@code type}. */
  public <P> AsyncProjectedQuery<E, P> select(Class<P> type) {
    return select(Projections.of(state().context.mapper(), type));
  }

  /**
   * The matching entities in key order, as a publisher with backpressure: rows are read as the
   * subscriber requests them, and the scan is suspended while it requests none (at most one batch,
   * {@link #batchSize}, is held per salt bucket). Signals run on the context's executor. Every
   * subscription runs the query anew; cancelling it terminates the scans.
   */
  public Flow.Publisher<E> publisher() {
    AsyncScans.requireAsync(state());
    return AsyncScans.publisher(state(), ScanPlanner.entities(state()));
  }

  /** The matching entities as a list; mind {@link #limit} on large ranges. */
  public CompletableFuture<List<E>> list() {
    return AsyncScans.list(state(), ScanPlanner.entities(state()), "query.list");
  }

  /** The first matching entity. */
  public CompletableFuture<Optional<E>> first() {
    QueryState<E> one = state().withLimit(1);
    return AsyncScans.list(one, ScanPlanner.entities(one), "query.first").thenApply(l -> l.stream().findFirst());
  }

  /** The number of matching rows, counted on the servers without transferring values. */
  public CompletableFuture<Long> count() {
    return AsyncScans.count(state());
  }

  /**
   * One page; see {@link KeyQuery#page(PageRequest)}. Tokens are the blocking query's: a token of the
   * same query run blocking continues here, and the other way round. A refused token fails the future
   * with an {@link IllegalArgumentException}.
   */
  public CompletableFuture<Page<E>> page(PageRequest request) {
    return AsyncScans.page(state(), ScanPlanner.entities(state()), request);
  }

  /**
   * {@link KeyQuery#delete()}, asynchronously: the keys are read a batch at a time, each batch deleted
   * before the next is requested. The future holds how many rows were deleted.
   */
  public CompletableFuture<Long> delete() {
    return state().context.deletes().deleteAsync(state());
  }
}
