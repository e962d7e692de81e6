package org.hbasemapper.runtime.query;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.lang.reflect.Modifier;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.TableSchema;
import org.jspecify.annotations.NullUnmarked;

/**
 * Finds the generated projection of a record: {@code com.x.SaleLine} is read by
 * {@code com.x.SaleLineProjection.INSTANCE}, a nested {@code com.x.Outer.SaleLine} by
 * {@code com.x.Outer_SaleLineProjection.INSTANCE}. Looked up once per record type through the
 * record's own class loader; later calls read a {@link ClassValue}.
 */
@Internal
@NullUnmarked
public final class Projections {
  private static final ClassValue<Object> FOUND = new ClassValue<>() {
    @Override
    protected Object computeValue(Class<?> type) {
      return lookup(type);
    }
  };

  private Projections() {}

  /**
   * The generated projection {@code type} of {@code mapper}'s entity.
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection, or one of another
   *     entity
   */
  @SuppressWarnings("unchecked")
  public static <E, P> ProjectionMapper<E, P> of(EntityMapper<E, ?> mapper, Class<P> type) {
    Object found = FOUND.get(type);
    if (found instanceof String why) {
      throw new IllegalArgumentException(why + "; annotate the record @Projection(" + entity(mapper)
          + ".class) so that the processor generates " + projectionName(type));
    }
    ProjectionMapper<?, ?> projection = (ProjectionMapper<?, ?>) found;
    if (!sameEntity(projection.entity(), mapper)) {
      throw new IllegalArgumentException(type.getName() + " is a projection of " + entity(projection.entity())
          + ", not of " + entity(mapper) + "; annotate a record @Projection(" + entity(mapper) + ".class) to read "
          + entity(mapper));
    }
    return (ProjectionMapper<E, P>) projection;
  }

  /**
   * The cells a read of {@code projection} fetches besides its conditions' columns: the projection's
   * columns and the entity's presence cell, so that a row whose projected cells are all absent still
   * comes back, as a record of nulls; for an entity without a presence cell, its whole families,
   * since no single cell tells that its row exists. Empty for a projection of key components only.
   */
  public static List<byte[][]> cells(TableSchema schema, ProjectionMapper<?, ?> projection) {
    if (projection.columns().isEmpty()) {
      return List.of();
    }
    List<byte[][]> cells = new ArrayList<>(projection.columns());
    ColumnSchema presence = schema.presenceColumn();
    if (presence != null) {
      cells.add(new byte[][] {Bytes.toBytes(presence.family()), Bytes.toBytes(presence.qualifier())});
    } else {
      schema.families().forEach(f -> cells.add(new byte[][] {Bytes.toBytes(f.name())}));
    }
    return List.copyOf(cells);
  }

  /**
   * Whether a projection of {@code a}'s entity reads {@code b}'s rows: compared as declared, since a DAO
   * built with a namespace mapping reads its entity through a mapper of the mapped tables.
   */
  static boolean sameEntity(EntityMapper<?, ?> a, EntityMapper<?, ?> b) {
    TableSchema x = a.schema().declared();
    TableSchema y = b.schema().declared();
    return a == b || x.tableName().equals(y.tableName()) && x.entityName().equals(y.entityName());
  }

  /** The generated projection of {@code type}, or why there is none. */
  private static Object lookup(Class<?> type) {
    String name = projectionName(type);
    Class<?> generated;
    try {
      generated = Class.forName(name, true, type.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return "no generated projection " + name + " for " + type.getName();
    }
    try {
      Field instance = generated.getField("INSTANCE");
      Object value = Modifier.isStatic(instance.getModifiers()) ? instance.get(null) : null;
      if (value instanceof ProjectionMapper<?, ?> projection && projection.type() == type) {
        return projection;
      }
    } catch (ReflectiveOperationException e) {
      // not a generated projection: said below
    }
    return name + " is not the generated projection of " + type.getName()
        + " (it needs a public static final INSTANCE implementing ProjectionMapper of that record)";
  }

  /** {@code com.x.Outer$SaleLine} becomes {@code com.x.Outer_SaleLineProjection}. */
  static String projectionName(Class<?> type) {
    String pkg = type.getPackageName();
    String binary = type.getName().substring(pkg.isEmpty() ? 0 : pkg.length() + 1);
    return (pkg.isEmpty() ? "" : pkg + ".") + binary.replace('$', '_') + "Projection";
  }

  private static String entity(EntityMapper<?, ?> mapper) {
    return mapper.schema().entityName();
  }
}
