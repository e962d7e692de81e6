package org.hbasemapper.runtime.query;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

/**
 * A key query that reads only the columns of a projection record and returns those records; from
 * {@code query()...select(SaleLine.class)}. Immutable.
 *
 * @param <E> the entity type
 * @param <P> the projection record
 */
public final class ProjectedQuery<E, P> {
  ProjectedQuery() {}

  /** At most {@code n} rows. */
  public ProjectedQuery<E, P> limit(int n) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Largest keys first when {@code reversed}. */
  public ProjectedQuery<E, P> reversed(boolean reversed) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The projections, lazily, in key order; close the stream when not reading it to the end. */
  public Stream<P> stream() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The projections as a list. */
  public List<P> list() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The first projection. */
  public Optional<P> first() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The number of matching rows. */
  public long count() {
    throw new UnsupportedOperationException("not yet");
  }

  /** One page; tokens are bound to the query as for entity pages. */
  public Page<P> page(PageRequest request) {
    throw new UnsupportedOperationException("not yet");
  }
}
