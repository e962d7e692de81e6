package org.hbasemapper.dynamic;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Java types as the schema and the messages name them, the way the processor spells them: {@code Map<Long, String>}. */
final class TypeNames {
  private TypeNames() {}

  /** {@code java.util.Map<java.lang.Long, java.lang.String>} as {@code Map<Long, String>}; {@code byte[]}; {@code int}. */
  static String simpleName(Type type) {
    if (type instanceof Class<?> c) {
      return c.isArray() ? simpleName(c.getComponentType()) + "[]" : c.getSimpleName();
    }
    if (type instanceof ParameterizedType p) {
      return simpleName(p.getRawType()) + Arrays.stream(p.getActualTypeArguments()).map(TypeNames::simpleName)
          .collect(Collectors.joining(", ", "<", ">"));
    }
    if (type instanceof GenericArrayType a) {
      return simpleName(a.getGenericComponentType()) + "[]";
    }
    if (type instanceof WildcardType w) {
      if (w.getLowerBounds().length > 0) {
        return "? super " + simpleName(w.getLowerBounds()[0]);
      }
      Type[] upper = w.getUpperBounds();
      return upper.length == 0 || upper[0] == Object.class ? "?" : "? extends " + simpleName(upper[0]);
    }
    return type.getTypeName();
  }

  /**
   * {@code type} as the processor's messages name it: qualified, generics included, nested classes with a
   * dot ({@code java.util.Map<java.lang.Long, java.lang.String>}, {@code int}, {@code byte[]}).
   */
  static String qualifiedName(Type type) {
    if (type instanceof Class<?> c) {
      return c.isArray() ? qualifiedName(c.getComponentType()) + "[]"
          : c.getCanonicalName() != null ? c.getCanonicalName() : c.getName();
    }
    if (type instanceof ParameterizedType p) {
      return qualifiedName(p.getRawType()) + Arrays.stream(p.getActualTypeArguments()).map(TypeNames::qualifiedName)
          .collect(Collectors.joining(", ", "<", ">"));
    }
    if (type instanceof GenericArrayType a) {
      return qualifiedName(a.getGenericComponentType()) + "[]";
    }
    if (type instanceof WildcardType w) {
      if (w.getLowerBounds().length > 0) {
        return "? super " + qualifiedName(w.getLowerBounds()[0]);
      }
      Type[] upper = w.getUpperBounds();
      return upper.length == 0 || upper[0] == Object.class ? "?" : "? extends " + qualifiedName(upper[0]);
    }
    return type.getTypeName();
  }

  /** The class {@code type} erases to. */
  static Class<?> erasure(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return erasure(p.getRawType());
    }
    if (type instanceof GenericArrayType a) {
      return java.lang.reflect.Array.newInstance(erasure(a.getGenericComponentType()), 0).getClass();
    }
    if (type instanceof WildcardType w) {
      return erasure(w.getUpperBounds()[0]);
    }
    return Object.class;
  }
}
