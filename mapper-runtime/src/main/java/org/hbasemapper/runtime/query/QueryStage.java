package org.hbasemapper.runtime.query;

import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.filter.Condition;

/**
 * What every stage of a key query has, blocking ({@link KeyQuery}) or asynchronous
 * ({@link AsyncKeyQuery}): its state and the modifiers that narrow or shape the scan. Immutable: every
 * modifier returns a new stage of the same type, so a generated stage keeps its key methods.
 *
 * @param <E> the entity type
 * @param <Q> the concrete stage
 */
@Api
public abstract class QueryStage<E, Q extends QueryStage<E, Q>> {
  private final QueryState<E> state;

  /** A stage over {@code state}. */
  @Internal
  protected QueryStage(QueryState<E> state) {
    this.state = state;
  }

  /** The state of this stage, for generated subclasses. */
  @Internal
  protected final QueryState<E> state() {
    return state;
  }

  /** The same stage over {@code state}. */
  @Internal
  protected abstract Q with(QueryState<E> state);

  /** At most {@code n} rows. */
  public Q limit(int n) {
    return with(state.withLimit(n));
  }

  /** Skips the first {@code n} rows (the server still reads them; prefer cursor pages for deep paging). */
  public Q offset(long n) {
    return with(state.withOffset(n));
  }

  /** Largest keys first (a reversed scan); the same as {@code reversed(true)}. */
  public Q reversed() {
    return reversed(true);
  }

  /** Largest keys first when {@code reversed} (a reversed scan), else smallest first (the default). */
  public Q reversed(boolean reversed) {
    return with(state.withReversed(reversed));
  }

  /** Only cells whose timestamp is in {@code [from, toExclusive)} epoch milliseconds. */
  public Q cellTimeRange(long from, long toExclusive) {
    return with(state.withTimeRange(from, toExclusive));
  }

  /**
   * Only cells whose timestamp is in {@code [from, toExclusive)}. A bound beyond the timestamps a cell
   * can have (before the epoch, past the epoch milliseconds of a long: {@code Instant.MIN},
   * {@code Instant.MAX}) is open on that side.
   */
  public Q cellTimeRange(Instant from, Instant toExclusive) {
    return cellTimeRange(cellTime(from), cellTime(toExclusive));
  }

  /** {@code time} as a cell timestamp bound: clamped to the epoch milliseconds from 0 to {@code Long.MAX_VALUE}. */
  private static long cellTime(Instant time) {
    if (time.isBefore(Instant.EPOCH)) {
      return 0;
    }
    return InstantKeyCodec.INSTANCE.compareToRange(time) > 0 ? Long.MAX_VALUE : time.toEpochMilli();
  }

  /** Reads only these families; fields of other families stay unset. */
  public Q families(String... families) {
    return with(state.withFamilies(List.of(families)));
  }

  /**
   * Rows fetched per round trip (HBase scanner caching; per salt bucket when the query fans out).
   * Index lookups and wide rows take the same setting under the same name.
   */
  public Q batchSize(int rows) {
    return with(state.withBatchSize(rows));
  }

  /**
   * Skips rows whose stored data cannot be read (a cell of the wrong length, an unknown enum name),
   * handing each one's {@link MappingException} to {@code report} (log it, count it), so one bad cell
   * does not make a whole table unreadable. Without it, the first such row fails the query. Skipped
   * rows do not count against {@link #limit} or page sizes. {@code report} may throw to stop the query.
   */
  public Q skipBadData(Consumer<? super MappingException> report) {
    return with(state.withBadData(report));
  }

  /**
   * Only rows that also match {@code condition} (and-ed with earlier calls), filtered on the servers
   * where the column's bytes sort like its values: {@code where(PurchaseQuery.PRICE.greaterThan(min))}.
   */
  public Q where(Condition<E> condition) {
    return with(state.withCondition(condition));
  }
}
