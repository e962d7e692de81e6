package org.hbasemapper.dynamic;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
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

  /** A codec's instance, or why there is none (null: neither an {@code INSTANCE} nor a public constructor). */
  record Instance(ValueCodec<?> codec, String problem) {}

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
   * The codec of {@code codecClass}: its {@code public static final INSTANCE}, else a new instance from its
   * public no-argument constructor, made once, when the mapper is built.
   */
  static Instance instance(Class<?> codecClass) {
    try {
      Field field = codecClass.getField("INSTANCE");
      int mod = field.getModifiers();
      if (Modifier.isStatic(mod) && Modifier.isFinal(mod) && ValueCodec.class.isAssignableFrom(field.getType())) {
        return new Instance((ValueCodec<?>) field.get(null), null);
      }
    } catch (NoSuchFieldException e) {
      // no INSTANCE: the constructor, then
    } catch (IllegalAccessException e) {
      return new Instance(null, codecClass.getName() + " is not public: " + e.getMessage());
    }
    try {
      Constructor<?> constructor = codecClass.getConstructor();
      return new Instance((ValueCodec<?>) constructor.newInstance(), null);
    } catch (NoSuchMethodException e) {
      return new Instance(null, null);
    } catch (IllegalAccessException e) {
      return new Instance(null, codecClass.getName() + " is not public: " + e.getMessage());
    } catch (InstantiationException e) {
      return new Instance(null, codecClass.getName() + " is abstract");
    } catch (InvocationTargetException e) {
      return new Instance(null, "its constructor threw " + e.getCause());
    }
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
