package org.hbasemapper.processor.diagnostics;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * Reports diagnostics for one entity and counts them; on an element from Kotlin, the messages whose
 * advice is Java's are given in Kotlin's terms ({@link KotlinWording}). Warnings carry a tag ({@code [hbase:hotspot]})
 * and are left out when the element or one that encloses it says
 * {@code @SuppressWarnings("hbase:<tag>")} (or {@code "hbase:all"}).
 */
public final class Reporter {
  private final Messager messager;
  private int errors;
  private int warnings;

  /** A reporter writing to {@code messager}. */
  public Reporter(Messager messager) {
    this.messager = messager;
  }

  /** Reports an error on {@code element}. */
  public void error(Element element, String message) {
    errors++;
    messager.printMessage(Diagnostic.Kind.ERROR, KotlinWording.of(element, message), element);
  }

  /** Reports an error on {@code annotation} of {@code element}. */
  public void error(Element element, AnnotationMirror annotation, String message) {
    errors++;
    message = KotlinWording.of(element, message);
    if (annotation == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
    }
  }

  /** Reports an error on {@code value} of {@code annotation} of {@code element}; null parts are left out. */
  public void error(Element element, AnnotationMirror annotation, AnnotationValue value, String message) {
    errors++;
    message = KotlinWording.of(element, message);
    print(Diagnostic.Kind.ERROR, message, element, annotation, value);
  }

  /**
   * Reports a warning tagged {@code hbase:<tag>} on {@code element}, on its {@code annotation} and
   * that annotation's {@code value} when they are not null, unless suppressed.
   */
  public void warning(Warning warning, Element element, AnnotationMirror annotation, AnnotationValue value,
      String message) {
    if (suppressed(element, warning.tag())) {
      return;
    }
    warnings++;
    String text = "[" + warning.tag() + "] " + message + " (silence with @SuppressWarnings(\"" + warning.tag() + "\"))";
    print(Diagnostic.Kind.WARNING, text, element, annotation, value);
  }

  private void print(Diagnostic.Kind kind, String text, Element element, AnnotationMirror annotation,
      AnnotationValue value) {
    if (annotation == null) {
      messager.printMessage(kind, text, element);
    } else if (value == null) {
      messager.printMessage(kind, text, element, annotation);
    } else {
      messager.printMessage(kind, text, element, annotation, value);
    }
  }

  private static boolean suppressed(Element element, String tag) {
    for (Element e = element; e != null; e = e.getEnclosingElement()) {
      SuppressWarnings suppress = e.getAnnotation(SuppressWarnings.class);
      if (suppress != null) {
        for (String value : suppress.value()) {
          if (value.equals(tag) || value.equals(Warning.ALL)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The number of errors reported so far. */
  public int errorCount() {
    return errors;
  }

  /** The number of warnings reported (not suppressed) so far. */
  public int warningCount() {
    return warnings;
  }
}
