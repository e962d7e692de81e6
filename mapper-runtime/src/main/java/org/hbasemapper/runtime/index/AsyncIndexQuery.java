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

/**
 * {@link IndexQuery}, asynchronously: the same lookup (index rows over a range of values, the data
 * rows they point at read in multi-gets and checked against the entry), ending in a
 * {@link Flow.Publisher} with backpressure or in futures. Generated {@code <Entity>AsyncDao}s return
 * it from {@code findBy<Field>(...)}. Immutable.
 *
 * @param <E> the entity type
 */
public class AsyncIndexQuery<E> {
  private final IndexQuery.State<E> s;

  /** A lookup over {@code state}, from a generated DAO's index stages. */
  public AsyncIndexQuery(IndexQuery.State<E> state) {
    this.s = state;
  }

  /** The state, for generated stages. */
  protected final IndexQuery.State<E> state() {
    return s;
  }

  /** Only entities that also match {@code condition}. */
  public AsyncIndexQuery<E> where(Condition<E> condition) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** At most {@code n} entities. */
  public AsyncIndexQuery<E> limit(int n) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Skips the first {@code n} entities. */
  public AsyncIndexQuery<E> offset(long n) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Data rows read per multi-get. */
  public AsyncIndexQuery<E> batchSize(int rows) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Skips entities whose stored data cannot be read. */
  public AsyncIndexQuery<E> skipBadData(Consumer<? super MappingException> report) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** Removes stale hits older than {@code age}. */
  public AsyncIndexQuery<E> repairStale(Duration age) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The matching entities in index order, with backpressure. */
  public Flow.Publisher<E> publisher() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The matching entities as a list. */
  public CompletableFuture<List<E>> list() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The first matching entity. */
  public CompletableFuture<Optional<E>> first() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The number of matching entities (each hit is checked against its data row). */
  public CompletableFuture<Long> count() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** One page. */
  public CompletableFuture<Page<E>> page(PageRequest request) {
    throw new UnsupportedOperationException("not built yet");
  }
}
