package org.hbasemapper.spark;

import java.io.Serial;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.ProjectionMapper;
import org.jspecify.annotations.Nullable;

/**
 * Rows read as projection records by their generated projection ({@code <Record>Projection.INSTANCE}),
 * which the executor takes once per JVM.
 *
 * @param projectionClass the generated projection's binary name
 * @param <P> the projection record
 */
record ProjectionRows<P>(String projectionClass) implements RowDecoder<P> {
  @Serial
  private static final long serialVersionUID = 1L;

  private static final ConcurrentMap<String, ProjectionMapper<?, ?>> RESOLVED = new ConcurrentHashMap<>();

  /** The rows of {@code projection}. */
  static <P> ProjectionRows<P> of(ProjectionMapper<?, P> projection) {
    return new ProjectionRows<>(projection.getClass().getName());
  }

  @Override
  @SuppressWarnings("unchecked")
  public @Nullable P decode(Result result) {
    return ((ProjectionMapper<?, P>) RESOLVED.computeIfAbsent(projectionClass, ProjectionRows::load)).fromResult(result);
  }

  private static ProjectionMapper<?, ?> load(String name) {
    try {
      Class<?> type = Class.forName(name, true, Thread.currentThread().getContextClassLoader());
      Field field = type.getField("INSTANCE");
      if (Modifier.isStatic(field.getModifiers()) && field.get(null) instanceof ProjectionMapper<?, ?> projection) {
        return projection;
      }
      throw new IllegalStateException(name + ".INSTANCE is no static ProjectionMapper");
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the executor cannot load the generated projection " + name + " (" + e
          + "): ship the job's classes, the generated projections among them, with the application", e);
    }
  }
}
