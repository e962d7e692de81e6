package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;
import javax.lang.model.element.Element;

/**
 * A field (or record component) and how generated code reads and writes it.
 *
 * @param name the field name
 * @param type the declared type
 * @param element the element diagnostics point at
 * @param getter the expression suffix that reads it from {@code entity}: {@code name()}, {@code getName()}
 *     or {@code name}
 * @param setter the setter name, or null when the field is assigned directly or through the
 *     record constructor
 */
public record Property(String name, TypeName type, Element element, String getter, String setter) {

  /** Whether generated code assigns the field directly ({@code entity.name = v}). */
  public boolean directWrite() {
    return setter == null;
  }
}
