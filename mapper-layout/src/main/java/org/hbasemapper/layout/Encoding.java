package org.hbasemapper.layout;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hbasemapper.annotations.audience.Api;

/**
 * How a value is stored, by the bytes and not by the Java type: {@code int64} is a {@code long}, a
 * {@code Long}, a {@code java.util.Date} or a {@code @Counter}, because they store the same 8 bytes.
 * Names with arguments are {@code enum(RED,GREEN)} (the constants, whose names are stored) and
 * {@code codec(com.example.MoneyCodec)} (a user codec, whose bytes only it knows).
 *
 * <p>In a row key the integer and floating-point encodings are the order-preserving forms (sign bit
 * flipped); in a cell they are HBase's {@code Bytes.toBytes} forms. The layout says which by where the
 * encoding appears, so the names are shared.
 *
 * @param name the encoding's name: {@code bool8}, {@code int8}, {@code int16}, {@code int32},
 *     {@code int64}, {@code float32}, {@code float64}, {@code utf8}, {@code bytes}, {@code decimal},
 *     {@code instant}, {@code local-date-time}, {@code uuid}, {@code enum}, {@code codec}, {@code list},
 *     {@code set}, {@code presence} (the one-byte cell of an embedded value)
 * @param args the enum constants, the codec class, or the element encoding of a list or set
 *     ({@code list(enum(RED,GREEN))}); empty for the others
 */
@Api
public record Encoding(String name, List<String> args) {

  /** A boolean: one byte. */
  public static final Encoding BOOL8 = of("bool8");
  /** A byte. */
  public static final Encoding INT8 = of("int8");
  /** A short: 2 bytes. */
  public static final Encoding INT16 = of("int16");
  /** An int or a {@code LocalDate}'s epoch day: 4 bytes. */
  public static final Encoding INT32 = of("int32");
  /** A long, a {@code Date}'s epoch milliseconds, a counter, a version; in a key also an {@code Instant}: 8 bytes. */
  public static final Encoding INT64 = of("int64");
  /** A float: 4 bytes. */
  public static final Encoding FLOAT32 = of("float32");
  /** A double: 8 bytes. */
  public static final Encoding FLOAT64 = of("float64");
  /** A string's UTF-8 bytes. */
  public static final Encoding UTF8 = of("utf8");
  /** Bytes as given. */
  public static final Encoding BYTES = of("bytes");
  /** A {@code BigDecimal} as {@code Bytes.toBytes(BigDecimal)} writes it. */
  public static final Encoding DECIMAL = of("decimal");
  /** An {@code Instant} cell: epoch milliseconds in 8 bytes, or seconds and nanoseconds in 12 when finer. */
  public static final Encoding INSTANT = of("instant");
  /** A {@code LocalDateTime}: epoch seconds at UTC and the nanosecond, 12 bytes. */
  public static final Encoding LOCAL_DATE_TIME = of("local-date-time");
  /** A {@code UUID}: 16 bytes, most significant first. */
  public static final Encoding UUID = of("uuid");

  public Encoding {
    Objects.requireNonNull(name, "name");
    args = List.copyOf(args);
  }

  /** An encoding without arguments. */
  public static Encoding of(String name) {
    return new Encoding(name, List.of());
  }

  /** An enum stored by the names of {@code constants}. */
  public static Encoding enumOf(List<String> constants) {
    return new Encoding("enum", constants);
  }

  /** A value stored by the user codec {@code codecClass}. */
  public static Encoding codec(String codecClass) {
    return new Encoding("codec", List.of(codecClass));
  }

  /** The presence cell of an embedded value: one byte, {@code 0x01}, for no field. */
  public static final Encoding PRESENCE = of("presence");

  /** A {@code List} ({@code collection} {@code list}) or {@code Set} ({@code set}) in one cell, of {@code element}s. */
  public static Encoding collectionOf(String collection, Encoding element) {
    return new Encoding(collection, List.of(element.toString()));
  }

  /** Whether this is a {@code list} or {@code set} cell. */
  public boolean isCollection() {
    return (name.equals("list") || name.equals("set")) && args.size() == 1;
  }

  /** The encoding of a list's or set's elements. */
  public Encoding element() {
    return parse(args.get(0));
  }

  /** Reads {@code int64}, {@code enum(A,B)}, {@code codec(a.B)} or {@code list(enum(A,B))}. */
  public static Encoding parse(String text) {
    int open = text.indexOf('(');
    if (open < 0) {
      return of(text);
    }
    if (!text.endsWith(")") || open == 0) {
      throw new IllegalArgumentException("'" + text + "' is not an encoding (expected a name, or name(args))");
    }
    List<String> args = new ArrayList<>();
    String inner = text.substring(open + 1, text.length() - 1);
    if (!inner.isEmpty()) {
      // commas split the arguments only outside parentheses: a list's element may have arguments of its own
      int depth = 0;
      int start = 0;
      for (int i = 0; i < inner.length(); i++) {
        char c = inner.charAt(i);
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        if (depth < 0) {
          throw new IllegalArgumentException("'" + text + "' is not an encoding (unbalanced parentheses)");
        }
        if (c == ',' && depth == 0) {
          args.add(inner.substring(start, i).trim());
          start = i + 1;
        }
      }
      if (depth != 0) {
        throw new IllegalArgumentException("'" + text + "' is not an encoding (unbalanced parentheses)");
      }
      args.add(inner.substring(start).trim());
    }
    return new Encoding(text.substring(0, open), args);
  }

  /** The fixed width of this encoding in a row key, or 0 when the key part's width says it. */
  public int naturalKeyWidth() {
    return switch (name) {
      case "bool8", "int8" -> 1;
      case "int16" -> 2;
      case "int32", "float32" -> 4;
      case "int64", "float64" -> 8;
      case "local-date-time" -> 12;
      case "uuid" -> 16;
      default -> 0;
    };
  }

  /**
   * Whether a reader of this encoding reads every value a writer of {@code stored} wrote, with its
   * meaning: null when it does, else why not (a phrase: "4 bytes are stored where 8 are read").
   */
  public String problemReading(Encoding stored) {
    if (equals(stored)) {
      return null;
    }
    if (name.equals("bytes")) {
      return null; // raw bytes read whatever is stored
    }
    if (name.equals("utf8") && stored.name.equals("enum")) {
      return null; // enum constants are stored by name
    }
    if (name.equals("instant") && stored.name.equals("int64")) {
      return null; // 8-byte epoch milliseconds, which an Instant cell also is
    }
    if (isCollection() && stored.isCollection()) {
      // a list and a set store the same bytes; what matters is that every stored element reads
      String element = element().problemReading(stored.element());
      return element == null ? null : "collection elements: " + element;
    }
    if (name.equals("enum") && stored.name.equals("enum")) {
      List<String> missing = stored.args.stream().filter(c -> !args.contains(c)).toList();
      return missing.isEmpty() ? null
          : "stored names " + String.join(", ", missing) + " are no longer constants of the enum, so rows holding them fail to read";
    }
    if (name.equals("enum") && stored.name.equals("utf8")) {
      return "stored strings that are not constant names of the enum fail to read";
    }
    if (name.equals("int64") && stored.name.equals("instant")) {
      return "Instant cells finer than a millisecond are stored in 12 bytes, which an 8-byte long cannot read";
    }
    if (name.equals("codec") || stored.name.equals("codec")) {
      return "the stored bytes were written by " + describe(stored) + " and would be read by " + describe(this);
    }
    int width = cellWidth(this);
    int storedWidth = cellWidth(stored);
    if (width > 0 && storedWidth > 0 && width != storedWidth) {
      return storedWidth + "-byte values are stored where " + width + " bytes are read";
    }
    return "values stored as " + stored + " would be decoded as " + this;
  }

  private static String describe(Encoding e) {
    return e.name.equals("codec") ? e.args.get(0) : e.toString();
  }

  private static int cellWidth(Encoding e) {
    return switch (e.name) {
      case "instant" -> 0;
      default -> e.naturalKeyWidth();
    };
  }

  /** {@code int64}, {@code enum(RED,GREEN)}. */
  @Override
  public String toString() {
    return args.isEmpty() && !name.equals("enum") ? name : name + "(" + String.join(",", args) + ")";
  }
}
