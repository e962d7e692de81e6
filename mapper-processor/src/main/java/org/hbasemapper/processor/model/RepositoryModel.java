package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @Repository} interface over one entity, with its derived query methods and their plans.
 *
 * @param element the interface
 * @param type its class name
 * @param entity the entity it reads and writes
 * @param methods its derived query methods with their plans, in declaration order
 */
public record RepositoryModel(TypeElement element, ClassName type, EntityModel entity, List<PlannedMethod> methods) {

  /**
   * A derived query method and the plan that serves it.
   *
   * @param method the method
   * @param plan its plan
   */
  public record PlannedMethod(QueryMethodModel method, QueryPlan plan) {}

  /** The generated implementation's name: {@code SaleRepositoryImpl}; {@code Outer_SalesImpl} when nested. */
  public ClassName implName() {
    return ClassName.get(type.packageName(), String.join("_", type.simpleNames()) + "Impl");
  }

  /** Whether the implementation's package is the entity's, where the mapper's package-private constants are. */
  public boolean samePackageAsEntity() {
    return type.packageName().equals(entity.type().packageName());
  }
}
