package org.hbasemapper.spark;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/** Java types as declared: their classes and type arguments. */
final class Types {
  private Types() {}

  /** The class of {@code type}: {@code List} for {@code List<String>}. */
  static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    if (type instanceof GenericArrayType a) {
      return raw(a.getGenericComponentType()).arrayType();
    }
    return Object.class; // a type variable or wildcard: refused by whoever needs its class
  }

  /** Type argument {@code i} of {@code type}, or null when it has none (a raw type). */
  static Type argument(Type type, int i) {
    return type instanceof ParameterizedType p && p.getActualTypeArguments().length > i
        ? p.getActualTypeArguments()[i] : null;
  }

  /** {@code type} as the source writes it, without packages of {@code java.lang} and {@code java.util}. */
  static String describe(Type type) {
    return type.getTypeName().replace("java.lang.", "").replace("java.util.", "").replace('$', '.');
  }
}
