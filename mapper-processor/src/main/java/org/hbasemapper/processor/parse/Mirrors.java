package org.hbasemapper.processor.parse;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** Annotation mirrors, which diagnostics need to point at an annotation or one of its values. */
final class Mirrors {
  private Mirrors() {}

  /** The mirror of {@code annotation} on {@code element}, or null. */
  static AnnotationMirror annotation(Element element, Class<?> annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotation.getCanonicalName())) {
        return mirror;
      }
    }
    return null;
  }

  /** The value of {@code name} in {@code mirror}, or null when defaulted. */
  static AnnotationValue value(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(name)) {
        return e.getValue();
      }
    }
    return null;
  }
}
