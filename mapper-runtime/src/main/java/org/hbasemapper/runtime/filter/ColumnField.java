package org.hbasemapper.runtime.filter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.BinaryComparator;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * A single-valued column of entity {@code E} holding values of type {@code T}, for conditions that
 * compare equal: generated per field as a constant of {@code <Entity>Query}
 * ({@code PurchaseQuery.STATUS.equalTo(Status.PAID)}). Fields whose values have an order are
 * {@link OrderedField}s.
 *
 * <p>Equality compares the encoded bytes, on the servers ({@code SingleColumnValueFilter} with
 * filter-if-missing, newest version only) and in {@link Condition#test} alike: every codec writes one
 * encoding per value.
 *
 * @param <E> the entity type
 * @param <T> the field type
 */
public class ColumnField<E, T> {
  private static final byte[] NOTHING = new byte[0];

  final String entity;
  final String field;
  final ValueCodec<T> codec;
  private final byte[] family;
  private final byte[] qualifier;
  private final String column;
  private final List<byte[][]> columns;

  ColumnField(String entity, String field, String family, String qualifier, ValueCodec<T> codec) {
    this.entity = Objects.requireNonNull(entity, "entity");
    this.field = Objects.requireNonNull(field, "field");
    this.codec = Objects.requireNonNull(codec, "codec");
    this.family = Bytes.toBytes(family);
    this.qualifier = Bytes.toBytes(qualifier);
    this.column = family + ":" + qualifier;
    this.columns = List.<byte[][]>of(new byte[][] {this.family, this.qualifier});
  }

  /** A column compared by its encoded bytes; for generated code. */
  @Internal
  public static <E, T> ColumnField<E, T> of(String entity, String field, String family, String qualifier,
      ValueCodec<T> codec) {
    return new ColumnField<>(entity, field, family, qualifier, codec);
  }

  /** Rows whose cell holds {@code value}. */
  public Condition<E> equalTo(T value) {
    byte[] v = encode(value, "equalTo");
    return matching(field + " = ?", () -> filter(CompareOperator.EQUAL, v),
        (array, offset, length) -> Bytes.equals(array, offset, length, v, 0, v.length));
  }

  /** Rows whose cell holds another value than {@code value} (rows without the cell do not match). */
  public Condition<E> notEqualTo(T value) {
    byte[] v = encode(value, "notEqualTo");
    return matching(field + " <> ?", () -> filter(CompareOperator.NOT_EQUAL, v),
        (array, offset, length) -> !Bytes.equals(array, offset, length, v, 0, v.length));
  }

  /** Rows whose cell holds one of {@code values}; none for an empty collection. */
  public Condition<E> in(Collection<? extends T> values) {
    Objects.requireNonNull(values, "values");
    List<byte[]> encoded = new ArrayList<>(values.size());
    for (T value : values) {
      byte[] v = encode(value, "in");
      if (encoded.stream().noneMatch(e -> Arrays.equals(e, v))) {
        encoded.add(v);
      }
    }
    if (encoded.isEmpty()) {
      return nothing(field + " in ()");
    }
    return matching(field + " in (?)", () -> {
      List<Filter> any = new ArrayList<>(encoded.size());
      encoded.forEach(v -> any.add(filter(CompareOperator.EQUAL, v)));
      return any.size() == 1 ? any.get(0) : new FilterList(FilterList.Operator.MUST_PASS_ONE, any);
    }, (array, offset, length) -> {
      for (byte[] v : encoded) {
        if (Bytes.equals(array, offset, length, v, 0, v.length)) {
          return true;
        }
      }
      return false;
    });
  }

  /** Rows without the cell (the field was null when written). */
  public Condition<E> isNull() {
    // a cell, whatever it holds, is never below the empty string: only rows without one pass
    return new Condition<>(field + " is null", () -> {
      SingleColumnValueFilter f = new SingleColumnValueFilter(family, qualifier, CompareOperator.LESS,
          new BinaryComparator(NOTHING));
      f.setFilterIfMissing(false);
      f.setLatestVersionOnly(true);
      return f;
    }, true, false, (row, table) -> latest(row) == null, columns);
  }

  /** Rows with the cell. */
  public Condition<E> isNotNull() {
    return matching(field + " is not null", () -> filter(CompareOperator.GREATER_OR_EQUAL, NOTHING),
        (array, offset, length) -> true);
  }

  /** The test of a stored value, in place. */
  @FunctionalInterface
  interface ValueTest {
    boolean test(byte[] array, int offset, int length);
  }

  /** A condition on rows with the cell, decided on the servers by {@code server}, here by {@code test}. */
  final Condition<E> matching(String description, Supplier<Filter> server, ValueTest test) {
    return new Condition<>(description, server, true, true, (row, table) -> {
      Cell cell = latest(row);
      return cell != null && test.test(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
    }, columns);
  }

  /** A condition that holds for the stored values in {@code intervals} (unsigned byte order). */
  final Condition<E> within(String description, List<StoredRanges.Interval> intervals) {
    if (intervals.isEmpty()) {
      return nothing(description);
    }
    return matching(description, () -> {
      if (intervals.size() == 1) {
        return filter(intervals.get(0));
      }
      List<Filter> any = new ArrayList<>(intervals.size());
      intervals.forEach(i -> any.add(filter(i)));
      return new FilterList(FilterList.Operator.MUST_PASS_ONE, any);
    }, (array, offset, length) -> {
      for (StoredRanges.Interval interval : intervals) {
        if (interval.contains(array, offset, length)) {
          return true;
        }
      }
      return false;
    });
  }

  /** A condition decided only in this JVM, on the decoded value of rows with the cell. */
  final Condition<E> decoded(String description, java.util.function.Predicate<T> test) {
    return new Condition<>(description, null, false, true, (row, table) -> {
      Cell cell = latest(row);
      if (cell == null) {
        return false;
      }
      T value;
      try {
        value = codec.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
      } catch (CodecException e) {
        throw unreadable(row, table, description, e);
      }
      return test.test(value);
    }, columns);
  }

  /** A condition no row matches: the cell would have to sort below the empty string. */
  final Condition<E> nothing(String description) {
    return matching(description, () -> filter(CompareOperator.LESS, NOTHING), (array, offset, length) -> false);
  }

  /** {@code value} encoded; a null is refused, since no cell holds null. */
  final byte[] encode(T value, String operation) {
    if (value == null) {
      throw new IllegalArgumentException(operation + " on " + entity + "." + field
          + " needs a value; rows whose field is null have no cell: ask isNull()");
    }
    try {
      return codec.encode(value);
    } catch (CodecException e) {
      throw new IllegalArgumentException(operation + " on " + entity + "." + field + ": " + e.getMessage(), e);
    }
  }

  private Cell latest(Result row) {
    return row.getColumnLatestCell(family, qualifier);
  }

  private Filter filter(StoredRanges.Interval i) {
    if (i.isPoint()) {
      return filter(CompareOperator.EQUAL, i.lo());
    }
    if (i.lo() == null && i.hi() == null) {
      return filter(CompareOperator.GREATER_OR_EQUAL, NOTHING);
    }
    Filter lower = i.lo() == null ? null
        : filter(i.loInclusive() ? CompareOperator.GREATER_OR_EQUAL : CompareOperator.GREATER, i.lo());
    Filter upper = i.hi() == null ? null
        : filter(i.hiInclusive() ? CompareOperator.LESS_OR_EQUAL : CompareOperator.LESS, i.hi());
    if (lower == null || upper == null) {
      return lower != null ? lower : upper;
    }
    return new FilterList(FilterList.Operator.MUST_PASS_ALL, lower, upper);
  }

  /** The cell compared to {@code value} as unsigned bytes; rows without the cell are left out. */
  private SingleColumnValueFilter filter(CompareOperator op, byte[] value) {
    SingleColumnValueFilter f = new SingleColumnValueFilter(family, qualifier, op, new BinaryComparator(value));
    f.setFilterIfMissing(true);
    f.setLatestVersionOnly(true);
    return f;
  }

  private MappingException unreadable(Result row, String table, String condition, CodecException cause) {
    String rowHex = RowBytes.hex(row.getRow());
    return new MappingException(table, rowHex, column, "cannot read " + entity + "." + field
        + (table == null ? "" : " from table " + table) + ", row " + rowHex + ", column " + column
        + " to test '" + condition + "': " + cause.getMessage(), cause);
  }

  @Override
  public String toString() {
    return entity + "." + field + " (" + column + ")";
  }
}
