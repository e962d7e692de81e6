package org.hbasemapper.processor.model;

/**
 * What a predicate of a derived query method asks of its field: the keywords of Spring Data's method
 * names that a row-key layout can serve ({@code Before} and {@code After} read as {@code LessThan} and
 * {@code GreaterThan}).
 */
public enum Keyword {
  /** {@code Is}, {@code Equals}, or no keyword: equality. */
  EQUALS(1, "="),
  /** {@code Between}: both bounds inclusive, as in Spring Data. */
  BETWEEN(2, "between"),
  /** {@code LessThan}, {@code Before}. */
  LESS_THAN(1, "<"),
  /** {@code LessThanEqual}. */
  LESS_THAN_EQUAL(1, "<="),
  /** {@code GreaterThan}, {@code After}. */
  GREATER_THAN(1, ">"),
  /** {@code GreaterThanEqual}. */
  GREATER_THAN_EQUAL(1, ">="),
  /** {@code In}: one of a collection of values. */
  IN(1, "in"),
  /** {@code StartingWith}, {@code StartsWith}: a string prefix. */
  STARTING_WITH(1, "starts with"),
  /** {@code IsNull}, {@code Null}: the column has no cell. */
  IS_NULL(0, "is null"),
  /** {@code IsNotNull}, {@code NotNull}: the column has a cell. */
  IS_NOT_NULL(0, "is not null");

  private final int arity;
  private final String operator;

  Keyword(int arity, String operator) {
    this.arity = arity;
    this.operator = operator;
  }

  /** How many method parameters the predicate takes. */
  public int arity() {
    return arity;
  }

  /** The operator as conditions and plans describe it, without values. */
  public String operator() {
    return operator;
  }

  /** Whether it bounds the values from below ({@code >}, {@code >=}, {@code Between}). */
  public boolean lower() {
    return this == GREATER_THAN || this == GREATER_THAN_EQUAL || this == BETWEEN;
  }

  /** Whether it bounds the values from above ({@code <}, {@code <=}, {@code Between}). */
  public boolean upper() {
    return this == LESS_THAN || this == LESS_THAN_EQUAL || this == BETWEEN;
  }

  /** Whether it compares by order, so that its field needs values with an order. */
  public boolean range() {
    return lower() || upper();
  }
}
