package org.hbasemapper.runtime.query;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.ScanPlanner.Reader;

/**
 * A key query that reads only the columns of a projection record and returns those records; from
 * {@code query()...select(SaleLine.class)}. Immutable.
 *
 * <p>Besides the projection's columns, the scans read the columns of the query's conditions and the
 * entity's presence cell (a cell every row has), so that a row whose projected fields are all null
 * still comes back, as a record of nulls; see {@link Projections#cells}.
 *
 * @param <E> the entity type
 * @param <P> the projection record
 */
@Api
public final class ProjectedQuery<E, P> {
  private final QueryState<E> state;
  private final ProjectionMapper<E, P> projection;
  private final Reader<P> reader;

  ProjectedQuery(QueryState<E> state, ProjectionMapper<E, P> projection) {
    this.state = state;
    this.projection = projection;
    this.reader = reader(state, projection);
  }

  /** What reads {@code projection}: its columns, and an identity that binds its page tokens. */
  static <E, P> Reader<P> reader(QueryState<E> state, ProjectionMapper<E, P> projection) {
    if (!Projections.sameEntity(projection.entity(), state.context.mapper())) {
      throw new IllegalArgumentException("projection " + projection.type().getName() + " reads "
          + projection.entity().schema().entityName() + ", not " + state.context.schema().entityName());
    }
    return new Reader<>(projection::fromResult, Projections.cells(state.context.schema(), projection),
        "select " + projection.type().getName());
  }

  /** Only rows that also match {@code condition} (and-ed with earlier ones), as {@link KeyQuery#where} does. */
  public ProjectedQuery<E, P> where(Condition<E> condition) {
    return new ProjectedQuery<>(state.withCondition(condition), projection);
  }

  /** At most {@code n} rows. */
  public ProjectedQuery<E, P> limit(int n) {
    return new ProjectedQuery<>(state.withLimit(n), projection);
  }

  /** Largest keys first when {@code reversed}. */
  public ProjectedQuery<E, P> reversed(boolean reversed) {
    return new ProjectedQuery<>(state.withReversed(reversed), projection);
  }

  /** The projections, lazily, in key order; close the stream when not reading it to the end. */
  public Stream<P> stream() {
    return Scans.stream(state, reader, start("query.stream"));
  }

  /** The projections as a list. */
  public List<P> list() {
    try (Stream<P> s = Scans.stream(state, reader, start("query.list"))) {
      return s.collect(Collectors.toList());
    }
  }

  /** The first projection. */
  public Optional<P> first() {
    ProjectedQuery<E, P> one = limit(1);
    try (Stream<P> s = Scans.stream(one.state, one.reader, start("query.first"))) {
      return s.findFirst();
    }
  }

  /** The number of matching rows (the same as the entity query's count). */
  public long count() {
    return Scans.count(state, start("query.count"));
  }

  private Operation start(String operation) {
    return state.context.observer().start(operation);
  }

  /**
   * One page; tokens are bound to the query as for entity pages, and to the projection: a token of the
   * entity query, or of another projection, is refused.
   */
  public Page<P> page(PageRequest request) {
    return Scans.page(state, reader, request, start("query.page"));
  }
}
