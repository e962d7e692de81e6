package org.hbasemapper.runtime.filter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.BinaryComparator;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.jspecify.annotations.Nullable;

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
 * <p>A column that moved to a new qualifier ({@code @Column(formerly = ...)}) is compared by its
 * value as reads see it: its own cell, else the first former cell the row has. On the servers each
 * comparison becomes "own cell matches, or own cell absent and the first present former one
 * matches", so a moved column's conditions are decided there as exactly as any other's.
 *
 * @param <E> the entity type
 * @param <T> the field type
 */
@Api
public class ColumnField<E, T> {
  private static final byte[] NOTHING = new byte[0];

  final String entity;
  final String field;
  final ValueCodec<T> codec;
  private final byte[] family;
  private final byte[] qualifier;
  /** The former qualifiers, newest first; empty for a column that never moved. */
  private final byte[][] formerly;
  private final String column;
  final List<byte[][]> columns;

  ColumnField(String entity, String field, String family, String qualifier, ValueCodec<T> codec) {
    this(entity, field, family, qualifier, codec, List.of());
  }

  ColumnField(String entity, String field, String family, String qualifier, ValueCodec<T> codec,
      List<String> formerly) {
    this.entity = Objects.requireNonNull(entity, "entity");
    this.field = Objects.requireNonNull(field, "field");
    this.codec = Objects.requireNonNull(codec, "codec");
    this.family = Bytes.toBytes(family);
    this.qualifier = Bytes.toBytes(qualifier);
    this.formerly = formerly.stream().map(Bytes::toBytes).toArray(byte[][]::new);
    this.column = family + ":" + qualifier;
    List<byte[][]> cells = new ArrayList<>(1 + this.formerly.length);
    cells.add(new byte[][] {this.family, this.qualifier});
    for (byte[] former : this.formerly) {
      cells.add(new byte[][] {this.family, former});
    }
    this.columns = List.copyOf(cells);
  }

  /** A column compared by its encoded bytes; for generated code. */
  @Internal
  public static <E, T> ColumnField<E, T> of(String entity, String field, String family, String qualifier,
      ValueCodec<T> codec) {
    return new ColumnField<>(entity, field, family, qualifier, codec);
  }

  /**
   * A column that moved to {@code qualifier} from the {@code formerly} qualifiers of its family
   * (newest first), compared by its own cell, else the first former one a row has; for generated
   * code ({@code @Column(formerly = ...)}).
   */
  @Internal
  public static <E, T> ColumnField<E, T> of(String entity, String field, String family, String qualifier,
      List<String> formerly, ValueCodec<T> codec) {
    return new ColumnField<>(entity, field, family, qualifier, codec, formerly);
  }

  /** Rows whose cell holds {@code value}. */
  public Condition<E> equalTo(T value) {
    byte[] v = encode(value, "equalTo");
    return matching(field + " = ?", q -> filter(q, CompareOperator.EQUAL, v),
        (array, offset, length) -> Bytes.equals(array, offset, length, v, 0, v.length));
  }

  /** Rows whose cell holds another value than {@code value} (rows without the cell do not match). */
  public Condition<E> notEqualTo(T value) {
    byte[] v = encode(value, "notEqualTo");
    return matching(field + " <> ?", q -> filter(q, CompareOperator.NOT_EQUAL, v),
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
    return matching(field + " in (?)", q -> {
      List<Filter> any = new ArrayList<>(encoded.size());
      encoded.forEach(v -> any.add(filter(q, CompareOperator.EQUAL, v)));
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

  /** Rows without the cell (the field was null when written), nor a former one. */
  public Condition<E> isNull() {
    return new Condition<>(field + " is null", () -> {
      if (formerly.length == 0) {
        return absent(qualifier);
      }
      List<Filter> none = new ArrayList<>(1 + formerly.length);
      none.add(absent(qualifier));
      for (byte[] former : formerly) {
        none.add(absent(former));
      }
      return new FilterList(FilterList.Operator.MUST_PASS_ALL, none);
    }, true, false, (row, table) -> cell(row) == null, columns, Set.of(entity));
  }

  /** Rows with the cell, or a former one. */
  public Condition<E> isNotNull() {
    return matching(field + " is not null", q -> filter(q, CompareOperator.GREATER_OR_EQUAL, NOTHING),
        (array, offset, length) -> true);
  }

  /** The test of a stored value, in place. */
  @FunctionalInterface
  interface ValueTest {
    boolean test(byte[] array, int offset, int length);
  }

  /**
   * A condition on rows with the cell, decided here by {@code test} and on the servers by
   * {@code onCell}: the filter that tests the cell of the qualifier it is given, leaving out rows
   * without one.
   */
  final Condition<E> matching(String description, Function<byte[], Filter> onCell, ValueTest test) {
    return new Condition<>(description, () -> effective(onCell), true, true, (row, table) -> {
      Cell cell = cell(row);
      return cell != null && test.test(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
    }, columns, Set.of(entity));
  }

  /**
   * {@code onCell} applied to the cell reads take: the column's own, or where a row has none, the
   * first former one it has. Without former qualifiers, {@code onCell} of the own qualifier.
   */
  private Filter effective(Function<byte[], Filter> onCell) {
    Filter own = onCell.apply(qualifier);
    if (formerly.length == 0) {
      return own;
    }
    List<Filter> any = new ArrayList<>(1 + formerly.length);
    any.add(own);
    for (int i = 0; i < formerly.length; i++) {
      List<Filter> all = new ArrayList<>(i + 2);
      all.add(absent(qualifier));
      for (int j = 0; j < i; j++) {
        all.add(absent(formerly[j]));
      }
      all.add(onCell.apply(formerly[i]));
      any.add(new FilterList(FilterList.Operator.MUST_PASS_ALL, all));
    }
    return new FilterList(FilterList.Operator.MUST_PASS_ONE, any);
  }

  /** Passes rows without a cell under {@code qualifier}. */
  private SingleColumnValueFilter absent(byte[] qualifier) {
    // a cell, whatever it holds, is never below the empty string: only rows without one pass
    SingleColumnValueFilter f = new SingleColumnValueFilter(family, qualifier, CompareOperator.LESS,
        new BinaryComparator(NOTHING));
    f.setFilterIfMissing(false);
    f.setLatestVersionOnly(true);
    return f;
  }

  /** A condition that holds for the stored values in {@code intervals} (unsigned byte order). */
  final Condition<E> within(String description, List<StoredRanges.Interval> intervals) {
    if (intervals.isEmpty()) {
      return nothing(description);
    }
    return matching(description, q -> {
      if (intervals.size() == 1) {
        return filter(q, intervals.get(0));
      }
      List<Filter> any = new ArrayList<>(intervals.size());
      intervals.forEach(i -> any.add(filter(q, i)));
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
      Cell cell = cell(row);
      if (cell == null) {
        return false;
      }
      T value;
      try {
        value = codec.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
      } catch (CodecException e) {
        throw unreadable(row, table, description, cell, e);
      }
      return test.test(value);
    }, columns, Set.of(entity));
  }

  /** A condition no row matches: the cell would have to sort below the empty string. */
  final Condition<E> nothing(String description) {
    return matching(description, q -> filter(q, CompareOperator.LESS, NOTHING), (array, offset, length) -> false);
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

  /** The cell reads take the value from: the newest of the column's own, else of the first former one present. */
  private Cell cell(Result row) {
    Cell cell = row.getColumnLatestCell(family, qualifier);
    for (int i = 0; cell == null && i < formerly.length; i++) {
      cell = row.getColumnLatestCell(family, formerly[i]);
    }
    return cell;
  }

  private @Nullable Filter filter(byte[] qualifier, StoredRanges.Interval i) {
    if (i.isPoint()) {
      return filter(qualifier, CompareOperator.EQUAL, i.lo());
    }
    if (i.lo() == null && i.hi() == null) {
      return filter(qualifier, CompareOperator.GREATER_OR_EQUAL, NOTHING);
    }
    Filter lower = i.lo() == null ? null
        : filter(qualifier, i.loInclusive() ? CompareOperator.GREATER_OR_EQUAL : CompareOperator.GREATER, i.lo());
    Filter upper = i.hi() == null ? null
        : filter(qualifier, i.hiInclusive() ? CompareOperator.LESS_OR_EQUAL : CompareOperator.LESS, i.hi());
    if (lower == null || upper == null) {
      return lower != null ? lower : upper;
    }
    return new FilterList(FilterList.Operator.MUST_PASS_ALL, lower, upper);
  }

  /** The cell under {@code qualifier} compared to {@code value} as unsigned bytes; rows without it are left out. */
  private SingleColumnValueFilter filter(byte[] qualifier, CompareOperator op, byte[] value) {
    SingleColumnValueFilter f = new SingleColumnValueFilter(family, qualifier, op, new BinaryComparator(value));
    f.setFilterIfMissing(true);
    f.setLatestVersionOnly(true);
    return f;
  }

  private MappingException unreadable(Result row, @Nullable String table, String condition, Cell cell, CodecException cause) {
    String rowHex = RowBytes.hex(row.getRow());
    String column = Bytes.toString(family) + ":" + Bytes.toString(cell.getQualifierArray(), cell.getQualifierOffset(),
        cell.getQualifierLength());
    return new MappingException(table, rowHex, column, "cannot read " + entity + "." + field
        + (table == null ? "" : " from table " + table) + ", row " + rowHex + ", column " + column
        + " to test '" + condition + "': " + cause.getMessage(), cause);
  }

  @Override
  public String toString() {
    return entity + "." + field + " (" + column + ")";
  }
}
