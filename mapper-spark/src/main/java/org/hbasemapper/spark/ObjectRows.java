package org.hbasemapper.spark;

import java.io.Serial;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.catalyst.encoders.Codec;

/**
 * A class Spark cannot build by itself, as a row of its fields and back: an immutable class built
 * through a constructor (a Kotlin data class alike), a class mixing a constructor and setters, a record
 * whose columns come in another order than its components. Its fields are read through their getters
 * (or the fields themselves); it is built through the constructor its generated mapper uses, each
 * parameter taking the field of its name, then the other fields are set. Serializable: the class and
 * field names travel with the plan; the reflective handles are found again once per JVM.
 *
 * @param <T> the class
 */
final class ObjectRows<T> implements Codec<T, Row> {
  @Serial
  private static final long serialVersionUID = 1L;

  private final Class<T> type;
  private final List<String> names;
  private final List<Class<?>> classes;
  /** Per field: how its value becomes what the row holds, or null for the value itself. */
  private final List<Codec<Object, Object>> codecs;
  private transient volatile Plan plan;

  /**
   * The codec of {@code type} as the row of {@code properties}, in that order, each value through its
   * codec in {@code codecs} (null: the value itself).
   *
   * @throws IllegalArgumentException when {@code type} cannot be built this way, saying why
   */
  ObjectRows(Class<T> type, List<Property> properties, List<Codec<Object, Object>> codecs) {
    this.type = type;
    this.names = properties.stream().map(Property::name).toList();
    this.classes = properties.stream().<Class<?>>map(Property::raw).toList();
    this.codecs = new ArrayList<>(codecs);
    plan();
  }

  @Override
  public Row encode(T value) {
    Plan p = plan();
    Object[] values = new Object[names.size()];
    try {
      for (int i = 0; i < values.length; i++) {
        Object v = p.readers[i] instanceof Method m ? m.invoke(value) : ((Field) p.readers[i]).get(value);
        values[i] = v == null || codecs.get(i) == null ? v : codecs.get(i).encode(v);
      }
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("reading the fields of " + type.getName() + " for Spark: " + cause(e), e);
    }
    return RowFactory.create(values);
  }

  @Override
  public T decode(Row row) {
    Plan p = plan();
    Object[] arguments = new Object[p.parameters.length];
    for (int i = 0; i < arguments.length; i++) {
      int column = p.parameters[i];
      Object value = column < 0 ? null : field(row, column);
      arguments[i] = value == null ? defaultOf(p.constructor.getParameterTypes()[i]) : value;
    }
    try {
      T made = type.cast(p.constructor.newInstance(arguments));
      for (int i = 0; i < p.writers.length; i++) {
        Object value = p.writers[i] == null ? null : field(row, i);
        // as the mapper does: only fields with a value, so that what the constructor set survives
        if (p.writers[i] == null || value == null) {
          continue;
        }
        if (p.writers[i] instanceof Method m) {
          m.invoke(made, value);
        } else {
          ((Field) p.writers[i]).set(made, value);
        }
      }
      return made;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("building a " + type.getName() + " from a Spark row: " + cause(e), e);
    }
  }

  /** Field {@code i} of {@code row} as the class's field holds it. */
  private Object field(Row row, int i) {
    Object value = row.get(i);
    return value == null || codecs.get(i) == null ? value : codecs.get(i).decode(value);
  }

  private Plan plan() {
    Plan p = plan;
    if (p == null) {
      p = new Plan(type, names, classes);
      plan = p;
    }
    return p;
  }

  private static String cause(ReflectiveOperationException e) {
    Throwable cause = e instanceof InvocationTargetException t && t.getCause() != null ? t.getCause() : e;
    return String.valueOf(cause);
  }

  private static Object defaultOf(Class<?> type) {
    if (!type.isPrimitive()) {
      return null;
    }
    if (type == boolean.class) {
      return false;
    }
    if (type == char.class) {
      return '\0';
    }
    return switch (type.getName()) {
      case "byte" -> (byte) 0;
      case "short" -> (short) 0;
      case "int" -> 0;
      case "long" -> 0L;
      case "float" -> 0f;
      default -> 0d;
    };
  }

  /** The reflective handles of one class: how each field is read, the constructor, what is set after it. */
  private static final class Plan {
    /** Per field: its getter, or the field. */
    final Object[] readers;
    final Constructor<?> constructor;
    /** Per constructor parameter: the field it takes, or -1 (a transient field: its default). */
    final int[] parameters;
    /** Per field: its setter or the field when the constructor does not take it, else null. */
    final Object[] writers;

    Plan(Class<?> type, List<String> names, List<Class<?>> classes) {
      readers = new Object[names.size()];
      boolean anyFinal = false;
      for (int i = 0; i < readers.length; i++) {
        Method getter = Accessors.getter(type, names.get(i), classes.get(i));
        if (getter != null && getter.trySetAccessible()) {
          readers[i] = getter;
        } else {
          Field field = Accessors.field(type, names.get(i), false);
          if (field == null) {
            throw new IllegalArgumentException("no Spark encoder for " + type.getName() + ": its field "
                + names.get(i) + " has no getter (get, is or the field's name) and cannot be read; add one");
          }
          readers[i] = field;
        }
        Field declared = Shapes.fields(type).get(names.get(i));
        anyFinal |= declared != null && Modifier.isFinal(declared.getModifiers());
      }
      constructor = type.isRecord() ? canonical(type) : Accessors.constructor(type, anyFinal);
      List<String> parameterNames = Accessors.parameterNames(constructor);
      parameters = new int[parameterNames.size()];
      List<Integer> taken = new ArrayList<>();
      for (int i = 0; i < parameters.length; i++) {
        parameters[i] = names.indexOf(parameterNames.get(i));
        taken.add(parameters[i]);
      }
      writers = new Object[names.size()];
      for (int i = 0; i < writers.length; i++) {
        if (taken.contains(i)) {
          continue;
        }
        Method setter = Accessors.setter(type, names.get(i), classes.get(i));
        if (setter != null && setter.trySetAccessible()) {
          writers[i] = setter;
        } else {
          writers[i] = Accessors.field(type, names.get(i), true);
          if (writers[i] == null) {
            throw new IllegalArgumentException("no Spark encoder for " + type.getName() + ": its field "
                + names.get(i) + " is neither a parameter of its constructor nor settable; add a setter");
          }
        }
      }
    }

    private static Constructor<?> canonical(Class<?> record) {
      Class<?>[] types = Arrays.stream(record.getRecordComponents()).map(RecordComponent::getType)
          .toArray(Class<?>[]::new);
      try {
        Constructor<?> constructor = record.getDeclaredConstructor(types);
        constructor.trySetAccessible();
        return constructor;
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("record " + record.getName() + " has no canonical constructor", e);
      }
    }
  }
}
