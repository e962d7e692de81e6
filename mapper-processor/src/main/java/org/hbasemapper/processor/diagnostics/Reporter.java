package org.hbasemapper.processor.diagnostics;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** Reports diagnostics for one entity and remembers whether any was an error. */
public final class Reporter {
  private final Messager messager;
  private int errors;

  /** A reporter writing to {@code messager}. */
  public Reporter(Messager messager) {
    this.messager = messager;
  }

  /** Reports an error on {@code element}. */
  public void error(Element element, String message) {
    errors++;
    messager.printMessage(Diagnostic.Kind.ERROR, message, element);
  }

  /** Reports an error on {@code annotation} of {@code element}. */
  public void error(Element element, AnnotationMirror annotation, String message) {
    errors++;
    if (annotation == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
    }
  }

  /** The number of errors reported so far. */
  public int errorCount() {
    return errors;
  }
}
