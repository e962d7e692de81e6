package org.hbasemapper.runtime.query;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.ScanPlanner.Reader;

/**
 * {@link ProjectedQuery}, asynchronously: an asynchronous key query that reads only a projection's
 * columns (and the presence column and the conditions' columns). Its page tokens are those of the
 * blocking projected query. Immutable.
 *
 * @param <E> the entity type
 * @param <P> the projection type
 */
@Api
public final class AsyncProjectedQuery<E, P> {
  private final QueryState<E> state;
  private final ProjectionMapper<E, P> projection;
  private final Reader<P> reader;

  AsyncProjectedQuery(QueryState<E> state, ProjectionMapper<E, P> projection) {
    this.state = state;
    this.projection = projection;
    this.reader = ProjectedQuery.reader(state, projection);
  }

  /** Only rows that also match {@code condition} (and-ed with earlier ones). */
  public AsyncProjectedQuery<E, P> where(Condition<E> condition) {
    return new AsyncProjectedQuery<>(state.withCondition(condition), projection);
  }

  /** At most {@code n} rows. */
  public AsyncProjectedQuery<E, P> limit(int n) {
    return new AsyncProjectedQuery<>(state.withLimit(n), projection);
  }

  /** Largest keys first when {@code reversed}. */
  public AsyncProjectedQuery<E, P> reversed(boolean reversed) {
    return new AsyncProjectedQuery<>(state.withReversed(reversed), projection);
  }

  /** The projections in key order, with backpressure. */
  public Flow.Publisher<P> publisher() {
    AsyncScans.requireAsync(state);
    return AsyncScans.publisher(state, reader);
  }

  /** The projections as a list. */
  public CompletableFuture<List<P>> list() {
    return AsyncScans.list(state, reader, "query.list");
  }

  /** The first projection. */
  public CompletableFuture<Optional<P>> first() {
    AsyncProjectedQuery<E, P> one = limit(1);
    return AsyncScans.list(one.state, one.reader, "query.first").thenApply(l -> l.stream().findFirst());
  }

  /** The number of matching rows (the same as the entity query's count). */
  public CompletableFuture<Long> count() {
    return AsyncScans.count(state);
  }

  /** One page; tokens are bound to the projection, as {@link ProjectedQuery#page} says. */
  public CompletableFuture<Page<P>> page(PageRequest request) {
    return AsyncScans.page(state, reader, request);
  }
}
