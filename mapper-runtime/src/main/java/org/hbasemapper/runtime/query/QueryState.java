package org.hbasemapper.runtime.query;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * The immutable state of a query under construction: the key components fixed so far (encoded),
 * the row range they and an optional range on the next component select (without salt or hash
 * prefix), and the scan options. Every builder call returns a new state, so a partly built query can
 * be reused.
 *
 * @param <E> the entity type
 */
@Internal
public final class QueryState<E> {
  final QueryContext<E> context;
  final List<byte[]> fixed;
  /** Lowest row (inclusive) without prefix; empty = from the first row. */
  final byte[] lo;
  /** Row after the last (exclusive) without prefix; empty = to the last row. */
  final byte[] hi;
  final boolean empty;
  final int limit;
  final long offset;
  final boolean reversed;
  final long timeFrom;
  final long timeTo;
  final List<String> families;
  final int batchSize;
  /** Receives rows whose stored data cannot be read, which are then skipped; null: such a row fails the query. */
  final Consumer<? super MappingException> badData;

  private QueryState(QueryContext<E> context, List<byte[]> fixed, byte[] lo, byte[] hi, boolean empty, int limit,
      long offset, boolean reversed, long timeFrom, long timeTo, List<String> families, int batchSize,
      Consumer<? super MappingException> badData) {
    this.context = context;
    this.fixed = fixed;
    this.lo = lo;
    this.hi = hi;
    this.empty = empty;
    this.limit = limit;
    this.offset = offset;
    this.reversed = reversed;
    this.timeFrom = timeFrom;
    this.timeTo = timeTo;
    this.families = families;
    this.batchSize = batchSize;
    this.badData = badData;
  }

  /** The state of a query over the whole table. */
  public static <E> QueryState<E> start(QueryContext<E> context) {
    return new QueryState<>(context, List.of(), KeyRanges.UNBOUNDED, KeyRanges.UNBOUNDED, false, -1, 0, false, -1, -1,
        List.of(), 0, null);
  }

  /** Fixes the next key component to {@code value}. */
  public <T> QueryState<E> equal(KeyComponent<T> component, T value) {
    byte[] encoded = encode(component, value);
    byte[] prefix = KeyRanges.concat(prefix(), encoded);
    List<byte[]> nowFixed = new ArrayList<>(fixed);
    nowFixed.add(encoded);
    boolean last = fixed.size() == context.componentCount() - 1;
    // the last component, when variable and ascending, has no terminator: "ab" must not match "abc"
    byte[] stop = last && component.width() == 0 && !component.descending()
        ? KeyRanges.concat(prefix, new byte[] {0})
        : KeyRanges.prefixStop(prefix);
    return withRange(List.copyOf(nowFixed), prefix, stop, false);
  }

  /** Restricts the next key component to {@code [from, toExclusive)} in Java order. */
  public <T> QueryState<E> between(KeyComponent<T> component, T from, T toExclusive) {
    byte[] p = prefix();
    byte[] encodedFrom = encode(component, from);
    byte[] encodedTo = encode(component, toExclusive);
    // a descending component's encoding inverts the order of its values
    RowBytes.requireOrdered(component.descending() ? encodedTo : encodedFrom,
        component.descending() ? encodedFrom : encodedTo, component.entity() + "." + component.field(), from,
        "swap the bounds (use reversed() for largest first)");
    byte[] a = KeyRanges.concat(p, encodedFrom);
    byte[] b = KeyRanges.concat(p, encodedTo);
    return component.descending() ? descending(b, KeyRanges.prefixStop(a)) : withRange(fixed, a, b, false);
  }

  /** Restricts the next key component to values {@code >= from} in Java order. */
  public <T> QueryState<E> from(KeyComponent<T> component, T from) {
    byte[] p = prefix();
    byte[] a = KeyRanges.concat(p, encode(component, from));
    return component.descending() ? withRange(fixed, p, KeyRanges.prefixStop(a), false)
        : withRange(fixed, a, KeyRanges.prefixStop(p), false);
  }

  /** Restricts the next key component to values {@code < toExclusive} in Java order. */
  public <T> QueryState<E> before(KeyComponent<T> component, T toExclusive) {
    byte[] p = prefix();
    byte[] b = KeyRanges.concat(p, encode(component, toExclusive));
    return component.descending() ? descending(b, KeyRanges.prefixStop(p)) : withRange(fixed, p, b, false);
  }

  /**
   * Restricts the next key component to the range from {@code from} to {@code to} in Java order, each
   * bound inclusive or not; a null bound is open. For repositories ({@code Between} is inclusive there).
   */
  public <T> QueryState<E> range(KeyComponent<T> component, T from, boolean fromInclusive, T to,
      boolean toInclusive) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Restricts the next key component, a string, to values starting with {@code prefix}. */
  public QueryState<E> startingWith(KeyComponent<String> component, String prefix) {
    throw new UnsupportedOperationException("not yet");
  }

  /**
   * Restricts the next key component to {@code values}: one key range per value, read in key order by
   * one scan per salt bucket (a multi-range filter), never the rows in between.
   */
  public <T> QueryState<E> in(KeyComponent<T> component, java.util.Collection<? extends T> values) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Adds {@code condition} (and-ed with earlier ones): a server-side filter where it has one. */
  public QueryState<E> withCondition(org.hbasemapper.runtime.filter.Condition<E> condition) {
    throw new UnsupportedOperationException("not yet");
  }

  /** A descending range: rows after every row starting with {@code upperValuePrefix}, up to {@code hi}. */
  private QueryState<E> descending(byte[] upperValuePrefix, byte[] hi) {
    byte[] lo = KeyRanges.prefixStop(upperValuePrefix);
    if (lo.length == 0) {
      return withRange(fixed, upperValuePrefix, hi, true); // nothing sorts after an all-0xFF prefix
    }
    return withRange(fixed, lo, hi, false);
  }

  private QueryState<E> withRange(List<byte[]> fixed, byte[] lo, byte[] hi, boolean empty) {
    return new QueryState<>(context, fixed, lo, hi, empty || this.empty || KeyRanges.isEmpty(lo, hi), limit, offset,
        reversed, timeFrom, timeTo, families, batchSize, badData);
  }

  QueryState<E> withLimit(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("limit must not be negative, got " + limit);
    }
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData);
  }

  QueryState<E> withOffset(long offset) {
    if (offset < 0) {
      throw new IllegalArgumentException("offset must not be negative, got " + offset);
    }
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData);
  }

  QueryState<E> withReversed(boolean reversed) {
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData);
  }

  QueryState<E> withTimeRange(long from, long to) {
    if (from < 0 || to < from) {
      throw new IllegalArgumentException("cell time range must satisfy 0 <= from <= to, got " + from + ".." + to);
    }
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, from, to, families, batchSize, badData);
  }

  QueryState<E> withFamilies(List<String> families) {
    for (String family : families) {
      if (context.schema().families().stream().noneMatch(f -> f.name().equals(family))) {
        throw new IllegalArgumentException("table " + context.schema().tableName().getNameAsString()
            + " has no family '" + family + "'");
      }
    }
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, timeFrom, timeTo,
        List.copyOf(families), batchSize, badData);
  }

  QueryState<E> withBatchSize(int batchSize) {
    if (batchSize < 1) {
      throw new IllegalArgumentException("batch size must be at least 1, got " + batchSize);
    }
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, badData);
  }

  QueryState<E> withBadData(Consumer<? super MappingException> handler) {
    if (handler == null) {
      throw new IllegalArgumentException("the bad-data handler must not be null");
    }
    return new QueryState<>(context, fixed, lo, hi, empty, limit, offset, reversed, timeFrom, timeTo, families,
        batchSize, handler);
  }

  /** The fixed components, concatenated. */
  byte[] prefix() {
    byte[] out = KeyRanges.UNBOUNDED;
    for (byte[] component : fixed) {
      out = KeyRanges.concat(out, component);
    }
    return out;
  }

  private static <T> byte[] encode(KeyComponent<T> component, T value) {
    byte[] out = new byte[component.length(value)];
    component.write(value, out, 0);
    return out;
  }
}
