package org.hbasemapper.runtime.index;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.filter.Condition;

/**
 * A lookup through a secondary index returning projection records: each hit is verified as
 * {@link IndexQuery} verifies it, on a data row read with only the projection's columns and the indexed
 * columns (and those of the lookup's conditions). From {@code findByCity(c).select(projection)}.
 * Immutable.
 *
 * @param <E> the entity type
 * @param <P> the projection record
 */
@Api
public final class ProjectedIndexQuery<E, P> {
  private final IndexQuery.State<E> s;
  private final ProjectionMapper<E, P> projection;

  ProjectedIndexQuery(IndexQuery.State<E> state, ProjectionMapper<E, P> projection) {
    TableSchema reads = projection.entity().schema().declared(); // a mapped DAO's lookups read its entity too
    TableSchema looksUp = state.maintainer.schema().declared();
    if (!reads.tableName().equals(looksUp.tableName()) || !reads.entityName().equals(looksUp.entityName())) {
      throw new IllegalArgumentException("projection " + projection.type().getName() + " reads "
          + reads.entityName() + ", not " + looksUp.entityName());
    }
    this.s = state;
    this.projection = projection;
  }

  /** Only rows that also match {@code condition}, as {@link IndexQuery#where} tests them. */
  public ProjectedIndexQuery<E, P> where(Condition<E> condition) {
    Objects.requireNonNull(condition, "condition");
    return new ProjectedIndexQuery<>(s.with(s.limit, s.offset, s.repairAfter, s.batch, s.badData,
        s.condition == null ? condition : s.condition.and(condition)), projection);
  }

  /** The same lookup, reading the index even while it is not built, as {@link IndexQuery#evenIfBuilding} does. */
  public ProjectedIndexQuery<E, P> evenIfBuilding() {
    return new ProjectedIndexQuery<>(s.evenIfBuilding(), projection);
  }

  /** At most {@code n} records. */
  public ProjectedIndexQuery<E, P> limit(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("limit must be >= 0, was " + n);
    }
    return new ProjectedIndexQuery<>(s.with(n, s.offset, s.repairAfter, s.batch, s.badData, s.condition), projection);
  }

  /** Skips the first {@code n} matching rows. */
  public ProjectedIndexQuery<E, P> offset(long n) {
    if (n < 0) {
      throw new IllegalArgumentException("offset must be >= 0, was " + n);
    }
    return new ProjectedIndexQuery<>(s.with(s.limit, n, s.repairAfter, s.batch, s.badData, s.condition), projection);
  }

  /** Removes the stale entries met that are older than {@code age}, as {@link IndexQuery#repairStale} does. */
  public ProjectedIndexQuery<E, P> repairStale(Duration age) {
    return new ProjectedIndexQuery<>(s.with(s.limit, s.offset, Objects.requireNonNull(age), s.batch, s.badData,
        s.condition), projection);
  }

  /** The records, lazily, in index order; close the stream to release the scanner. */
  public Stream<P> stream() {
    return stream("index.stream");
  }

  /** The records as a list. */
  public List<P> list() {
    try (Stream<P> stream = stream("index.list")) {
      return stream.toList();
    }
  }

  /** The first record. */
  public Optional<P> first() {
    try (Stream<P> stream = limit(1).stream("index.first")) {
      return stream.findFirst();
    }
  }

  /** How many rows match (each hit verified, so this reads the data rows' projected columns). */
  public long count() {
    try (Stream<P> stream = stream("index.count")) {
      return stream.count();
    }
  }

  /** The records, lazily, for the terminal {@code operation}. */
  private Stream<P> stream(String operation) {
    return IndexLookup.stream(s, projection, hit -> projection.fromResult(hit.row()), s.observer.start(operation));
  }

  /** One page, bound to this lookup and projection as {@link IndexQuery#page} binds its pages. */
  public Page<P> page(PageRequest request) {
    return IndexLookup.page(s, projection, hit -> projection.fromResult(hit.row()), request,
        s.observer.start("index.page"));
  }
}
