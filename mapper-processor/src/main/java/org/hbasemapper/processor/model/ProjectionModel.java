package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * A record whose components are some of an entity's fields, read from only their columns; generated as
 * {@code <Record>Projection}.
 *
 * @param element the record
 * @param type its class name
 * @param entity the entity projected
 * @param components the record's components in declaration order, each resolved to an entity field
 */
public record ProjectionModel(TypeElement element, ClassName type, EntityModel entity, List<Component> components) {

  /**
   * One record component and the field it reads: exactly one of {@code key}, {@code column}, {@code map}.
   *
   * @param name the component's name, the field's
   * @param type the component's type, the field's
   * @param element the record component, for diagnostics
   * @param key the key component it reads, or null
   * @param column the single-valued column it reads, or null
   * @param map the eager dynamic family it reads, or null
   */
  public record Component(String name, TypeName type, Element element, KeyComponentModel key, ColumnModel column,
      DynamicColumnsModel map) {}

  /** The generated projection's name: {@code SaleLineProjection}, {@code Outer_LineProjection} for a nested record. */
  public ClassName projectionName() {
    return ClassName.get(type.packageName(), String.join("_", type.simpleNames()) + "Projection");
  }
}
