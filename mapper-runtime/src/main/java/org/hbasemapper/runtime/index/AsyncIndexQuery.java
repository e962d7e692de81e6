package org.hbasemapper.runtime.index;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.scan.Collect;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * {@link IndexQuery}, asynchronously: the same lookup (index rows over a range of values, the data
 * rows they point at read in multi-gets and checked against the entry), ending in a
 * {@link Flow.Publisher} with backpressure or in futures. Generated {@code <Entity>AsyncDao}s return
 * it from {@code findBy<Field>(...)}, over a state from {@code IndexQuery.start(maintainer, rows, index,
 * executor)} and a maintainer reading through an asynchronous {@code TableIo}. Immutable.
 *
 * <p>The index rows are scanned a batch at a time and the scan suspended until the subscriber wants
 * more; each batch's data rows are read in one multi-get and checked (stale entries skipped, counted
 * in {@link IndexMaintainer#stats()}, and removed with {@link #repairStale}) before the next batch is
 * taken. Signals and futures complete on the state's executor. Page tokens are the blocking lookup's:
 * both are views of the package-private {@code IndexLookup}.
 *
 * @param <E> the entity type
 */
@Api
public class AsyncIndexQuery<E> {
  private final IndexQuery.State<E> s;

  /** A lookup over {@code state}, from a generated DAO's index stages. */
  @Internal
  public AsyncIndexQuery(IndexQuery.State<E> state) {
    this.s = state;
  }

  /** The state, for generated stages. */
  @Internal
  protected final IndexQuery.State<E> state() {
    return s;
  }

  /**
   * The same lookup, reading the index even while it is not built, as {@link IndexQuery#evenIfBuilding}
   * does; without it, a lookup through such an index fails with an {@code IndexNotBuiltException}.
   */
  public AsyncIndexQuery<E> evenIfBuilding() {
    return new AsyncIndexQuery<>(s.evenIfBuilding());
  }

  /** Only entities that also match {@code condition}, tested on each data row after the index check. */
  public AsyncIndexQuery<E> where(Condition<E> condition) {
    return new AsyncIndexQuery<>(s.where(condition));
  }

  /** At most {@code n} entities. */
  public AsyncIndexQuery<E> limit(int n) {
    return new AsyncIndexQuery<>(s.limit(n));
  }

  /** Skips the first {@code n} entities. */
  public AsyncIndexQuery<E> offset(long n) {
    return new AsyncIndexQuery<>(s.offset(n));
  }

  /** Index entries scanned and data rows read per round trip (default 100). */
  public AsyncIndexQuery<E> batchSize(int rows) {
    return new AsyncIndexQuery<>(s.batchSize(rows));
  }

  /** Skips entities whose stored data cannot be read, handing each one's exception to {@code report}. */
  public AsyncIndexQuery<E> skipBadData(Consumer<? super MappingException> report) {
    return new AsyncIndexQuery<>(s.skipBadData(report));
  }

  /** Removes stale hits older than {@code age}, as {@link IndexQuery#repairStale} does. */
  public AsyncIndexQuery<E> repairStale(Duration age) {
    return new AsyncIndexQuery<>(s.repairStale(age));
  }

  /** The matching entities in index order, with backpressure. */
  public Flow.Publisher<E> publisher() {
    return IndexLookup.publisher(s, null, IndexLookup.Hit::entity, "index.publisher");
  }

  /** The matching entities as a list. */
  public CompletableFuture<List<E>> list() {
    return IndexLookup.list(s, null, IndexLookup.Hit::entity, "index.list");
  }

  /** The first matching entity. */
  public CompletableFuture<Optional<E>> first() {
    return IndexLookup.list(s.limit(1), null, IndexLookup.Hit::entity, "index.first")
        .thenApply(l -> l.stream().findFirst());
  }

  /** The number of matching entities (each hit is checked against its data row). */
  public CompletableFuture<Long> count() {
    Operation operation = s.observer.start("index.count");
    CompletableFuture<Long> counted;
    try (Operation.Scope scope = operation.activate()) {
      counted = Futures.attempt(() -> IndexLookup.readable(s, () -> Collect.count(IndexLookup.publisher(s, null,
          IndexLookup.Hit::entity, null, s.offset, s.limit, operation))));
    }
    return Observer.endWhenDone(counted, operation);
  }

  /**
   * One page, as {@link IndexQuery#page}: tokens are interchangeable with the blocking lookup's, and a
   * refused one fails the future with an {@link IllegalArgumentException}.
   */
  public CompletableFuture<Page<E>> page(PageRequest request) {
    return IndexLookup.pageAsync(s, null, IndexLookup.Hit::entity, request);
  }
}
