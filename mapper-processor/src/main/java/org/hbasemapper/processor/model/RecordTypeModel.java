package org.hbasemapper.processor.model;

import java.nio.charset.StandardCharsets;
import javax.lang.model.element.AnnotationMirror;

/**
 * A {@code @RecordType}: the constant code that marks an entity's rows in a table several entities
 * share. It is not a field: it sits in the row key among the components, numbered with their orders.
 *
 * @param code the code, as written
 * @param order its position in the key, numbered with the {@code @RowKey} orders; once the orders are
 *     valid (distinct, 0, 1, 2, ...) also its index among the schema's key parts
 * @param annotation the annotation, for diagnostics
 */
public record RecordTypeModel(String code, int order, AnnotationMirror annotation) {

  /** The code's length in the key: its UTF-8 bytes. */
  public int width() {
    return code.getBytes(StandardCharsets.UTF_8).length;
  }
}
