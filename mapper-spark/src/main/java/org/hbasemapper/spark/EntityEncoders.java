package org.hbasemapper.spark;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.types.StructType;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.TableSchema;
import org.jspecify.annotations.Nullable;

/**
 * Spark encoders of entities, projections and other records, whose Dataset columns are their fields:
 * what lets {@code ds.filter(col("quantity").gt(3))}, {@code groupBy("userId")}, joins and SQL on a
 * temporary view name an entity's fields.
 *
 * <pre>{@code
 * Dataset<Purchase> purchases = spark.createDataset(list, EntityEncoders.of(Purchase.class));
 * StructType columns = EntityEncoders.schema(Purchase.class);   // userId, time, productId, price, ...
 * }</pre>
 *
 * <p>An entity's columns come in the order of its table schema: the key components left to right, then
 * the fields of its columns, an {@code @Embedded} value as a nested struct where its first column is,
 * then an {@code @Timestamp}. A projection's, or another record's, are its components in order. Each
 * column has the Spark type of its field's Java type (docs/spark.md, "Columns"); a field Spark has no
 * type for is an {@code IllegalArgumentException} naming it. Records, JavaBeans, immutable classes
 * built through a constructor (compiled with {@code -parameters}) and Kotlin data classes (compiled with
 * {@code -java-parameters}) are encoded; encoders are built once per class.
 */
@Api
public final class EntityEncoders {
  private static final ClassValue<Object> ENCODERS = new ClassValue<>() {
    @Override
    protected Object computeValue(Class<?> type) {
      try {
        EntityMapper<?, ?> mapper = generatedMapper(type);
        return mapper != null ? entity(mapper) : EncoderBuilder.value(type);
      } catch (IllegalArgumentException e) {
        return e;
      }
    }
  };

  /** By declared mapper: generated ones are singletons, so a few per application. */
  private static final ConcurrentMap<EntityMapper<?, ?>, Object> OF_MAPPERS = new ConcurrentHashMap<>();

  private EntityEncoders() {}

  /**
   * The encoder of {@code type}: of an entity (a class with a generated {@code <Entity>Mapper}) in the
   * order of its table schema, else of a record or class of fields, such as a projection, in the order
   * of its fields.
   *
   * @throws IllegalArgumentException when a field has no Spark type, or the class cannot be built from
   *     its fields, naming the class and what to do
   */
  @SuppressWarnings("unchecked")
  public static <E> Encoder<E> of(Class<E> type) {
    return (Encoder<E>) found(ENCODERS.get(Objects.requireNonNull(type, "type")));
  }

  /**
   * The encoder of the entity {@code mapper} maps ({@code PurchaseMapper.INSTANCE}), in the order of its
   * table schema.
   *
   * @throws IllegalArgumentException as {@link #of(Class)}, or for a group of record types, whose rows
   *     are of several entities
   */
  @SuppressWarnings("unchecked")
  public static <E> Encoder<E> of(EntityMapper<E, ?> mapper) {
    EntityMapper<E, ?> declared = NamespacedMapper.declared(Objects.requireNonNull(mapper, "mapper"));
    return (Encoder<E>) found(OF_MAPPERS.computeIfAbsent(declared, m -> {
      try {
        return entity(m);
      } catch (IllegalArgumentException e) {
        return e;
      }
    }));
  }

  /** The Dataset columns of {@code type}, as {@link #of(Class)} encodes it. */
  public static StructType schema(Class<?> type) {
    return of(type).schema();
  }

  /** The Dataset columns of {@code mapper}'s entity, as {@link #of(EntityMapper)} encodes it. */
  public static StructType schema(EntityMapper<?, ?> mapper) {
    return of(mapper).schema();
  }

  /** The entity class {@code mapper} maps, from the type arguments of its generated class. */
  @SuppressWarnings("unchecked")
  static <E> Class<E> entityClass(EntityMapper<E, ?> mapper) {
    EntityMapper<E, ?> declared = NamespacedMapper.declared(mapper);
    for (Class<?> c = declared.getClass(); c != null; c = c.getSuperclass()) {
      for (Type t : c.getGenericInterfaces()) {
        if (t instanceof ParameterizedType p && p.getRawType() == EntityMapper.class
            && p.getActualTypeArguments()[0] instanceof Class<?> entity) {
          return (Class<E>) entity;
        }
      }
    }
    throw new IllegalArgumentException("cannot tell which class " + declared.getClass().getName() + " maps (it "
        + "implements EntityMapper without type arguments): use EntityEncoders.of(<Entity>.class)");
  }

  private static Encoder<?> entity(EntityMapper<?, ?> mapper) {
    TableSchema schema = mapper.schema();
    if (!schema.recordTypes().isEmpty()) {
      throw new IllegalArgumentException("no Spark encoder for " + schema.entityName() + ": its rows are of "
          + schema.recordTypes().size() + " record types, which a Dataset cannot hold in one schema; read each"
          + " record type through its own DAO");
    }
    Class<?> type = entityClass(mapper);
    return EncoderBuilder.entity(type, Shapes.entity(type, schema), Shapes.mappedNames(schema));
  }

  /** The generated mapper of entity {@code type} ({@code com.x.Outer.Sale}: {@code com.x.Outer_SaleMapper}), or null. */
  private static @Nullable EntityMapper<?, ?> generatedMapper(Class<?> type) {
    String pkg = type.getPackageName();
    String binary = type.getName().substring(pkg.isEmpty() ? 0 : pkg.length() + 1);
    String name = (pkg.isEmpty() ? "" : pkg + ".") + binary.replace('$', '_') + "Mapper";
    try {
      EntityMapper<?, ?> mapper = instance(Class.forName(name, true, type.getClassLoader()));
      return entityClass(mapper) == type ? mapper : null;
    } catch (ClassNotFoundException | LinkageError | IllegalArgumentException e) {
      return null;
    }
  }

  private static EntityMapper<?, ?> instance(Class<?> mapperClass) {
    try {
      Field field = mapperClass.getField("INSTANCE");
      if (Modifier.isStatic(field.getModifiers()) && field.get(null) instanceof EntityMapper<?, ?> mapper) {
        return mapper;
      }
    } catch (ReflectiveOperationException e) {
      // said below
    }
    throw new IllegalArgumentException(mapperClass.getName() + " has no static INSTANCE that is an EntityMapper");
  }

  private static Encoder<?> found(Object found) {
    if (found instanceof IllegalArgumentException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    return (Encoder<?>) found;
  }
}
