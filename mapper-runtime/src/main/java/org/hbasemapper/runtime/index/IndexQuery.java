package org.hbasemapper.runtime.index;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.IndexNotBuiltException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * A lookup through a secondary index: scans the index table over a range of indexed values, reads
 * the data rows the entries point at (multi-gets of {@link #batchSize} rows), and returns only the
 * entities whose current values still match the entry. A hit that does not match (a write
 * interrupted between index and data row, or an old entry not yet removed) is skipped and counted
 * in {@link IndexMaintainer#stats()}; with {@link #repairStale(Duration)} it is also removed, once
 * older than the given age. Results come in index order: by indexed values, then data row key.
 *
 * <p>An index whose table was created beside stored rows is not built until {@code IndexAdmin.rebuild}
 * has run: a lookup through it throws an {@link IndexNotBuiltException} rather than miss those rows
 * (unless it says {@link #evenIfBuilding()}). The DAO reads the state once, and while it is not built
 * again at most every few seconds.
 *
 * <p>Immutable: every modifier returns a new query. Generated DAOs return it from
 * {@code findBy<Field>(...)}, and composite indexes from a staged builder over their columns. The
 * lookup itself is the package-private {@code IndexLookup}'s, shared with {@link AsyncIndexQuery}.
 *
 * @param <E> the entity type
 */
@Api
public class IndexQuery<E> {
  private static final byte[] EMPTY = new byte[0];
  private final State<E> s;

  /** The state of an index query; obtained from {@link #start}, carried by generated stages. */
  @Internal
  @NullUnmarked
  public static final class State<E> {
    final IndexMaintainer<E> maintainer;
    final WideRowSource rows;
    final IndexSchema index;
    final byte[] prefix;
    final byte[] lo;
    final byte[] hi;
    final int limit;
    final long offset;
    final Duration repairAfter;
    final int batch;
    final Consumer<? super MappingException> badData;
    /** The conditions on the data rows, and-ed; null when there is none. */
    final Condition<E> condition;
    /** Where an asynchronous lookup signals and completes; null for a blocking one. */
    final Executor executor;
    /** Where the lookups' operations start. */
    final Observer observer;
    /** Whether the lookup reads an index that is not built, accepting that rows may be missing. */
    final boolean evenIfBuilding;

    State(IndexMaintainer<E> maintainer, WideRowSource rows, IndexSchema index, byte[] prefix, byte[] lo, byte[] hi,
        int limit, long offset, Duration repairAfter, int batch, Consumer<? super MappingException> badData,
        Condition<E> condition, Executor executor, Observer observer, boolean evenIfBuilding) {
      this.maintainer = maintainer;
      this.rows = rows;
      this.index = index;
      this.prefix = prefix;
      this.lo = lo;
      this.hi = hi;
      this.limit = limit;
      this.offset = offset;
      this.repairAfter = repairAfter;
      this.batch = batch;
      this.badData = badData;
      this.condition = condition;
      this.executor = executor;
      this.observer = observer;
      this.evenIfBuilding = evenIfBuilding;
    }

    State<E> with(byte[] prefix, byte[] lo, byte[] hi) {
      return new State<>(maintainer, rows, index, prefix, lo, hi, limit, offset, repairAfter, batch, badData,
          condition, executor, observer, evenIfBuilding);
    }

    State<E> with(int limit, long offset, Duration repairAfter, int batch, Consumer<? super MappingException> badData,
        Condition<E> condition) {
      return new State<>(maintainer, rows, index, prefix, lo, hi, limit, offset, repairAfter, batch, badData,
          condition, executor, observer, evenIfBuilding);
    }

    /** The state reading the index even while it is not built. */
    State<E> evenIfBuilding() {
      return new State<>(maintainer, rows, index, prefix, lo, hi, limit, offset, repairAfter, batch, badData,
          condition, executor, observer, true);
    }

    /**
     * Completes when the lookup may read the index: at once when it was seen built, or when the
     * lookup reads it {@link #evenIfBuilding}; fails with an {@code IndexNotBuiltException} otherwise.
     */
    CompletableFuture<Void> readable() {
      return evenIfBuilding ? CompletableFuture.completedFuture(null) : maintainer.readable(index);
    }

    /** The state after fixing the next indexed value to {@code value}. */
    public <T> State<E> equal(KeyCodec<T> codec, T value) {
      byte[] next = IndexKeys.join(prefix, encoded(codec, require(value)));
      return with(next, next, null);
    }

    /** The state with the next indexed value in {@code [from, toExclusive)}, in Java order. */
    public <T> State<E> between(KeyCodec<T> codec, T from, T toExclusive) {
      return range(codec, require(from), true, require(toExclusive), false);
    }

    /** The state with the next indexed value {@code >= from}. */
    public <T> State<E> from(KeyCodec<T> codec, T from) {
      return range(codec, require(from), true, null, false);
    }

    /** The state with the next indexed value {@code < toExclusive}. */
    public <T> State<E> before(KeyCodec<T> codec, T toExclusive) {
      return range(codec, null, false, require(toExclusive), false);
    }

    /**
     * The state with the next indexed value from {@code from} to {@code to} in Java order, each bound
     * inclusive or not; a null bound is open. For repositories.
     */
    public <T> State<E> range(KeyCodec<T> codec, T from, boolean fromInclusive, T to, boolean toInclusive) {
      String what = "index " + index.name() + " of " + maintainer.schema().entityName();
      // a bound beyond what the index key holds: open, or no entry at all, as in key queries
      int fromSide = from == null ? 0 : codec.compareToRange(from);
      int toSide = to == null ? 0 : codec.compareToRange(to);
      if (fromSide != 0 || toSide != 0) {
        if (from != null && to != null) {
          RowBytes.requireOrderedValues(from, to, what, "swap the bounds");
        }
        if (fromSide > 0 || toSide < 0) {
          byte[] nothing = IndexKeys.join(prefix, new byte[] {0}); // an empty range: start and stop alike
          return with(prefix, nothing, nothing);
        }
        from = fromSide < 0 ? null : from;
        to = toSide > 0 ? null : to;
      }
      byte[] lower = from == null ? null : encoded(codec, from);
      byte[] upper = to == null ? null : encoded(codec, to);
      if (lower != null && upper != null) {
        if (!toInclusive) {
          RowBytes.requireOrdered(lower, upper, what, from, "swap the bounds");
        } else if (Arrays.compareUnsigned(lower, upper) > 0) {
          throw new IllegalArgumentException("range on " + what + ": from is after to in key order; swap the bounds");
        }
      }
      // indexed values are self-delimiting: the entries of one value are the rows starting with it
      byte[] lo = prefix;
      if (lower != null) {
        byte[] start = IndexKeys.join(prefix, lower);
        lo = fromInclusive ? start : RowBytes.prefixStop(start);
        if (lo.length == 0) {
          return with(prefix, start, start); // nothing sorts after the entries of an all-0xFF value
        }
      }
      byte[] hi = null;
      if (upper != null) {
        byte[] end = IndexKeys.join(prefix, upper);
        hi = toInclusive ? RowBytes.prefixStop(end) : end; // an empty stop: to the end of the table
      }
      return with(prefix, lo, hi);
    }

    State<E> where(Condition<E> condition) {
      Objects.requireNonNull(condition, "condition");
      return with(limit, offset, repairAfter, batch, badData, this.condition == null ? condition
          : this.condition.and(condition));
    }

    State<E> limit(int n) {
      if (n < 0) {
        throw new IllegalArgumentException("limit must be >= 0, was " + n);
      }
      return with(n, offset, repairAfter, batch, badData, condition);
    }

    State<E> offset(long n) {
      if (n < 0) {
        throw new IllegalArgumentException("offset must be >= 0, was " + n);
      }
      return with(limit, n, repairAfter, batch, badData, condition);
    }

    State<E> batchSize(int rows) {
      if (rows < 1) {
        throw new IllegalArgumentException("batch size must be at least 1, was " + rows);
      }
      return with(limit, offset, repairAfter, rows, badData, condition);
    }

    State<E> skipBadData(Consumer<? super MappingException> report) {
      if (report == null) {
        throw new IllegalArgumentException("the bad-data handler must not be null");
      }
      return with(limit, offset, repairAfter, batch, report, condition);
    }

    State<E> repairStale(Duration age) {
      return with(limit, offset, Objects.requireNonNull(age), batch, badData, condition);
    }

    /** The index key encoding of {@code value}; a value the codec cannot encode fails naming the index. */
    private <T> byte[] encoded(KeyCodec<T> codec, T value) {
      try {
        return IndexKeys.value(codec, value);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("lookup on index " + index.name() + " of "
            + maintainer.schema().entityName() + " (table " + maintainer.schema().tableName().getNameAsString()
            + "): " + e.getMessage(), e);
      }
    }

    private <T> T require(T value) {
      if (value == null) {
        throw new IllegalArgumentException("index " + index.name() + " of " + maintainer.schema().entityName()
            + " has no entries for null values; a lookup needs a value");
      }
      return value;
    }
  }

  /** The whole of {@code index}, in index order; generated DAOs start their lookups here. */
  @Internal
  public static <E> State<E> start(IndexMaintainer<E> maintainer, WideRowSource rows, String index) {
    return start(maintainer, rows, index, null);
  }

  /**
   * The whole of {@code index} for an {@link AsyncIndexQuery}, whose results are delivered on
   * {@code executor}; {@code maintainer} reads through an asynchronous {@code TableIo}.
   */
  @Internal
  public static <E> State<E> start(IndexMaintainer<E> maintainer, WideRowSource rows, String index,
      @Nullable Executor executor) {
    return start(maintainer, rows, index, executor, Observer.NONE);
  }

  /**
   * The whole of {@code index}, for a blocking lookup ({@code executor} null) or an asynchronous one;
   * the lookups' operations start on {@code observer}.
   */
  @Internal
  public static <E> State<E> start(IndexMaintainer<E> maintainer, WideRowSource rows, String index,
      @Nullable Executor executor, Observer observer) {
    return new State<>(maintainer, rows, maintainer.schema().index(index), EMPTY, EMPTY, null, -1, 0, null, 100, null,
        null, executor, java.util.Objects.requireNonNull(observer, "observer"), false);
  }

  /** A query in state {@code state}. */
  @Internal
  public IndexQuery(State<E> state) {
    this.s = state;
  }

  /**
   * Only rows that also match {@code condition}, tested in this JVM on each data row read (after the
   * index check, so a filtered row is never taken for a stale entry).
   */
  public IndexQuery<E> where(Condition<E> condition) {
    return new IndexQuery<>(s.where(condition));
  }

  /**
   * The same lookup, reading the index even while it is not built ({@code IndexAdmin.rebuild} has not
   * run since its table was created beside stored rows): the result then lacks the rows stored before
   * the index existed. Without it, such a lookup throws an {@link IndexNotBuiltException}.
   */
  public IndexQuery<E> evenIfBuilding() {
    return new IndexQuery<>(s.evenIfBuilding());
  }

  /**
   * The same lookup returning projection records: the data rows read only the projection's columns
   * (and those the index check and conditions need).
   */
  public <P> ProjectedIndexQuery<E, P> select(ProjectionMapper<E, P> projection) {
    return new ProjectedIndexQuery<>(s, Objects.requireNonNull(projection, "projection"));
  }

  /** The state, for generated stages. */
  @Internal
  protected final State<E> state() {
    return s;
  }

  /** At most {@code n} entities. */
  public IndexQuery<E> limit(int n) {
    return new IndexQuery<>(s.limit(n));
  }

  /** Skips the first {@code n} matching entities. */
  public IndexQuery<E> offset(long n) {
    return new IndexQuery<>(s.offset(n));
  }

  /** Index entries scanned and data rows read per round trip (default 100). */
  public IndexQuery<E> batchSize(int rows) {
    return new IndexQuery<>(s.batchSize(rows));
  }

  /**
   * Skips entities whose stored data cannot be read, handing each one's {@link MappingException} to
   * {@code report}; without it, the first such row fails the lookup. Skipped rows do not count
   * against {@link #limit} or page sizes.
   */
  public IndexQuery<E> skipBadData(Consumer<? super MappingException> report) {
    return new IndexQuery<>(s.skipBadData(report));
  }

  /**
   * Removes the stale entries this query meets that are older than {@code age} (read repair). The
   * age keeps a writer's entry, written just before its data row, safe from a reader that sees it
   * in between: give it more than a write takes (a minute is plenty; zero only when no writer runs).
   */
  public IndexQuery<E> repairStale(Duration age) {
    return new IndexQuery<>(s.repairStale(age));
  }

  /** The matching entities, lazily, in index order; close the stream to release the scanner. */
  public Stream<E> stream() {
    return IndexLookup.stream(s, null, IndexLookup.Hit::entity, s.observer.start("index.stream"));
  }

  /** The matching entities as a list. */
  public List<E> list() {
    try (Stream<E> stream = IndexLookup.stream(s, null, IndexLookup.Hit::entity, s.observer.start("index.list"))) {
      return stream.toList();
    }
  }

  /** The first matching entity. */
  public Optional<E> first() {
    try (Stream<E> stream = IndexLookup.stream(s.limit(1), null, IndexLookup.Hit::entity,
        s.observer.start("index.first"))) {
      return stream.findFirst();
    }
  }

  /** How many entities match (each hit verified, so this reads the data rows). */
  public long count() {
    try (Stream<E> stream = IndexLookup.stream(s, null, IndexLookup.Hit::entity, s.observer.start("index.count"))) {
      return stream.count();
    }
  }

  /**
   * One page of matching entities; {@code Page.next()} continues after the last entry returned (a
   * cursor, nothing re-read), or at an offset for {@code PageRequest.atOffset(offset, size)}. The
   * request may come from an untrusted token: one issued by another query, or a cursor outside this
   * lookup's range, is refused with an {@link IllegalArgumentException}.
   */
  public Page<E> page(PageRequest request) {
    return IndexLookup.page(s, null, IndexLookup.Hit::entity, request, s.observer.start("index.page"));
  }
}
