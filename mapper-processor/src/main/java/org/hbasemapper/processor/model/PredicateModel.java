package org.hbasemapper.processor.model;

import java.util.List;

/**
 * One predicate of a derived query method name ({@code TimeBetween} in {@code findByUserIdAndTimeBetween}).
 *
 * @param field the field it tests
 * @param keyword what it asks of the field
 * @param parameters the names of the method parameters it takes, {@link Keyword#arity()} of them
 */
public record PredicateModel(FieldRef field, Keyword keyword, List<String> parameters) {

  /** The predicate as plans and conditions describe it, without values: {@code time between}, {@code price >}. */
  public String describe() {
    return field.name() + " " + keyword.operator();
  }
}
