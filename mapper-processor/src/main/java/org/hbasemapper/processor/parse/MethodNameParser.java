package org.hbasemapper.processor.parse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hbasemapper.processor.model.QueryMethodModel.Subject;

/**
 * Splits a derived query method name into its parts, with Spring Data's grammar:
 * {@code <subject>[Distinct][First|Top<N>]<ignored text>By<predicate>And<predicate>...OrderBy<property>Desc...}.
 * It knows no entity; {@link PredicateResolver} gives the parts their meaning.
 */
public final class MethodNameParser {
  private static final Pattern SUBJECT = Pattern.compile(
      "^(find|read|get|query|search|stream|count|exists|delete|remove)(?=\\p{Lu}|$)");
  private static final Pattern LIMIT = Pattern.compile("^(First|Top)(\\d*)(?=\\p{Lu}|$)");
  private static final Pattern BY = Pattern.compile("By(?=\\p{Lu}|$)");
  private static final Pattern AND = Pattern.compile("And(?=\\p{Lu})");
  private static final Pattern ORDER_SPLIT = Pattern.compile("(?<=Asc|Desc)(?=\\p{Lu})");
  private static final List<String> IGNORE_CASE_ALL = List.of("AllIgnoringCase", "AllIgnoreCase");

  private MethodNameParser() {}

  /**
   * A method name split into parts.
   *
   * @param subjectWord the subject as written ({@code find}, {@code stream}, ...)
   * @param subject what the subject does
   * @param limit the {@code First}/{@code Top<N>} limit ({@code First} and {@code Top} alone are 1), or -1
   * @param unsupported a keyword of the grammar this mapper does not support ({@code Distinct},
   *     {@code AllIgnoreCase}), or null
   * @param predicates the predicate parts, {@code And} removed: {@code UserId}, {@code TimeBetween}
   * @param orderBy the {@code OrderBy} parts
   */
  public record ParsedName(String subjectWord, Subject subject, int limit, String unsupported,
      List<String> predicates, List<OrderPart> orderBy) {}

  /**
   * One property of an {@code OrderBy} clause.
   *
   * @param property the property as written ({@code Time})
   * @param descending whether it ends in {@code Desc}
   */
  public record OrderPart(String property, boolean descending) {}

  /** The parts of {@code name}, or null when it does not start with a subject ({@code find}, {@code count}, ...). */
  public static ParsedName parse(String name) {
    Matcher subject = SUBJECT.matcher(name);
    if (!subject.find()) {
      return null;
    }
    String word = subject.group(1);
    String rest = name.substring(subject.end());
    String unsupported = null;
    if (rest.startsWith("Distinct")) {
      unsupported = "Distinct";
      rest = rest.substring("Distinct".length());
    }
    int limit = -1;
    Matcher top = LIMIT.matcher(rest);
    if (top.find()) {
      limit = top.group(2).isEmpty() ? 1 : parseLimit(top.group(2));
      rest = rest.substring(top.end());
    }
    Matcher by = BY.matcher(rest);
    if (!by.find()) {
      return new ParsedName(word, subject(word), limit, unsupported, List.of(), List.of());
    }
    String criteria = rest.substring(by.end());
    List<OrderPart> orderBy = new ArrayList<>();
    int order = criteria.indexOf("OrderBy");
    if (order >= 0) {
      orderBy = orderParts(criteria.substring(order + "OrderBy".length()));
      criteria = criteria.substring(0, order);
    }
    for (String suffix : IGNORE_CASE_ALL) {
      if (criteria.endsWith(suffix)) {
        unsupported = unsupported == null ? suffix : unsupported;
        criteria = criteria.substring(0, criteria.length() - suffix.length());
      }
    }
    List<String> predicates = criteria.isEmpty() ? List.of() : Arrays.asList(AND.split(criteria, -1));
    return new ParsedName(word, subject(word), limit, unsupported, List.copyOf(predicates), List.copyOf(orderBy));
  }

  /** A limit too large for an {@code int} is as good as none; {@code Top0} stays 0 for its own error. */
  private static int parseLimit(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      return Integer.MAX_VALUE;
    }
  }

  private static List<OrderPart> orderParts(String clause) {
    List<OrderPart> out = new ArrayList<>();
    for (String part : ORDER_SPLIT.split(clause, -1)) {
      if (part.endsWith("Desc")) {
        out.add(new OrderPart(part.substring(0, part.length() - 4), true));
      } else if (part.endsWith("Asc")) {
        out.add(new OrderPart(part.substring(0, part.length() - 3), false));
      } else {
        out.add(new OrderPart(part, false));
      }
    }
    return out;
  }

  private static Subject subject(String word) {
    return switch (word) {
      case "count" -> Subject.COUNT;
      case "exists" -> Subject.EXISTS;
      case "delete", "remove" -> Subject.DELETE;
      default -> Subject.FIND;
    };
  }
}
