package org.hbasemapper.spark;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.hbasemapper.annotations.MappingConstructor;
import org.jspecify.annotations.Nullable;

/**
 * How a class's fields are read and written, by the rules its generated mapper follows
 * (docs/entities-beyond-records.md): read through {@code getX()}, {@code isX()} (booleans) or
 * {@code x()}, else the field; written through the constructor the processor chooses, else a setter,
 * else the field. Found by reflection once per class and JVM, never per row.
 */
final class Accessors {
  private Accessors() {}

  /** The public getter of field {@code name} of type {@code type}, or null. */
  static @Nullable Method getter(Class<?> owner, String name, Class<?> type) {
    String cap = Character.toUpperCase(name.charAt(0)) + name.substring(1);
    for (String candidate : List.of("get" + cap, "is" + cap, name)) {
      if (candidate.startsWith("is") && !candidate.equals(name) && type != boolean.class && type != Boolean.class) {
        continue;
      }
      Method m = publicMethod(owner, candidate);
      if (m != null && m.getReturnType() == type) {
        return m;
      }
    }
    return null;
  }

  /** The public setter of field {@code name} of type {@code type} ({@code setX}; {@code setAdmin} for {@code isAdmin}), or null. */
  static @Nullable Method setter(Class<?> owner, String name, Class<?> type) {
    String cap = Character.toUpperCase(name.charAt(0)) + name.substring(1);
    List<String> names = name.length() > 2 && name.startsWith("is") && Character.isUpperCase(name.charAt(2))
        ? List.of("set" + name.substring(2), "set" + cap) : List.of("set" + cap);
    for (String candidate : names) {
      try {
        Method m = owner.getMethod(candidate, type);
        if (!Modifier.isStatic(m.getModifiers())) {
          return m;
        }
      } catch (NoSuchMethodException e) {
        // the next form
      }
    }
    return null;
  }

  /** The field itself, made accessible; null when there is none or it cannot be (a final one, to write). */
  static @Nullable Field field(Class<?> owner, String name, boolean write) {
    Field field = Shapes.fields(owner).get(name);
    if (field == null || write && Modifier.isFinal(field.getModifiers()) || !field.trySetAccessible()) {
      return null;
    }
    return field;
  }

  /**
   * The constructor the generated mapper builds {@code type} with: the one marked
   * {@code @MappingConstructor}; else the only non-private one; else, of several, the one without
   * parameters when no mapped field is final; else the only one with parameters.
   *
   * @throws IllegalArgumentException when no rule decides, naming the class
   */
  static Constructor<?> constructor(Class<?> type, boolean anyFinal) {
    List<Constructor<?>> all = Arrays.stream(type.getDeclaredConstructors())
        .filter(c -> !c.isSynthetic() && !Modifier.isPrivate(c.getModifiers())).toList();
    List<Constructor<?>> marked = all.stream().filter(c -> c.isAnnotationPresent(MappingConstructor.class)).toList();
    if (marked.size() == 1) {
      return accessible(marked.get(0));
    }
    if (all.size() == 1) {
      return accessible(all.get(0));
    }
    List<Constructor<?>> withParameters = all.stream().filter(c -> c.getParameterCount() > 0).toList();
    if (!anyFinal && withParameters.size() < all.size()) {
      return accessible(all.stream().filter(c -> c.getParameterCount() == 0).findFirst().orElseThrow());
    }
    if (withParameters.size() == 1) {
      return accessible(withParameters.get(0));
    }
    throw new IllegalArgumentException("no Spark encoder for " + type.getName() + ": it has " + all.size()
        + " constructors and none is marked @MappingConstructor; mark the one its mapper uses");
  }

  /**
   * The parameter names of {@code constructor}.
   *
   * @throws IllegalArgumentException when the class file has none (compiled without {@code -parameters})
   */
  static List<String> parameterNames(Constructor<?> constructor) {
    Parameter[] parameters = constructor.getParameters();
    if (constructor.getDeclaringClass().isRecord()) {
      return Arrays.stream(constructor.getDeclaringClass().getRecordComponents())
          .map(java.lang.reflect.RecordComponent::getName).toList();
    }
    if (parameters.length > 0 && !parameters[0].isNamePresent()) {
      throw new IllegalArgumentException("no Spark encoder for " + constructor.getDeclaringClass().getName()
          + ": its class file lacks the parameter names of its constructor " + signature(constructor)
          + ", which tell which field each parameter takes; compile it with -parameters (Kotlin:"
          + " -java-parameters), or make it a record or a JavaBean");
    }
    return Arrays.stream(parameters).map(Parameter::getName).toList();
  }

  private static String signature(Constructor<?> constructor) {
    return constructor.getDeclaringClass().getSimpleName() + Arrays.stream(constructor.getParameterTypes())
        .map(Class::getSimpleName).collect(Collectors.joining(", ", "(", ")"));
  }

  private static Constructor<?> accessible(Constructor<?> constructor) {
    constructor.trySetAccessible();
    return constructor;
  }

  private static @Nullable Method publicMethod(Class<?> owner, String name) {
    try {
      Method m = owner.getMethod(name);
      return Modifier.isStatic(m.getModifiers()) ? null : m;
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
