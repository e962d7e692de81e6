package org.hbasemapper.spark;

import java.io.Serial;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;

/**
 * A generated mapper carried to executors by name: its class (whose {@code INSTANCE} the executor
 * takes, once per JVM) and the namespaces the DAO it came from maps, so that executors read and write
 * the tables the driver's DAO does.
 *
 * @param mapperClass the generated mapper's binary name, such as {@code com.example.PurchaseMapper}
 * @param namespaces declared namespace to the namespace used, for those that differ
 */
record GeneratedMapper(String mapperClass, Map<String, String> namespaces) implements Serializable {
  @Serial
  private static final long serialVersionUID = 1L;

  private static final ConcurrentMap<GeneratedMapper, EntityMapper<?, ?>> RESOLVED = new ConcurrentHashMap<>();

  GeneratedMapper {
    namespaces = new LinkedHashMap<>(namespaces);
  }

  /** The reference of {@code mapper} (namespace-mapped or not) under {@code options}. */
  static GeneratedMapper of(EntityMapper<?, ?> mapper, MapperOptions options) {
    EntityMapper<?, ?> declared = NamespacedMapper.declared(mapper);
    return new GeneratedMapper(declared.getClass().getName(), options.namespaces());
  }

  /** The mapper, namespace-mapped as on the driver. */
  @SuppressWarnings("unchecked")
  <E> EntityMapper<E, ?> resolve() {
    return (EntityMapper<E, ?>) RESOLVED.computeIfAbsent(this, GeneratedMapper::load);
  }

  private static EntityMapper<?, ?> load(GeneratedMapper ref) {
    EntityMapper<?, ?> declared = instance(ref.mapperClass);
    return NamespacedMapper.of(declared, MapperOptions.defaults().withNamespaces(ref.namespaces));
  }

  private static EntityMapper<?, ?> instance(String name) {
    try {
      Class<?> type = Class.forName(name, true, Thread.currentThread().getContextClassLoader());
      Field field = type.getField("INSTANCE");
      if (!Modifier.isStatic(field.getModifiers()) || !(field.get(null) instanceof EntityMapper<?, ?> mapper)) {
        throw new IllegalStateException(name + ".INSTANCE is no static EntityMapper");
      }
      return mapper;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the executor cannot load the generated mapper " + name + " (" + e
          + "): ship the job's classes, the entities' generated mappers among them, with the application", e);
    }
  }
}
