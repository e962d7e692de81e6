package org.hbasemapper.spark;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.KeyPart;
import org.hbasemapper.runtime.TableSchema;
import org.jspecify.annotations.Nullable;

/**
 * The mapped fields of a type, in the order of its Dataset columns. An entity's come from its table
 * schema: the key components left to right, then the fields of the columns in the schema's order (an
 * {@code @Embedded} value where its first column is), then an {@code @Timestamp}, which is no column.
 * An embedded value's and a projection's are the type's own fields in declaration order (a record's
 * components), those the schema maps when the type is embedded.
 */
final class Shapes {
  private Shapes() {}

  /** The mapped fields of entity {@code type}, whose layout is {@code schema}. */
  static List<Property> entity(Class<?> type, TableSchema schema) {
    Map<String, Field> fields = fields(type);
    Map<String, Property> out = new LinkedHashMap<>();
    for (KeyPart part : schema.rowKey()) {
      add(out, fields, part.field());
    }
    for (ColumnSchema column : schema.columns()) {
      add(out, fields, owner(fields, column.field()));
    }
    for (Field field : fields.values()) {
      if (field.isAnnotationPresent(Timestamp.class)) {
        add(out, fields, field.getName());
      }
    }
    return List.copyOf(out.values());
  }

  /**
   * The names the schema gives key components and columns, nested fields flattened
   * ({@code homeCity}) and embedded values included ({@code home}, their presence cell's field).
   */
  static Set<String> mappedNames(TableSchema schema) {
    Set<String> names = new HashSet<>();
    schema.rowKey().forEach(part -> names.add(part.field()));
    schema.columns().forEach(column -> names.add(column.field()));
    return names;
  }

  /**
   * The fields of value type {@code type} (an embedded value, a projection, a record of the job's):
   * a record's components, or a class's fields, the root superclass's first; without static,
   * {@code @Transient} and {@code transient} ones. For a value embedded at {@code path} in an entity
   * ({@code mapped} the names of its schema), those the schema maps.
   */
  static List<Property> value(Class<?> type, String path, @Nullable Set<String> mapped) {
    List<Field> candidates = new ArrayList<>();
    if (type.isRecord()) {
      for (RecordComponent component : type.getRecordComponents()) {
        candidates.add(declaredField(type, component.getName()));
      }
    } else {
      candidates.addAll(fields(type).values());
    }
    List<Property> out = new ArrayList<>();
    for (Field field : candidates) {
      if (field.isAnnotationPresent(Transient.class) || Modifier.isTransient(field.getModifiers())) {
        continue;
      }
      String flattened = path.isEmpty() ? field.getName() : path + capitalized(field.getName());
      if (mapped == null || mapped.contains(flattened)) {
        out.add(new Property(field.getName(), field.getGenericType(), flattened, field));
      }
    }
    return out;
  }

  /** The flattened name of {@code name} in a value embedded at {@code path}. */
  static String flattened(String path, String name) {
    return path.isEmpty() ? name : path + capitalized(name);
  }

  /**
   * Every instance field of {@code type} and its superclasses by name, the root's first: where the
   * fields of a {@code @MappedSuperclass} are.
   */
  static Map<String, Field> fields(Class<?> type) {
    Deque<Class<?>> chain = new ArrayDeque<>();
    for (Class<?> c = type; c != null && c != Object.class && c != Record.class; c = c.getSuperclass()) {
      chain.push(c);
    }
    Map<String, Field> fields = new LinkedHashMap<>();
    for (Class<?> c : chain) {
      for (Field field : c.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
          fields.putIfAbsent(field.getName(), field);
        }
      }
    }
    return fields;
  }

  /**
   * The field of the entity that holds column field {@code name}: the field of that name, else the
   * {@code @Embedded} value whose flattened fields start with its name ({@code home} for
   * {@code homeCity}); null for what no field holds (a presence marker).
   */
  private static @Nullable String owner(Map<String, Field> fields, String name) {
    if (fields.containsKey(name)) {
      return name;
    }
    String owner = null;
    for (Field field : fields.values()) {
      String n = field.getName();
      if (field.isAnnotationPresent(Embedded.class) && name.length() > n.length() && name.startsWith(n)
          && Character.isUpperCase(name.charAt(n.length())) && (owner == null || n.length() > owner.length())) {
        owner = n;
      }
    }
    return owner;
  }

  private static void add(Map<String, Property> out, Map<String, Field> fields, @Nullable String name) {
    if (name == null || out.containsKey(name)) {
      return;
    }
    Field field = fields.get(name);
    if (field != null) {
      out.put(name, new Property(name, field.getGenericType(), name, field));
    }
  }

  private static Field declaredField(Class<?> type, String name) {
    try {
      return type.getDeclaredField(name);
    } catch (NoSuchFieldException e) {
      throw new IllegalStateException("record " + type.getName() + " has no field for its component " + name, e);
    }
  }

  private static String capitalized(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
