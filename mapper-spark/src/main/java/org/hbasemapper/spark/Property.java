package org.hbasemapper.spark;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Type;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Embedded;
import org.jspecify.annotations.Nullable;

/**
 * One mapped field of an entity, embedded value or projection, as a Dataset column: its name, its
 * declared (generic) type, and where its annotations are (the field, or a record's component).
 *
 * @param name the field's name, the column's
 * @param type the declared type, type arguments included
 * @param path the field's flattened name in the entity ({@code home} + {@code city} = {@code homeCity}),
 *     which the table schema names its columns by; the name itself outside an entity
 * @param annotations the field or record component, for {@code @Embedded} and {@code @Convert}
 */
record Property(String name, Type type, String path, AnnotatedElement annotations) {
  /** The declared class, without type arguments. */
  Class<?> raw() {
    return Types.raw(type);
  }

  /** Whether the field is an {@code @Embedded} value: a struct of its own fields. */
  boolean embedded() {
    return annotations.isAnnotationPresent(Embedded.class);
  }

  /** The field's {@code @Convert} codec class, or null. */
  @Nullable Class<?> convert() {
    Convert convert = annotations.getAnnotation(Convert.class);
    return convert == null ? null : convert.value();
  }
}
