package org.hbasemapper.processor.parse;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hbasemapper.layout.Suggestions;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.ValueOrders;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FieldRef;
import org.hbasemapper.processor.model.Keyword;

/**
 * Gives the parts of a derived query method name their meaning against one entity: which field a part
 * names ({@code UserId} is {@code userId}) and with which keyword ({@code TimeBetween}). A keyword is
 * taken only when the rest of the part names a field, so a field that ends like a keyword
 * ({@code checkIn}) still resolves.
 */
public final class PredicateResolver {
  /** The supported keywords as names spell them, longest first: {@code IsNotNull} wins over {@code Null}. */
  private static final List<Map.Entry<String, Keyword>> KEYWORDS = sortedByLength(Map.ofEntries(
      Map.entry("IsNotNull", Keyword.IS_NOT_NULL), Map.entry("NotNull", Keyword.IS_NOT_NULL),
      Map.entry("IsNull", Keyword.IS_NULL), Map.entry("Null", Keyword.IS_NULL),
      Map.entry("IsBetween", Keyword.BETWEEN), Map.entry("Between", Keyword.BETWEEN),
      Map.entry("IsLessThanEqual", Keyword.LESS_THAN_EQUAL), Map.entry("LessThanEqual", Keyword.LESS_THAN_EQUAL),
      Map.entry("IsLessThan", Keyword.LESS_THAN), Map.entry("LessThan", Keyword.LESS_THAN),
      Map.entry("IsGreaterThanEqual", Keyword.GREATER_THAN_EQUAL),
      Map.entry("GreaterThanEqual", Keyword.GREATER_THAN_EQUAL),
      Map.entry("IsGreaterThan", Keyword.GREATER_THAN), Map.entry("GreaterThan", Keyword.GREATER_THAN),
      Map.entry("IsBefore", Keyword.LESS_THAN), Map.entry("Before", Keyword.LESS_THAN),
      Map.entry("IsAfter", Keyword.GREATER_THAN), Map.entry("After", Keyword.GREATER_THAN),
      Map.entry("IsIn", Keyword.IN), Map.entry("In", Keyword.IN),
      Map.entry("IsStartingWith", Keyword.STARTING_WITH), Map.entry("StartingWith", Keyword.STARTING_WITH),
      Map.entry("StartsWith", Keyword.STARTING_WITH),
      Map.entry("Is", Keyword.EQUALS), Map.entry("Equals", Keyword.EQUALS)));

  /** Keywords of Spring Data's grammar that this mapper does not serve, longest first. */
  private static final List<String> UNSUPPORTED = List.of("IsNotContaining", "NotContaining", "IsContaining",
      "Containing", "NotContains", "Contains", "IsNotEmpty", "NotEmpty", "IsEmpty", "Empty", "IsEndingWith",
      "EndingWith", "EndsWith", "IsNotLike", "NotLike", "IsLike", "Like", "IsNotIn", "NotIn", "IgnoringCase",
      "IgnoreCase", "MatchesRegex", "Matches", "Regex", "IsWithin", "Within", "IsNear", "Near", "IsFalse", "False",
      "IsTrue", "True", "Exists", "IsNot", "Not").stream().sorted(Comparator.comparingInt(String::length).reversed())
      .toList();

  private final Map<String, FieldRef> fields = new LinkedHashMap<>();
  /** Fields that exist but cannot be tested by a predicate, with what they are. */
  private final Map<String, String> otherFields = new LinkedHashMap<>();

  /** A resolver over the key components and single-valued columns of {@code entity}. */
  public PredicateResolver(EntityModel entity) {
    for (int i = 0; i < entity.key().size(); i++) {
      FieldRef ref = FieldRef.key(entity.key().get(i), i);
      fields.put(ref.name(), ref);
    }
    for (ColumnModel c : entity.columns()) {
      if ((c instanceof VersionsColumn)) {
        otherFields.put(c.property().name(), "a @Versions map");
      } else {
        fields.put(c.property().name(), FieldRef.column(c, ValueOrders.ordered(c), ValueOrders.indexable(c)));
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      otherFields.put(d.property().name(), "a @DynamicColumns map");
    }
    if (entity.timestamp() != null) {
      otherFields.put(entity.timestamp().property().name(), "the @Timestamp");
    }
  }

  /** What a predicate part means. */
  public sealed interface Resolution {}

  /**
   * A part naming a field with a keyword.
   *
   * @param field the field
   * @param keyword the keyword (equality when none is written)
   */
  public record Resolved(FieldRef field, Keyword keyword) implements Resolution {}

  /**
   * A part naming no field.
   *
   * @param property the property name it was read as
   * @param suggestion the closest field name, or null
   */
  public record Unknown(String property, String suggestion) implements Resolution {}

  /**
   * A part naming a field that predicates cannot test (a dynamic family, versions, the timestamp).
   *
   * @param field the field
   * @param kind what it is
   */
  public record NotQueryable(String field, String kind) implements Resolution {}

  /**
   * A part naming a field with a keyword of Spring Data's grammar that is not supported.
   *
   * @param keyword the keyword as written
   * @param field the field
   */
  public record Unsupported(String keyword, String field) implements Resolution {}

  /**
   * A part that is predicates joined by {@code Or}.
   *
   * @param parts the parts on either side
   */
  public record Or(List<String> parts) implements Resolution {}

  /** The names of the fields predicates can test, key components first. */
  public List<String> fieldNames() {
    return List.copyOf(fields.keySet());
  }

  /** What predicate part {@code part} ({@code TimeBetween}) means. */
  public Resolution resolve(String part) {
    Resolution resolution = withKeyword(part);
    if (resolution != null) {
      return resolution;
    }
    for (String keyword : UNSUPPORTED) {
      if (part.endsWith(keyword) && part.length() > keyword.length()) {
        String rest = part.substring(0, part.length() - keyword.length());
        if (withKeyword(rest) instanceof Resolved r) {
          return new Unsupported(keyword, r.field().name());
        }
      }
    }
    String[] pieces = part.split("Or(?=\\p{Lu})", -1);
    if (pieces.length > 1 && List.of(pieces).stream().allMatch(p -> withKeyword(p) instanceof Resolved)) {
      return new Or(List.of(pieces));
    }
    String property = decapitalize(strippedOfKeyword(part));
    String other = otherFields.containsKey(property) ? property : null;
    if (other != null) {
      return new NotQueryable(other, otherFields.get(other));
    }
    return new Unknown(property, Suggestions.closest(property, fields.keySet()));
  }

  /** The field {@code written} names ({@code UserId}), or null. */
  public FieldRef field(String written) {
    // case matters, as in Spring Data: findByUserid is a misspelling of userId, reported with a suggestion
    FieldRef exact = fields.get(decapitalize(written));
    return exact != null ? exact : fields.get(written);
  }

  /** What an {@code OrderBy} property that names no key component was meant to be, or null. */
  public String suggestion(String written) {
    return Suggestions.closest(decapitalize(written), fields.keySet());
  }

  /** What the field {@code written} is when predicates cannot test it ({@code a @DynamicColumns map}), or null. */
  public String otherKind(String written) {
    return otherFields.get(decapitalize(written));
  }

  /** A supported keyword and field, or the field alone (equality), or null. */
  private Resolution withKeyword(String part) {
    for (Map.Entry<String, Keyword> k : KEYWORDS) {
      if (part.endsWith(k.getKey()) && part.length() > k.getKey().length()) {
        FieldRef f = field(part.substring(0, part.length() - k.getKey().length()));
        if (f != null) {
          return new Resolved(f, k.getValue());
        }
      }
    }
    FieldRef f = field(part);
    return f == null ? null : new Resolved(f, Keyword.EQUALS);
  }

  /** {@code part} without the longest keyword it ends with, to suggest a field for a misspelled name. */
  private static String strippedOfKeyword(String part) {
    for (Map.Entry<String, Keyword> k : KEYWORDS) {
      if (part.endsWith(k.getKey()) && part.length() > k.getKey().length() && k.getValue() != Keyword.EQUALS) {
        return part.substring(0, part.length() - k.getKey().length());
      }
    }
    return part;
  }

  /** {@code UserId} as {@code userId}; {@code URL} stays {@code URL}, as JavaBeans names properties. */
  static String decapitalize(String name) {
    if (name.isEmpty() || name.length() > 1 && Character.isUpperCase(name.charAt(0))
        && Character.isUpperCase(name.charAt(1))) {
      return name;
    }
    return name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1);
  }

  private static List<Map.Entry<String, Keyword>> sortedByLength(Map<String, Keyword> keywords) {
    return keywords.entrySet().stream()
        .sorted(Comparator.comparingInt((Map.Entry<String, Keyword> e) -> e.getKey().length()).reversed()
            .thenComparing(Map.Entry::getKey))
        .toList();
  }
}
