package org.hbasemapper.runtime.query;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.filter.Condition;

/**
 * {@link KeyQuery}, asynchronously: the same stages and modifiers, ending in a
 * {@link Flow.Publisher} with backpressure ({@link #publisher()}) or in futures ({@link #list()},
 * {@link #first()}, {@link #count()}, {@link #page(PageRequest)}). Generated
 * {@code <Entity>AsyncQuery} stages extend it. Immutable: every call returns a new query.
 *
 * @param <E> the entity type
 * @param <Q> the concrete stage
 */
public abstract class AsyncKeyQuery<E, Q extends AsyncKeyQuery<E, Q>> {
  private final QueryState<E> state;

  /** A stage over {@code state}. */
  protected AsyncKeyQuery(QueryState<E> state) {
    this.state = state;
  }

  /** The state of this stage, for generated subclasses. */
  protected final QueryState<E> state() {
    return state;
  }

  /** The same stage over {@code state}. */
  protected abstract Q with(QueryState<E> state);

  /** At most {@code n} rows. */
  public Q limit(int n) {
    return with(state.withLimit(n));
  }

  /** Skips the first {@code n} rows. */
  public Q offset(long n) {
    return with(state.withOffset(n));
  }

  /** Largest keys first. */
  public Q reversed() {
    return reversed(true);
  }

  /** Largest keys first when {@code reversed}. */
  public Q reversed(boolean reversed) {
    return with(state.withReversed(reversed));
  }

  /** Only cells whose timestamp is in {@code [from, toExclusive)} epoch milliseconds. */
  public Q cellTimeRange(long from, long toExclusive) {
    return with(state.withTimeRange(from, toExclusive));
  }

  /** Only cells whose timestamp is in {@code [from, toExclusive)}. */
  public Q cellTimeRange(Instant from, Instant toExclusive) {
    return cellTimeRange(from.toEpochMilli(), toExclusive.toEpochMilli());
  }

  /** Reads only these families. */
  public Q families(String... families) {
    return with(state.withFamilies(List.of(families)));
  }

  /** Rows fetched per round trip (per salt bucket when the query fans out). */
  public Q batchSize(int rows) {
    return with(state.withBatchSize(rows));
  }

  /** Skips rows whose stored data cannot be read, handing each one's exception to {@code report}. */
  public Q skipBadData(Consumer<? super MappingException> report) {
    return with(state.withBadData(report));
  }

  /** Only rows that also match {@code condition}. */
  public Q where(Condition<E> condition) {
    return with(state.withCondition(condition));
  }

  /** The same query reading only the columns of projection {@code projection}. */
  public <P> AsyncProjectedQuery<E, P> select(ProjectionMapper<E, P> projection) {
    return new AsyncProjectedQuery<>(state, java.util.Objects.requireNonNull(projection, "projection"));
  }

  /** The same query reading only the columns of record {@code type}. */
  public <P> AsyncProjectedQuery<E, P> select(Class<P> type) {
    return select(Projections.of(state.context.mapper(), type));
  }

  /**
   * The matching entities in key order, as a publisher with backpressure: rows are read as the
   * subscriber requests them, and the scan is suspended while it requests none (at most one batch,
   * {@link #batchSize}, is held per salt bucket). Signals run on the context's executor. Every
   * subscription runs the query anew; cancelling it terminates the scans.
   */
  public Flow.Publisher<E> publisher() {
    AsyncScans.requireAsync(state);
    return AsyncScans.publisher(state, Scans.entities(state));
  }

  /** The matching entities as a list; mind {@link #limit} on large ranges. */
  public CompletableFuture<List<E>> list() {
    return AsyncScans.list(state, Scans.entities(state));
  }

  /** The first matching entity. */
  public CompletableFuture<Optional<E>> first() {
    QueryState<E> one = state.withLimit(1);
    return AsyncScans.list(one, Scans.entities(one)).thenApply(l -> l.stream().findFirst());
  }

  /** The number of matching rows, counted on the servers without transferring values. */
  public CompletableFuture<Long> count() {
    return AsyncScans.count(state);
  }

  /**
   * One page; see {@link KeyQuery#page(PageRequest)}. Tokens are the blocking query's: a token of the
   * same query run blocking continues here, and the other way round. A refused token fails the future
   * with an {@link IllegalArgumentException}.
   */
  public CompletableFuture<Page<E>> page(PageRequest request) {
    return AsyncScans.page(state, Scans.entities(state), request);
  }
}
