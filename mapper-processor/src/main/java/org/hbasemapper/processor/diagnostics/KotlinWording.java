package org.hbasemapper.processor.diagnostics;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import org.hbasemapper.processor.types.KotlinSupport;

/**
 * The Kotlin form of the messages whose advice is Java's (make the field package-private, add a setter,
 * a constructor parameter for a final field, a non-private constructor), for elements of Kotlin classes, which the processor sees through
 * kapt's stubs: a Kotlin user has properties, {@code val} and {@code var}, and default values. Chosen
 * where every error is reported, so that the readers of elements stay free of it.
 */
final class KotlinWording {
  private KotlinWording() {}

  /** {@code message} as a Kotlin user should read it when {@code element} comes from Kotlin, else unchanged. */
  static String of(Element element, String message) {
    if (element == null || !KotlinSupport.isKotlin(element)) {
      return message;
    }
    String name = element.getSimpleName().toString();
    if (element.getKind() == ElementKind.FIELD && element.getEnclosingElement() instanceof TypeElement owner) {
      boolean valueClass = KotlinSupport.hasMangledAccessors(owner, name);
      if (message.equals(Messages.noGetter(name))) {
        return valueClass ? Messages.kotlinValueClassProperty(name, "getter") : Messages.kotlinNoGetter(name);
      }
      if (message.equals(Messages.noSetter(name))) {
        return valueClass ? Messages.kotlinValueClassProperty(name, "setter") : Messages.kotlinNoSetter(name);
      }
      String entity = owner.getSimpleName().toString();
      if (message.equals(Messages.finalFieldNotWritable(name, entity))) {
        return Messages.kotlinFinalNotInConstructor(name, entity);
      }
    } else if (element instanceof TypeElement type && message.equals(Messages.noConstructor(name))) {
      // Kotlin compiles a constructor taking a value class as private (a public twin takes a marker)
      boolean valueClass = ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
          .anyMatch(f -> KotlinSupport.hasMangledAccessors(type, f.getSimpleName().toString()));
      return valueClass ? Messages.kotlinValueClassConstructor(name) : Messages.kotlinNoConstructor(name);
    }
    return message;
  }
}
