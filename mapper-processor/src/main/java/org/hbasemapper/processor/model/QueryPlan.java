package org.hbasemapper.processor.model;

import java.util.List;

/**
 * How a derived query method reads its rows, chosen at compile time from the row-key layout and the
 * indexes; what the plan cannot narrow by becomes conditions.
 *
 * @param kind how the rows are found
 * @param keyPredicates for {@link Kind#GET} and {@link Kind#MULTI_GET} one predicate per key component,
 *     in key order ({@code =} or {@code In}); for {@link Kind#KEY_SCAN} the key prefix fixed by equality
 * @param range for a key scan the restriction of the next key component, for an index lookup that of the
 *     next indexed column; or null
 * @param index the index looked up, for {@link Kind#INDEX}
 * @param indexPredicates the equalities on the index's leading columns, in index order
 * @param conditions the predicates left to test on each row read
 * @param reversed whether the scan runs from the largest key ({@code OrderBy} against the key's direction)
 * @param saltedFanOut whether a salted table is read with one scan per bucket
 * @param text the plan in one line, for javadoc and the schema report
 */
public record QueryPlan(Kind kind, List<PredicateModel> keyPredicates, Range range, IndexModel index,
    List<PredicateModel> indexPredicates, List<PredicateModel> conditions, boolean reversed, boolean saltedFanOut,
    String text) {

  /** How the rows are found, in the order plans are tried. */
  public enum Kind {
    /** Every key component fixed by equality: one {@code Get}. */
    GET,
    /** Every key component fixed by equality or {@code In}: one multi-get. */
    MULTI_GET,
    /** A left-aligned key prefix fixed by equality, and maybe a range on the next component: one scan. */
    KEY_SCAN,
    /** A secondary index whose leading columns are fixed, and maybe a range on the next one. */
    INDEX,
    /** The whole table, accepted with {@code @AllowScan}. */
    FULL_SCAN
  }

  /**
   * The restriction of one key component or indexed column beyond a fixed prefix: an {@code In} list, a
   * string prefix, or bounds.
   *
   * @param field the component or column
   * @param in its {@code In} predicate, or null
   * @param startingWith its {@code StartingWith} predicate, or null
   * @param lower the lower bound, or null
   * @param upper the upper bound, or null
   */
  public record Range(FieldRef field, PredicateModel in, PredicateModel startingWith, Bound lower, Bound upper) {

    /**
     * The range in a plan's words: {@code range on time (inclusive)}, {@code in-list on time},
     * {@code prefix of productId}.
     */
    public String describe() {
      if (in != null) {
        return "in-list on " + field.name();
      }
      if (startingWith != null) {
        return "prefix of " + field.name();
      }
      if (lower != null && upper != null && lower.inclusive() && upper.inclusive()) {
        return "range on " + field.name() + " (inclusive)";
      }
      String bounds = lower == null ? "" : lower.inclusive() ? ">=" : ">";
      if (upper != null) {
        bounds += (bounds.isEmpty() ? "" : " and ") + (upper.inclusive() ? "<=" : "<");
      }
      return "range on " + field.name() + " (" + bounds + ")";
    }
  }

  /**
   * One bound of a range: a parameter of a predicate.
   *
   * @param predicate the predicate it comes from
   * @param parameter which of the predicate's parameters holds the bound (1 for the upper bound of {@code Between})
   * @param inclusive whether the bound's value is in the range
   */
  public record Bound(PredicateModel predicate, int parameter, boolean inclusive) {

    /** The method parameter holding the bound. */
    public String parameterName() {
      return predicate.parameters().get(parameter);
    }
  }
}
