package org.hbasemapper.runtime.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.concurrent.Flow;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.RecordTypeKey;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullUnmarked;

/**
 * The immutable state of a query under construction: the key ranges it reads (without salt or hash
 * prefix), each with the key components fixed on the way to it (encoded), the conditions on stored
 * columns, and the scan options. Most queries read one range; {@link #in} makes one per value. Every
 * builder call returns a new state, so a partly built query can be reused.
 *
 * @param <E> the entity type
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class QueryState<E> {
  /**
   * One key range {@code [lo, hi)} without prefix ({@code hi} empty: to the end of the table) and the
   * components fixed on the way to it, which decide its salt bucket or hash prefix.
   */
  record Branch(List<byte[]> fixed, byte[] lo, byte[] hi) {
    /** The fixed components, concatenated. */
    byte[] prefix() {
      byte[] out = KeyRanges.UNBOUNDED;
      for (byte[] component : fixed) {
        out = KeyRanges.concat(out, component);
      }
      return out;
    }

    boolean isEmpty() {
      return KeyRanges.isEmpty(lo, hi);
    }
  }

  private static final Comparator<Branch> KEY_ORDER = (a, b) -> Arrays.compareUnsigned(a.lo, b.lo);

  final QueryContext<E> context;
  /** The key ranges, in key order and disjoint; none: the query reads no row. */
  final List<Branch> branches;
  /** How many leading key components every branch fixes. */
  final int fixedCount;
  final int limit;
  final long offset;
  final boolean reversed;
  final long timeFrom;
  final long timeTo;
  final List<String> families;
  final int batchSize;
  /** Receives rows whose stored data cannot be read, which are then skipped; null: such a row fails the query. */
  final Consumer<? super MappingException> badData;
  /** The conditions on stored columns, and-ed; null when there is none. */
  final Condition<E> condition;

  private QueryState(QueryContext<E> context, List<Branch> branches, int fixedCount, int limit, long offset,
      boolean reversed, long timeFrom, long timeTo, List<String> families, int batchSize,
      Consumer<? super MappingException> badData, Condition<E> condition) {
    this.context = context;
    this.branches = branches;
    this.fixedCount = fixedCount;
    this.limit = limit;
    this.offset = offset;
    this.reversed = reversed;
    this.timeFrom = timeFrom;
    this.timeTo = timeTo;
    this.families = families;
    this.batchSize = batchSize;
    this.badData = badData;
    this.condition = condition;
  }

  /**
   * The state of a query over the whole table; of an entity whose record type code comes first in the
   * key, over its rows.
   */
  public static <E> QueryState<E> start(QueryContext<E> context) {
    Branch all = new Branch(List.of(), KeyRanges.UNBOUNDED, KeyRanges.UNBOUNDED);
    return new QueryState<>(context, List.of(all), 0, -1, 0, false, -1, -1, List.of(), 0, null, null)
        .withRecordTypeFixed();
  }

  /** Fixes the next key component to {@code value}. */
  public <T> QueryState<E> equal(KeyComponent<T> component, T value) {
    byte[] encoded = encode(component, value);
    return withBranches(fixedCount + 1, b -> fix(b, component, encoded)).withRecordTypeFixed();
  }

  /**
   * This state with the record type code fixed in every branch, when the code of an entity's rows is
   * the next component: a query of one record type is then a plain prefix scan of its own rows. Else
   * this state; scans filter on the code where the branches do not fix it ({@link #recordTypeFiltered}).
   */
  private QueryState<E> withRecordTypeFixed() {
    RecordTypeKey recordType = context.schema().recordType();
    if (recordType == null || recordType.codes().size() != 1 || fixedCount != recordType.position()) {
      return this;
    }
    byte[] code = recordType.code(0);
    return withBranches(fixedCount + 1, b -> fix(b, code, false));
  }

  /**
   * Whether scans must keep only rows of the schema's record types with a server filter: the table is
   * shared and the branches do not fix the code (a range or a prefix before it, or a group's codes).
   */
  boolean recordTypeFiltered() {
    RecordTypeKey recordType = context.schema().recordType();
    return recordType != null && fixedCount <= recordType.position();
  }

  /** Restricts the next key component to {@code [from, toExclusive)} in Java order. */
  public <T> QueryState<E> between(KeyComponent<T> component, T from, T toExclusive) {
    return bounded(component, component.requireValue(from), true, component.requireValue(toExclusive), false);
  }

  /** Restricts the next key component to values {@code >= from} in Java order. */
  public <T> QueryState<E> from(KeyComponent<T> component, T from) {
    return bounded(component, component.requireValue(from), true, null, false);
  }

  /** Restricts the next key component to values {@code < toExclusive} in Java order. */
  public <T> QueryState<E> before(KeyComponent<T> component, T toExclusive) {
    return bounded(component, null, false, component.requireValue(toExclusive), false);
  }

  /**
   * Restricts the next key component to the range from {@code from} to {@code to} in Java order, each
   * bound inclusive or not; a null bound is open. For repositories ({@code Between} is inclusive there).
   *
   * @throws IllegalArgumentException when {@code from} comes after {@code to}
   */
  public <T> QueryState<E> range(KeyComponent<T> component, T from, boolean fromInclusive, T to,
      boolean toInclusive) {
    return bounded(component, from, fromInclusive, to, toInclusive);
  }

  /**
   * The range of the next component between two bounds in Java order (null: open). A bound beyond
   * the values the key stores ({@code Instant.MIN}, {@code LocalDate.MAX}) is not an error, unlike
   * such a value in an equality or a write: every stored value lies on its near side, so a lower
   * bound below them or an upper bound above them is open, and a lower bound above them or an upper
   * bound below them leaves no row.
   */
  private <T> QueryState<E> bounded(KeyComponent<T> component, T from, boolean fromInclusive, T to,
      boolean toInclusive) {
    int fromSide = component.compareToRange(from);
    int toSide = component.compareToRange(to);
    if (fromSide != 0 || toSide != 0) {
      if (from != null && to != null) {
        RowBytes.requireOrderedValues(from, to, component.entity() + "." + component.field(),
            "swap the bounds (use reversed() for largest first)");
      }
      if (fromSide > 0 || toSide < 0) {
        return withBranches(fixedCount, b -> null);
      }
      from = fromSide < 0 ? null : from;
      to = toSide > 0 ? null : to;
    }
    byte[] lower = from == null ? null : encode(component, from);
    byte[] upper = to == null ? null : encode(component, to);
    if (lower != null && upper != null) {
      KeyRanges.requireOrdered(component, lower, upper, toInclusive, from);
    }
    return rangeOfEncoded(component, lower, fromInclusive, upper, toInclusive);
  }

  /**
   * The range of the next component between two encoded bounds (null: open). Ascending, the bounds
   * are row bounds; descending, the Java lower bound is the upper row bound and the other way round.
   * A component is self-delimiting (fixed width, or escaped and terminated when descending) except
   * the last one when variable and ascending, which ends the row: there, the rows of a value are just
   * the one row, and the next row after them is the value followed by 0x00.
   */
  private QueryState<E> rangeOfEncoded(KeyComponent<?> component, byte[] from, boolean fromInclusive, byte[] to,
      boolean toInclusive) {
    boolean endsRow = fixedCount == context.componentCount() - 1 && component.width() == 0
        && !component.descending();
    return withBranches(fixedCount, b -> {
      byte[] p = b.prefix();
      byte[] low = from == null ? null : KeyRanges.concat(p, from);
      byte[] high = to == null ? null : KeyRanges.concat(p, to);
      byte[] lo;
      byte[] hi;
      if (!component.descending()) {
        lo = low == null ? p : fromInclusive ? low : KeyRanges.after(low, endsRow);
        hi = high == null ? KeyRanges.prefixStop(p) : toInclusive ? KeyRanges.through(high, endsRow) : high;
      } else {
        // descending: the Java upper bound gives the lower row bound, and the other way round
        lo = high == null ? p : toInclusive ? high : KeyRanges.after(high, false);
        hi = low == null ? KeyRanges.prefixStop(p) : fromInclusive ? KeyRanges.through(low, false) : low;
      }
      // an empty exclusive upper bound (the empty string as the only component) is before every row
      boolean nothingBelow = high != null && !toInclusive && !component.descending() && hi.length == 0;
      return lo == null || nothingBelow ? null : new Branch(b.fixed, lo, hi);
    });
  }

  /**
   * Restricts the next key component, a string, to values starting with {@code prefix}, also when it
   * is padded to a fixed width or descending.
   *
   * @throws IllegalArgumentException when the prefix cannot be encoded, or ends with U+0000, which a
   *     padded component cannot tell from its padding
   */
  public QueryState<E> startingWith(KeyComponent<String> component, String prefix) {
    Objects.requireNonNull(prefix, "prefix");
    byte[] plain;
    try {
      plain = component.codec().encode(prefix);
    } catch (CodecException e) {
      throw new IllegalArgumentException("startingWith on " + component.entity() + "." + component.field() + ": "
          + e.getMessage(), e);
    }
    if (component.padded()) {
      if (plain.length > 0 && plain[plain.length - 1] == 0) {
        throw new IllegalArgumentException("startingWith on " + component.entity() + "." + component.field()
            + ": a prefix ending with U+0000 cannot be told apart from the 0x00 padding of the fixed width");
      }
      if (plain.length > component.width()) {
        return withBranches(fixedCount, b -> null); // no value of the width starts with it
      }
    }
    byte[] bytes = plain;
    if (component.descending()) {
      // every value starting with the prefix starts, encoded, with the prefix escaped (no terminator), inverted
      bytes = component.width() == 0 ? KeyRanges.escaped(plain) : plain.clone();
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) ~bytes[i];
      }
    }
    byte[] start = bytes;
    return withBranches(fixedCount, b -> {
      byte[] lo = KeyRanges.concat(b.prefix(), start);
      return new Branch(b.fixed, lo, KeyRanges.prefixStop(lo));
    });
  }

  /**
   * Restricts the next key component to {@code values}: one key range per value, read in key order by
   * one scan per salt bucket (a multi-range filter), never the rows in between. An empty collection
   * reads no row; repeated values count once.
   */
  public <T> QueryState<E> in(KeyComponent<T> component, Collection<? extends T> values) {
    Objects.requireNonNull(values, "values");
    List<byte[]> encoded = new ArrayList<>(values.size());
    for (T value : values) {
      byte[] e = encode(component, value);
      if (encoded.stream().noneMatch(x -> Arrays.equals(x, e))) {
        encoded.add(e);
      }
    }
    List<Branch> out = new ArrayList<>(branches.size() * encoded.size());
    for (Branch b : branches) {
      for (byte[] e : encoded) {
        Branch fixedTo = fix(b, component, e);
        if (!fixedTo.isEmpty()) {
          out.add(fixedTo);
        }
      }
    }
    out.sort(KEY_ORDER);
    return new QueryState<>(context, List.copyOf(out), fixedCount + 1, limit, offset, reversed, timeFrom, timeTo,
        families, batchSize, badData, condition).withRecordTypeFixed();
  }

  /** Adds {@code condition} (and-ed with earlier ones): a server-side filter where it has one. */
  public QueryState<E> withCondition(Condition<E> condition) {
    Objects.requireNonNull(condition, "condition");
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData, this.condition == null ? condition : this.condition.and(condition));
  }

  /** The branch {@code b} with {@code component} fixed to {@code encoded}. */
  private Branch fix(Branch b, KeyComponent<?> component, byte[] encoded) {
    boolean last = fixedCount == context.componentCount() - 1;
    // the last component, when variable and ascending, has no terminator: "ab" must not match "abc"
    return fix(b, encoded, last && component.width() == 0 && !component.descending());
  }

  /** The branch {@code b} with the next component fixed to {@code encoded}, which ends the row when {@code endsRow}. */
  private static Branch fix(Branch b, byte[] encoded, boolean endsRow) {
    byte[] prefix = KeyRanges.concat(b.prefix(), encoded);
    List<byte[]> nowFixed = new ArrayList<>(b.fixed);
    nowFixed.add(encoded);
    byte[] stop = endsRow ? KeyRanges.concat(prefix, new byte[] {0}) : KeyRanges.prefixStop(prefix);
    return new Branch(List.copyOf(nowFixed), prefix, stop);
  }

  /** Every branch through {@code step} (null: no rows left there), empty branches dropped. */
  private QueryState<E> withBranches(int fixedCount, UnaryOperator<Branch> step) {
    List<Branch> out = new ArrayList<>(branches.size());
    for (Branch b : branches) {
      Branch next = step.apply(b);
      if (next != null && !next.isEmpty()) {
        out.add(next);
      }
    }
    return new QueryState<>(context, List.copyOf(out), fixedCount, limit, offset, reversed, timeFrom, timeTo,
        families, batchSize, badData, condition);
  }

  /**
   * The row keys this query reads, in its order and within its limit and offset, fetched without
   * their values; the caller closes the stream. For deletes of every row under a key prefix.
   */
  public Stream<byte[]> rowKeys() {
    return Scans.stream(this, ScanPlanner.rowKeys());
  }

  /**
   * {@link #rowKeys()} on the asynchronous connection: a publisher with backpressure, for deletes that
   * take the rows a batch at a time.
   */
  public Flow.Publisher<byte[]> rowKeyPublisher() {
    AsyncScans.requireAsync(this);
    return AsyncScans.publisher(this, ScanPlanner.rowKeys());
  }

  /**
   * Whether this query fixes each of the first {@code components} key components to one value (an
   * equality, no in-list or range): every row it reads then starts with the same components, as the
   * rows under one parent of a group of record types do.
   */
  public boolean fixesOneValueOfEach(int components) {
    return branches.size() <= 1 && fixedCount >= components;
  }

  /** Whether the query reads no row at all. */
  boolean empty() {
    return branches.isEmpty();
  }

  QueryState<E> withLimit(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("limit must not be negative, got " + limit);
    }
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData, condition);
  }

  QueryState<E> withOffset(long offset) {
    if (offset < 0) {
      throw new IllegalArgumentException("offset must not be negative, got " + offset);
    }
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData, condition);
  }

  QueryState<E> withReversed(boolean reversed) {
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData, condition);
  }

  QueryState<E> withTimeRange(long from, long to) {
    if (from < 0 || to < from) {
      throw new IllegalArgumentException("cell time range must satisfy 0 <= from <= to, got " + from + ".." + to);
    }
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, from, to, families, batchSize,
        badData, condition);
  }

  QueryState<E> withFamilies(List<String> families) {
    for (String family : families) {
      if (context.schema().families().stream().noneMatch(f -> f.name().equals(family))) {
        throw new IllegalArgumentException("table " + context.schema().tableName().getNameAsString()
            + " has no family '" + family + "'");
      }
    }
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo,
        List.copyOf(families), batchSize, badData, condition);
  }

  QueryState<E> withBatchSize(int batchSize) {
    if (batchSize < 1) {
      throw new IllegalArgumentException("batch size must be at least 1, got " + batchSize);
    }
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData, condition);
  }

  QueryState<E> withBadData(Consumer<? super MappingException> handler) {
    if (handler == null) {
      throw new IllegalArgumentException("the bad-data handler must not be null");
    }
    return new QueryState<>(context, branches, fixedCount, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, handler, condition);
  }

  private static <T> byte[] encode(KeyComponent<T> component, T value) {
    byte[] out = new byte[component.length(value)];
    component.write(value, out, 0);
    return out;
  }
}
