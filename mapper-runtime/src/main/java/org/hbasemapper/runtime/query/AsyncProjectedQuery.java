package org.hbasemapper.runtime.query;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

/**
 * {@link ProjectedQuery}, asynchronously: an asynchronous key query that reads only a projection's
 * columns.
 *
 * @param <E> the entity type
 * @param <P> the projection type
 */
public final class AsyncProjectedQuery<E, P> {

  AsyncProjectedQuery() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The projections in key order, with backpressure. */
  public Flow.Publisher<P> publisher() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The projections as a list. */
  public CompletableFuture<List<P>> list() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The first projection. */
  public CompletableFuture<Optional<P>> first() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The number of matching rows. */
  public CompletableFuture<Long> count() {
    throw new UnsupportedOperationException("not built yet");
  }

  /** One page. */
  public CompletableFuture<Page<P>> page(PageRequest request) {
    throw new UnsupportedOperationException("not built yet");
  }
}
