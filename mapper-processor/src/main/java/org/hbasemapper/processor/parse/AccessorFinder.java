package org.hbasemapper.processor.parse;

import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.Property;

/**
 * How generated code, in the entity's package, reads and writes a field: a record's accessor and
 * canonical constructor; for a class, a getter ({@code getName}, {@code isName} for a boolean, or
 * {@code name}), else the field itself when accessible, and a parameter of the constructor the class
 * is built through, else a setter ({@code setName}), else the field itself when accessible and not
 * final; inherited accessors included. A property named {@code isName} is also written by
 * {@code setName}: Kotlin's setter of a property {@code isName}, and Lombok's of a boolean field
 * {@code isName}.
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
    return new Property(name, TypeName.get(field.asType()), field, name + "()", null, true);
  }

  /**
   * How {@code field} of {@code type} is read and written, or null when it cannot be (reported);
   * {@code inConstructor}: whether the constructor the class is built through takes it.
   */
  Property property(TypeElement type, VariableElement field, boolean record, boolean inConstructor) {
    if (record) {
      return recordComponent(field);
    }
    String name = field.getSimpleName().toString();
    if (field.asType().getKind() == TypeKind.TYPEVAR) {
      reporter.error(field, Messages.fieldOfTypeParameter(name, field.asType().toString(),
          field.getEnclosingElement().getSimpleName().toString()));
      return null;
    }
    TypeMirror fieldType = types.asMemberOf((DeclaredType) type.asType(), field);
    boolean accessible = accessible(field, type);
    boolean fieldWritable = accessible && !field.getModifiers().contains(Modifier.FINAL);
    // accessors before the field: Lombok's @Value and @FieldDefaults make fields private after javac
    // entered them, so the field's modifiers read here may be older than the class javac compiles
    String getter = findGetter(type, field, fieldType);
    if (getter == null && accessible) {
      getter = name;
    }
    String setter = inConstructor ? null : findSetter(type, field, fieldType);
    boolean ok = true;
    if (getter == null) {
      reporter.error(field, Messages.noGetter(name));
      ok = false;
    }
    if (!inConstructor && !fieldWritable && setter == null) {
      reporter.error(field, field.getModifiers().contains(Modifier.FINAL)
          ? Messages.finalFieldNotWritable(name, type.getSimpleName().toString()) : Messages.noSetter(name));
      ok = false;
    }
    return ok ? new Property(name, TypeName.get(fieldType), field, getter, setter, inConstructor) : null;
  }

  private String findGetter(TypeElement type, VariableElement field, TypeMirror fieldType) {
    String name = field.getSimpleName().toString();
    String cap = capitalize(name);
    boolean bool = fieldType.getKind() == TypeKind.BOOLEAN
        || TypeName.get(fieldType).equals(TypeName.BOOLEAN.box());
    List<String> names = bool ? List.of("is" + cap, "get" + cap, name) : List.of("get" + cap, name);
    for (String candidate : names) {
      for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
        if (m.getSimpleName().contentEquals(candidate) && m.getParameters().isEmpty() && usable(m, type)
            && types.isSameType(returnType(type, m), fieldType)) {
          return candidate + "()";
        }
      }
    }
    return null;
  }

  private String findSetter(TypeElement type, VariableElement field, TypeMirror fieldType) {
    String name = field.getSimpleName().toString();
    List<String> names = new ArrayList<>(List.of("set" + capitalize(name)));
    if (name.length() > 2 && name.startsWith("is") && Character.isUpperCase(name.charAt(2))) {
      names.add("set" + name.substring(2));
    }
    for (String candidate : names) {
      for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
        if (m.getSimpleName().contentEquals(candidate) && m.getParameters().size() == 1 && usable(m, type)
            && types.isSameType(parameterType(type, m), fieldType)) {
          return candidate;
        }
      }
    }
    return null;
  }

  private TypeMirror returnType(TypeElement type, ExecutableElement method) {
    return ((javax.lang.model.type.ExecutableType) types.asMemberOf((DeclaredType) type.asType(), method))
        .getReturnType();
  }

  private TypeMirror parameterType(TypeElement type, ExecutableElement method) {
    return ((javax.lang.model.type.ExecutableType) types.asMemberOf((DeclaredType) type.asType(), method))
        .getParameterTypes().get(0);
  }

  /** Whether generated code in {@code entity}'s package can call {@code method} on an entity. */
  private boolean usable(ExecutableElement method, TypeElement entity) {
    return !method.getModifiers().contains(Modifier.STATIC) && accessible(method, entity);
  }

  /**
   * Whether generated code in {@code entity}'s package reaches {@code member}: public, or neither private
   * nor declared in another package (protected gives nothing to a class that is no subclass).
   */
  private boolean accessible(Element member, TypeElement entity) {
    if (member.getModifiers().contains(Modifier.PUBLIC)) {
      return true;
    }
    return !member.getModifiers().contains(Modifier.PRIVATE)
        && elements.getPackageOf(member).equals(elements.getPackageOf(entity));
  }

  private static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
