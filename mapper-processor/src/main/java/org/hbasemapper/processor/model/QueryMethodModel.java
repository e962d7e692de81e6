package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.ExecutableElement;

/**
 * A derived query method of a repository, parsed from its name and checked against its entity.
 *
 * @param element the method, for diagnostics and for the generated override (null in tests)
 * @param name the method name
 * @param subject what the method does with the matching rows
 * @param limit the {@code First}/{@code Top<N>} limit, or -1
 * @param predicates the predicates joined by {@code And}, in name order
 * @param orderBy the {@code OrderBy} properties, in name order
 * @param allowScan whether it is annotated {@code @AllowScan}
 * @param result what it returns
 * @param parameters its parameters, in order
 * @param pageRequest the name of its trailing {@code PageRequest} parameter, or null
 */
public record QueryMethodModel(ExecutableElement element, String name, Subject subject, int limit,
    List<PredicateModel> predicates, List<OrderModel> orderBy, boolean allowScan, ResultModel result,
    List<Parameter> parameters, String pageRequest) {

  /** What a derived query does with the rows it matches. */
  public enum Subject {
    /** {@code find}, {@code read}, {@code get}, {@code query}, {@code stream}: returns them. */
    FIND,
    /** {@code count}: counts them. */
    COUNT,
    /** {@code exists}: whether there is one. */
    EXISTS,
    /** {@code delete}, {@code remove}: deletes them through the DAO. */
    DELETE
  }

  /**
   * A parameter of the method, as the generated override declares it.
   *
   * @param name its name
   * @param type its type
   */
  public record Parameter(String name, TypeName type) {}
}
