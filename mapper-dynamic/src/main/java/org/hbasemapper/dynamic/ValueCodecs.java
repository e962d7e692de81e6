package org.hbasemapper.dynamic;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.layout.Encoding;
import org.hbasemapper.runtime.codec.ValueCodec;

/** The {@code @Convert} codecs: what type a codec class encodes, its instance, and the name of its bytes. */
final class ValueCodecs {
  private ValueCodecs() {}

  /** The {@code T} of the {@code ValueCodec<T>} that {@code codecClass} implements; null when it implements none (or raw). */
  static Type encodedType(Class<?> codecClass) {
    return encodedType(codecClass, Map.of());
  }

  private static Type encodedType(Type type, Map<TypeVariable<?>, Type> outer) {
    Class<?> raw = TypeNames.erasure(type);
    Map<TypeVariable<?>, Type> bindings = new HashMap<>();
    if (type instanceof ParameterizedType p) {
      TypeVariable<?>[] variables = raw.getTypeParameters();
      Type[] args = p.getActualTypeArguments();
      for (int i = 0; i < variables.length && i < args.length; i++) {
        bindings.put(variables[i], args[i] instanceof TypeVariable<?> v ? outer.getOrDefault(v, v) : args[i]);
      }
    }
    if (raw == ValueCodec.class) {
      return bindings.get(ValueCodec.class.getTypeParameters()[0]);
    }
    List<Type> supertypes = new ArrayList<>(List.of(raw.getGenericInterfaces()));
    if (raw.getGenericSuperclass() != null) {
      supertypes.add(raw.getGenericSuperclass());
    }
    for (Type supertype : supertypes) {
      if (ValueCodec.class.isAssignableFrom(TypeNames.erasure(supertype))) {
        Type found = encodedType(supertype, bindings);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  /**
   * The name of the bytes {@code codecClass} writes for values of {@code valueClass}: a built-in codec's
   * encoding when {@code @Convert} names one of the runtime's codecs, else the codec class itself, as the
   * processor names it in the stored layout.
   */
  static Encoding encoding(Class<?> codecClass, Class<?> valueClass) {
    ValueType builtIn = ValueType.of(valueClass);
    if (builtIn != null && builtIn.valueCodec(valueClass).getClass() == codecClass) {
      return builtIn.valueEncoding(valueClass);
    }
    return Encoding.codec(codecClass.getCanonicalName());
  }
}
