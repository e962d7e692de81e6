package org.hbasemapper.runtime.filter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.hbase.util.Bytes;
import org.jspecify.annotations.NullUnmarked;

/**
 * Turns a range of values in Java order into the ranges of stored bytes that hold exactly those values,
 * for types whose stored bytes sort like their values only piecewise. Each piece is an interval of
 * unsigned byte strings, which a pair of {@code SingleColumnValueFilter}s with HBase's plain
 * {@code BinaryComparator} decides on the servers: no comparator class to deploy, and no comparator
 * that fails on a cell of unexpected length.
 *
 * <ul>
 *   <li>Two's complement integers: the negatives (sign bit set) sort after the non-negatives as bytes,
 *       so a range splits on the sign bit, each half in byte order.
 *   <li>IEEE 754 bits, in the order of {@code Double.compare}: negatives (from -0.0 down to -Infinity)
 *       sort reversed as bytes, and NaN, whatever its sign and payload, is greater than everything, so
 *       the NaN bit patterns of both signs make two more pieces.
 * </ul>
 */
@NullUnmarked
final class StoredRanges {
  private StoredRanges() {}

  /**
   * An interval of stored values; a null bound is open. Bounds compare as unsigned bytes, as
   * {@code BinaryComparator} compares them.
   */
  record Interval(byte[] lo, boolean loInclusive, byte[] hi, boolean hiInclusive) {
    /** Whether {@code length} bytes of {@code value} from {@code offset} lie in the interval. */
    boolean contains(byte[] value, int offset, int length) {
      if (lo != null) {
        int c = Bytes.compareTo(value, offset, length, lo, 0, lo.length);
        if (c < 0 || c == 0 && !loInclusive) {
          return false;
        }
      }
      if (hi != null) {
        int c = Bytes.compareTo(value, offset, length, hi, 0, hi.length);
        return c < 0 || c == 0 && hiInclusive;
      }
      return true;
    }

    /** Whether the interval holds a single value: an equality. */
    boolean isPoint() {
      return lo != null && hi != null && loInclusive && hiInclusive && Arrays.equals(lo, hi);
    }

    /** Whether no value lies in the interval; {@code fixedWidth}: values have the width of the bounds. */
    private boolean isEmpty(boolean fixedWidth) {
      if (fixedWidth && lo == null && hi != null) {
        return !hiInclusive && allBytes(hi, (byte) 0); // no value of the width is below 0x00 00 ..
      }
      if (lo == null || hi == null) {
        return false;
      }
      int c = Bytes.compareTo(lo, hi);
      return c > 0 || c == 0 && !(loInclusive && hiInclusive);
    }
  }

  /**
   * The intervals of stored bytes holding the values from {@code from} to {@code to} (encoded; null
   * = open), each bound inclusive or not, for a type whose stored bytes sort as {@code order} says.
   * Empty when no value lies in the range.
   */
  static List<Interval> of(ValueOrder order, byte[] from, boolean fromInclusive, byte[] to, boolean toInclusive) {
    if (order == ValueOrder.UNSIGNED_BYTES) {
      Interval all = new Interval(from, fromInclusive, to, toInclusive);
      return all.isEmpty(false) ? List.of() : List.of(all);
    }
    List<Interval> pieces = switch (order) {
      case SIGNED_INTEGER -> signed(from, fromInclusive, to, toInclusive);
      case IEEE_754 -> ieee(from, fromInclusive, to, toInclusive);
      default -> throw new IllegalArgumentException(order + " has no byte order");
    };
    List<Interval> out = new ArrayList<>();
    for (Interval piece : pieces) {
      Interval trimmed = trim(piece);
      if (!trimmed.isEmpty(true)) {
        out.add(trimmed);
      }
    }
    return merge(out);
  }

  /**
   * Two's complement: the negative half {@code [0x80.., 0xFF..]}
   * first in Java order, then {@code [0x00.., 0x7F..]}.
   */
  private static List<Interval> signed(byte[] from, boolean fromInclusive, byte[] to, boolean toInclusive) {
    int width = (from != null ? from : to).length;
    List<Interval> out = new ArrayList<>(2);
    if (from == null || negative(from)) {
      byte[] lo = from != null ? from : signBitOnly(width);
      boolean bounded = to != null && negative(to);
      out.add(new Interval(lo, from == null || fromInclusive, bounded ? to : null, !bounded || toInclusive));
    }
    if (to == null || !negative(to)) {
      boolean bounded = from != null && !negative(from);
      out.add(new Interval(bounded ? from : null, !bounded || fromInclusive, to != null ? to : largestPositive(width),
          to == null || toInclusive));
    }
    return out;
  }

  /**
   * IEEE 754 bits in {@code Double.compare} order: {@code -Infinity .. -0.0} are the stored range
   * {@code [0x80.., -Inf bits]} read backwards, {@code 0.0 .. +Infinity} the range {@code [0x00.., +Inf bits]},
   * and NaN, greater than everything, every pattern above either infinity.
   */
  private static List<Interval> ieee(byte[] from, boolean fromInclusive, byte[] to, boolean toInclusive) {
    int width = (from != null ? from : to).length;
    byte[] negativeZero = signBitOnly(width);
    byte[] positiveInfinity = infinity(width, false);
    byte[] negativeInfinity = infinity(width, true);
    boolean fromNaN = from != null && isNaN(from);
    boolean toNaN = to != null && isNaN(to);
    List<Interval> out = new ArrayList<>(4);
    if (from == null || !fromNaN && negative(from)) {
      // negatives: the Java upper bound is the stored lower bound, and the other way round
      boolean toNegative = to != null && !toNaN && negative(to);
      out.add(new Interval(toNegative ? to : negativeZero, !toNegative || toInclusive,
          from != null ? from : negativeInfinity, from == null || fromInclusive));
    }
    if ((from == null || !fromNaN) && (to == null || toNaN || !negative(to))) {
      boolean fromPositive = from != null && !negative(from);
      boolean toPositive = to != null && !toNaN;
      out.add(new Interval(fromPositive ? from : null, !fromPositive || fromInclusive,
          toPositive ? to : positiveInfinity, !toPositive || toInclusive));
    }
    if ((to == null || toNaN && toInclusive) && (from == null || !fromNaN || fromInclusive)) {
      out.add(new Interval(positiveInfinity, false, largestPositive(width), true));
      out.add(new Interval(negativeInfinity, false, null, true));
    }
    return out;
  }

  /**
   * Drops bounds every value of a fixed-width type satisfies (an inclusive lower bound of zeros, an
   * inclusive upper bound of 0xFF bytes), one filter less on the servers for each.
   */
  private static Interval trim(Interval in) {
    byte[] lo = in.lo != null && in.loInclusive && allBytes(in.lo, (byte) 0) ? null : in.lo;
    byte[] hi = in.hi != null && in.hiInclusive && allBytes(in.hi, (byte) 0xFF) ? null : in.hi;
    return new Interval(lo, lo == null || in.loInclusive, hi, hi == null || in.hiInclusive);
  }

  /** Sorts the intervals and joins those that touch ({@code [a, b] ∪ (b, c]} is {@code [a, c]}). */
  private static List<Interval> merge(List<Interval> in) {
    List<Interval> sorted = new ArrayList<>(in);
    sorted.sort((a, b) -> a.lo == null ? (b.lo == null ? 0 : -1) : b.lo == null ? 1 : Bytes.compareTo(a.lo, b.lo));
    List<Interval> out = new ArrayList<>(sorted.size());
    for (Interval next : sorted) {
      Interval last = out.isEmpty() ? null : out.get(out.size() - 1);
      if (last != null && last.hi != null && next.lo != null && Arrays.equals(last.hi, next.lo)
          && (last.hiInclusive || next.loInclusive)) {
        out.set(out.size() - 1, new Interval(last.lo, last.loInclusive, next.hi, next.hiInclusive));
      } else {
        out.add(next);
      }
    }
    return out;
  }

  private static boolean negative(byte[] encoded) {
    return (encoded[0] & 0x80) != 0;
  }

  private static boolean isNaN(byte[] encoded) {
    return encoded.length == Long.BYTES ? Double.isNaN(Double.longBitsToDouble(Bytes.toLong(encoded)))
        : Float.isNaN(Float.intBitsToFloat(Bytes.toInt(encoded)));
  }

  private static byte[] infinity(int width, boolean negative) {
    double infinity = negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    return width == Long.BYTES ? Bytes.toBytes(infinity) : Bytes.toBytes((float) infinity);
  }

  /** {@code 0x80 00 ..}: the smallest negative integer, or -0.0. */
  private static byte[] signBitOnly(int width) {
    byte[] out = new byte[width];
    out[0] = (byte) 0x80;
    return out;
  }

  /** {@code 0x7F FF ..}: the largest non-negative pattern. */
  private static byte[] largestPositive(int width) {
    byte[] out = new byte[width];
    Arrays.fill(out, (byte) 0xFF);
    out[0] = 0x7F;
    return out;
  }

  private static boolean allBytes(byte[] bytes, byte b) {
    for (byte x : bytes) {
      if (x != b) {
        return false;
      }
    }
    return true;
  }
}
