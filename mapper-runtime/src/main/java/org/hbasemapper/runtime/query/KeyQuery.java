package org.hbasemapper.runtime.query;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;

/**
 * A query over a left-aligned part of the row key, with its scan options and terminal operations.
 * Generated {@code <Entity>Query} stages extend it and add one method per next key component, so only
 * key prefixes the layout can answer with one range compile:
 *
 * <pre>{@code
 * sales.query().userId("u1").stream()                                  // prefix scan
 * sales.query().userId("u1").timeBetween(from, to).limit(20).list()   // range on the next component
 * sales.query().userId("u1").page(PageRequest.ofSize(50))             // cursor paging
 * }</pre>
 *
 * <p>Ranges are in the Java order of the values whatever the encoding (signed, descending, salted).
 * Instances are immutable: every call returns a new query.
 *
 * @param <E> the entity type
 * @param <Q> the concrete stage, so modifiers keep the stage's key methods
 */
@Api
public abstract class KeyQuery<E, Q extends KeyQuery<E, Q>> extends QueryStage<E, Q> {
  /** A stage over {@code state}. */
  @LimitedPrivate("mapper-dynamic")
  protected KeyQuery(QueryState<E> state) {
    super(state);
  }

  /** The same query reading only the columns of projection {@code projection}. */
  public <P> ProjectedQuery<E, P> select(ProjectionMapper<E, P> projection) {
    return new ProjectedQuery<>(state(), java.util.Objects.requireNonNull(projection, "projection"));
  }

  /**
   * The same query reading only the columns of record {@code type}, a {@code @Projection} of this
   * entity or one a repository returns (its generated {@code <Record>Projection} is looked up once).
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection of this entity
   */
  public <P> ProjectedQuery<E, P> select(Class<P> type) {
    return select(Projections.of(state().context.mapper(), type));
  }

  /**
   * The matching entities, lazily, in key order: constant memory, one scanner per salt bucket at
   * most. Close the stream (try-with-resources) when not reading it to the end; it closes its
   * scanners itself once exhausted.
   */
  public Stream<E> stream() {
    return Scans.stream(state(), ScanPlanner.entities(state()), Scans.start(state(), "query.stream"));
  }

  /** The matching entities as a list; mind {@link #limit} on large ranges. */
  public List<E> list() {
    try (Stream<E> s = Scans.stream(state(), ScanPlanner.entities(state()), Scans.start(state(), "query.list"))) {
      return s.collect(Collectors.toList());
    }
  }

  /** The first matching entity. */
  public Optional<E> first() {
    QueryState<E> one = state().withLimit(1);
    try (Stream<E> s = Scans.stream(one, ScanPlanner.entities(one), Scans.start(state(), "query.first"))) {
      return s.findFirst();
    }
  }

  /**
   * The number of matching rows, counted on the servers without transferring values (reading only the
   * columns of conditions, which are tested in this JVM where the servers cannot decide them).
   */
  public long count() {
    return Scans.count(state(), Scans.start(state(), "query.count"));
  }

  /**
   * One page; {@link Page#next()} continues after its last row without re-reading earlier rows. The
   * request may come from an untrusted token: one issued by another query, or a cursor outside this
   * query's key range, is refused with an {@link IllegalArgumentException}.
   */
  public Page<E> page(PageRequest request) {
    return Scans.page(state(), ScanPlanner.entities(state()), request, Scans.start(state(), "query.page"));
  }

  /**
   * Deletes every row this query selects (its key range, conditions, limit and offset) and returns how
   * many: the keys come from a scan that transfers no values; rows of an entity without secondary
   * indexes or relations go in batches of one call each, the others one by one through the DAO's
   * {@code delete}, which also removes their index entries and relation inverses.
   *
   * <p>Each row is deleted atomically; the rows together are not. A failure stops the delete: rows
   * deleted before it stay deleted, and running it again finishes it. A row written under the query's
   * range while it runs may or may not be deleted.
   *
   * @throws IllegalStateException when the query was not made by a DAO's {@code query()}
   */
  public long delete() {
    return state().context.deletes().delete(state());
  }
}
