package org.hbasemapper.processor.parse;

import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.Property;

/**
 * How generated code reads and writes a field: a record's accessor and canonical constructor; for a
 * class, the field itself when it is accessible (and not final, to write it), else a getter
 * ({@code getName}, {@code isName} for a boolean, or {@code name}) and a setter ({@code setName}),
 * inherited ones included.
 */
final class AccessorFinder {
  private final Elements elements;
  private final Types types;
  private final Reporter reporter;

  AccessorFinder(Elements elements, Types types, Reporter reporter) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
  }

  /** A record component: read through its accessor, written through the canonical constructor. */
  static Property recordComponent(VariableElement field) {
    String name = field.getSimpleName().toString();
    return new Property(name, TypeName.get(field.asType()), field, name + "()", null);
  }

  /** How {@code field} of {@code type} is read and written, or null when it cannot be (reported). */
  Property property(TypeElement type, VariableElement field, boolean record) {
    if (record) {
      return recordComponent(field);
    }
    String name = field.getSimpleName().toString();
    TypeName typeName = TypeName.get(field.asType());
    boolean accessible = !field.getModifiers().contains(Modifier.PRIVATE);
    String getter = accessible ? name : findGetter(type, field);
    String setter = accessible && !field.getModifiers().contains(Modifier.FINAL) ? null : findSetter(type, field);
    boolean ok = true;
    if (getter == null) {
      reporter.error(field, Messages.noGetter(name));
      ok = false;
    }
    if (setter == null && !(accessible && !field.getModifiers().contains(Modifier.FINAL))) {
      reporter.error(field, Messages.noSetter(name));
      ok = false;
    }
    return ok ? new Property(name, typeName, field, getter, setter) : null;
  }

  private String findGetter(TypeElement type, VariableElement field) {
    String cap = capitalize(field.getSimpleName().toString());
    List<String> names = field.asType().getKind() == javax.lang.model.type.TypeKind.BOOLEAN
        ? List.of("is" + cap, "get" + cap, field.getSimpleName().toString())
        : List.of("get" + cap, field.getSimpleName().toString());
    for (String candidate : names) {
      for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
        if (m.getSimpleName().contentEquals(candidate) && m.getParameters().isEmpty() && usable(m)
            && types.isSameType(m.getReturnType(), field.asType())) {
          return candidate + "()";
        }
      }
    }
    return null;
  }

  private String findSetter(TypeElement type, VariableElement field) {
    String candidate = "set" + capitalize(field.getSimpleName().toString());
    for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (m.getSimpleName().contentEquals(candidate) && m.getParameters().size() == 1 && usable(m)
          && types.isSameType(m.getParameters().get(0).asType(), field.asType())) {
        return candidate;
      }
    }
    return null;
  }

  private static boolean usable(ExecutableElement method) {
    return !method.getModifiers().contains(Modifier.PRIVATE) && !method.getModifiers().contains(Modifier.STATIC);
  }

  private static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
