package org.hbasemapper.processor.types;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import org.hbasemapper.annotations.MappedSuperclass;

/**
 * The instance fields an entity maps: those of its {@code @MappedSuperclass} ancestors, the root's
 * first, then its own, each in declaration order. Superclasses without the marker are passed over
 * (their mapping annotations are the parser's to report). Every reader of an entity's fields goes
 * through here, so that an inherited field is found wherever an own one is.
 */
public final class MappedFields {
  private static final String ANNOTATIONS = "org.hbasemapper.annotations";

  private MappedFields() {}

  /** The fields {@code type} maps, inherited ones first. */
  public static List<VariableElement> of(TypeElement type) {
    List<VariableElement> out = new ArrayList<>();
    for (TypeElement mapped : mappedSuperclasses(type)) {
      out.addAll(instanceFields(mapped));
    }
    out.addAll(instanceFields(type));
    return out;
  }

  /** The {@code @MappedSuperclass} ancestors of {@code type}, the root first. */
  public static List<TypeElement> mappedSuperclasses(TypeElement type) {
    Deque<TypeElement> out = new ArrayDeque<>();
    for (TypeElement s : superclasses(type)) {
      if (s.getAnnotation(MappedSuperclass.class) != null) {
        out.addFirst(s);
      }
    }
    return List.copyOf(out);
  }

  /** The superclasses of {@code type} below {@code java.lang.Object} (and {@code Record}), the nearest first. */
  public static List<TypeElement> superclasses(TypeElement type) {
    List<TypeElement> out = new ArrayList<>();
    TypeElement current = type;
    while (current.getSuperclass().getKind() == TypeKind.DECLARED) {
      TypeElement s = (TypeElement) ((DeclaredType) current.getSuperclass()).asElement();
      String name = s.getQualifiedName().toString();
      if (name.equals("java.lang.Object") || name.equals("java.lang.Record")) {
        break;
      }
      out.add(s);
      current = s;
    }
    return out;
  }

  /** The instance fields {@code type} declares itself, in declaration order. */
  public static List<VariableElement> instanceFields(TypeElement type) {
    return ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
        .filter(f -> !f.getModifiers().contains(Modifier.STATIC)).toList();
  }

  /** Whether {@code field} carries an annotation of {@code org.hbasemapper.annotations}. */
  public static boolean hasMappingAnnotation(VariableElement field) {
    for (AnnotationMirror mirror : field.getAnnotationMirrors()) {
      TypeElement annotation = (TypeElement) mirror.getAnnotationType().asElement();
      if (annotation.getEnclosingElement() instanceof PackageElement p && p.getQualifiedName().contentEquals(ANNOTATIONS)) {
        return true;
      }
    }
    return false;
  }
}
