package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * What a derived query method returns.
 *
 * @param shape how the rows are returned
 * @param declared the declared return type
 * @param projection the projection record the rows become, or null for the entity
 * @param intCount whether a count is an {@code int} (else a {@code long})
 */
public record ResultModel(Shape shape, TypeName declared, ProjectionModel projection, boolean intCount) {

  /** How the rows are returned. */
  public enum Shape {
    /** {@code List<E>}. */
    LIST,
    /** {@code Stream<E>}, which the caller closes. */
    STREAM,
    /** {@code Optional<E>}: the first row. */
    OPTIONAL,
    /** {@code E}: the first row, or null. */
    SINGLE,
    /** {@code Page<E>}, with a {@code PageRequest} parameter. */
    PAGE,
    /** {@code long} or {@code int}: how many rows match (or were deleted). */
    COUNT,
    /** {@code boolean}: whether a row matches. */
    EXISTS,
    /** {@code void}: a delete returning nothing. */
    NONE
  }

  /** Whether the method returns rows (the entity or a projection), so that a plan reads their cells. */
  public boolean rows() {
    return shape != Shape.COUNT && shape != Shape.EXISTS && shape != Shape.NONE;
  }
}
