package org.hbasemapper.processor.model;

import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.TypeKind;

/**
 * A {@code @RowKey} component.
 *
 * @param property the field
 * @param javaType its type
 * @param order the declared order
 * @param width the declared width (0 when none)
 * @param descending whether it sorts largest first
 */
public record KeyComponentModel(Property property, JavaType javaType, int order, int width, boolean descending)
    implements MappedField {

  /** Bytes this component takes in the key, 0 when variable. */
  public int byteWidth() {
    return javaType.kind().naturalWidth() ? naturalWidth(javaType.kind()) : width;
  }

  /** The natural width of a fixed-width kind. */
  public static int naturalWidth(TypeKind kind) {
    return switch (kind) {
      case BOOLEAN, BYTE -> 1;
      case SHORT -> 2;
      case INT, FLOAT, LOCAL_DATE -> 4;
      case LONG, DOUBLE, INSTANT, DATE -> 8;
      case LOCAL_DATE_TIME -> 12;
      case UUID -> 16;
      default -> 0;
    };
  }
}
