package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 *     constructor
 * @param viaConstructor whether the entity's constructor takes the value (a record's component, a
 *     parameter of the constructor a class is built through)
 */
public record Property(String name, TypeName type, Element element, String getter, String setter,
    boolean viaConstructor) {

  /** A field written through its setter, or directly when {@code setter} is null. */
  public Property(String name, TypeName type, Element element, String getter, String setter) {
    this(name, type, element, getter, setter, false);
  }

  /** Whether generated code assigns the field directly ({@code entity.name = v}). */
  public boolean directWrite() {
    return setter == null && !viaConstructor;
  }

  /**
   * The methods a query or lookup stage gets for this field as a key component or index column:
   * equality ({@code time}) and the ranges ({@code timeBetween}, {@code timeFrom}, {@code timeBefore}).
   */
  public List<String> stageMethodNames() {
    return List.copyOf(stageMethods().keySet());
  }

  /**
   * The methods of {@link #stageMethodNames()}, each with its number of parameters, every one of this
   * field's type: {@code time(t)}, {@code timeBetween(from, toExclusive)}, {@code timeFrom(from)},
   * {@code timeBefore(toExclusive)}.
   */
  public Map<String, Integer> stageMethods() {
    Map<String, Integer> methods = new LinkedHashMap<>();
    methods.put(name, 1);
    methods.put(name + "Between", 2);
    methods.put(name + "From", 1);
    methods.put(name + "Before", 1);
    return methods;
  }
}
