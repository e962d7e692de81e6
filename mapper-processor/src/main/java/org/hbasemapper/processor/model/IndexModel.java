package org.hbasemapper.processor.model;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.types.JavaType;

/**
 * A secondary index: its name, the indexed columns in key order with their Java types (each has an
 * order-preserving key codec), and whether index rows carry a copy of the entity.
 *
 * @param name the index name, unique within the entity
 * @param columns the indexed columns, in key order
 * @param types the Java types of {@code columns}, same order
 * @param covering whether index rows carry a copy of the entity's cells
 * @param element where it is declared, for diagnostics: the {@code @Indexed} field or the {@code @Index} type
 * @param annotation its {@code @Indexed} annotation, or null for an {@code @Index}
 */
public record IndexModel(String name, List<PlainColumn> columns, List<JavaType> types, boolean covering,
    Element element, AnnotationMirror annotation) {

  /** The DAO methods of this index: the finder, and for one column its range form {@code findBy<Name>Between}. */
  public List<String> finderNames() {
    return columns.size() == 1 ? List.of(finderName(), finderName() + "Between") : List.of(finderName());
  }

  /** The DAO's lookup method: {@code findBy} and the name in UpperCamelCase, without a leading "by". */
  public String finderName() {
    String base = name.startsWith("by_") ? name.substring(3) : name;
    StringBuilder sb = new StringBuilder("findBy");
    boolean upper = true;
    for (char c : base.toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        sb.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return sb.toString();
  }
}
