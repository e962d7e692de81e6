package org.hbasemapper.runtime.filter;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.jspecify.annotations.Nullable;

/**
 * A single-valued column whose values have an order, for range conditions in the Java order of the
 * values whatever the stored bytes (negative numbers, floats, BigDecimal): generated per field as a
 * constant of {@code <Entity>Query} ({@code PurchaseQuery.PRICE.greaterThan(min)}).
 *
 * <p>How a range is decided depends on the {@link ValueOrder} of the stored bytes: on the servers
 * with byte comparisons, split where the bytes do not sort like the values (the sign of an integer,
 * the sign and NaN of a float), or in this JVM on the decoded values. Floats and doubles follow
 * {@code Double.compare}: {@code -0.0 < 0.0}, and NaN is equal to itself and above everything.
 *
 * @param <E> the entity type
 * @param <T> the field type
 */
@Api
public final class OrderedField<E, T> extends ColumnField<E, T> {
  private final ValueOrder order;
  final Comparator<? super T> comparator;

  private OrderedField(String entity, String field, String family, String qualifier, ValueCodec<T> codec,
      List<String> formerly, ValueOrder order, Comparator<? super T> comparator) {
    super(entity, field, family, qualifier, codec, formerly);
    this.order = Objects.requireNonNull(order, "order");
    this.comparator = Objects.requireNonNull(comparator, "comparator");
  }

  /**
   * A column whose stored bytes sort as {@code order} says; {@code comparator} is the Java order of the
   * values ({@link ValueOrder#DECODED} compares with it). For generated code.
   */
  @Internal
  public static <E, T> OrderedField<E, T> of(String entity, String field, String family, String qualifier,
      ValueCodec<T> codec, ValueOrder order, Comparator<? super T> comparator) {
    return new OrderedField<>(entity, field, family, qualifier, codec, List.of(), order, comparator);
  }

  /**
   * As {@link #of(String, String, String, String, ValueCodec, ValueOrder, Comparator)}, for a column
   * that moved to {@code qualifier} from the {@code formerly} qualifiers of its family (newest first):
   * compared by its own cell, else the first former one a row has ({@code @Column(formerly = ...)}).
   */
  @Internal
  public static <E, T> OrderedField<E, T> of(String entity, String field, String family, String qualifier,
      List<String> formerly, ValueCodec<T> codec, ValueOrder order, Comparator<? super T> comparator) {
    return new OrderedField<>(entity, field, family, qualifier, codec, formerly, order, comparator);
  }

  /** Rows whose value is {@code < value}. */
  public Condition<E> lessThan(T value) {
    return range(field + " < ?", "lessThan", null, false, require(value, "lessThan"), false);
  }

  /** Rows whose value is {@code <= value}. */
  public Condition<E> lessThanOrEqual(T value) {
    return range(field + " <= ?", "lessThanOrEqual", null, false, require(value, "lessThanOrEqual"), true);
  }

  /** Rows whose value is {@code > value}. */
  public Condition<E> greaterThan(T value) {
    return range(field + " > ?", "greaterThan", require(value, "greaterThan"), false, null, false);
  }

  /** Rows whose value is {@code >= value}. */
  public Condition<E> greaterThanOrEqual(T value) {
    return range(field + " >= ?", "greaterThanOrEqual", require(value, "greaterThanOrEqual"), true, null, false);
  }

  /**
   * Rows whose value is in {@code [from, toExclusive)}, half-open like the key ranges of queries.
   *
   * @throws IllegalArgumentException when {@code from} comes after {@code toExclusive}
   */
  public Condition<E> between(T from, T toExclusive) {
    return range(field + " in [?, ?)", "between", require(from, "between"), true, require(toExclusive, "between"),
        false);
  }

  /**
   * Rows whose value equals {@code value} in the field's order: for floats and doubles
   * {@code Double.compare} (every NaN matches NaN), for BigDecimal {@code compareTo} (10.0 matches 10.00).
   */
  @Override
  public Condition<E> equalTo(T value) {
    return switch (order) {
      case IEEE_754 -> range(field + " = ?", "equalTo", require(value, "equalTo"), true, value, true);
      case BIG_DECIMAL -> {
        encode(value, "equalTo");
        yield decoded(field + " = ?", v -> comparator.compare(v, value) == 0);
      }
      default -> super.equalTo(value);
    };
  }

  /** Rows whose value differs from {@code value} in the field's order (rows without the cell do not match). */
  @Override
  public Condition<E> notEqualTo(T value) {
    return switch (order) {
      case IEEE_754 -> {
        Condition<E> below = range(field + " < ?", "notEqualTo", null, false, require(value, "notEqualTo"), false);
        yield below.or(range(field + " > ?", "notEqualTo", value, false, null, false)).describedAs(field + " <> ?");
      }
      case BIG_DECIMAL -> {
        encode(value, "notEqualTo");
        yield decoded(field + " <> ?", v -> comparator.compare(v, value) != 0);
      }
      default -> super.notEqualTo(value);
    };
  }

  /** Rows whose value equals one of {@code values} in the field's order; none for an empty collection. */
  @Override
  public Condition<E> in(Collection<? extends T> values) {
    if (order != ValueOrder.IEEE_754 && order != ValueOrder.BIG_DECIMAL) {
      return super.in(values);
    }
    Objects.requireNonNull(values, "values");
    Condition<E> any = null;
    for (T value : values) {
      Condition<E> one = equalTo(value);
      any = any == null ? one : any.or(one);
    }
    return any == null ? nothing(field + " in ()") : any.describedAs(field + " in (?)");
  }

  private Condition<E> range(String description, String operation, @Nullable T from, boolean fromInclusive, @Nullable T to,
      boolean toInclusive) {
    // a null bound is open here; the public methods have refused null values
    byte[] lower = from == null ? null : encode(from, operation);
    byte[] upper = to == null ? null : encode(to, operation);
    if (from != null && to != null && inverted(from, lower, to, upper)) {
      throw new IllegalArgumentException(operation + " on " + entity + "." + field
          + ": from is after toExclusive; swap the bounds");
    }
    return switch (order) {
      case UNSIGNED_BYTES, SIGNED_INTEGER -> within(description,
          StoredRanges.of(order, lower, fromInclusive, upper, toInclusive));
      case IEEE_754 -> {
        int width = Objects.requireNonNull(lower != null ? lower : upper, "a bound").length;
        if (width != Float.BYTES && width != Double.BYTES) {
          throw new IllegalArgumentException(entity + "." + field + " is declared IEEE 754 but its codec writes "
              + width + " bytes, not 4 or 8");
        }
        yield within(description, StoredRanges.of(order, lower, fromInclusive, upper, toInclusive));
      }
      case BIG_DECIMAL, DECODED -> decoded(description, v -> (from == null || above(v, from, fromInclusive))
          && (to == null || above(to, v, toInclusive)));
    };
  }

  /**
   * Whether {@code from} comes after {@code to}: by their bytes where those sort like the values (the
   * order the servers apply, which for strings is code-point order, not the UTF-16 order of the
   * {@code Comparator.naturalOrder()} that generated constants hold), else by the comparator.
   */
  private boolean inverted(T from, byte @Nullable [] lower, T to, byte @Nullable [] upper) {
    return order == ValueOrder.UNSIGNED_BYTES ? Arrays.compareUnsigned(lower, upper) > 0
        : comparator.compare(from, to) > 0;
  }

  private T require(T value, String operation) {
    encode(value, operation); // refuses null, and values the codec cannot write
    return value;
  }

  /** Whether {@code a > b}, or {@code a >= b} when {@code orEqual}. */
  private boolean above(T a, T b, boolean orEqual) {
    int c = comparator.compare(a, b);
    return c > 0 || c == 0 && orEqual;
  }
}
