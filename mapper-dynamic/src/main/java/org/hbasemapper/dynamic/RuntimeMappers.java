package org.hbasemapper.dynamic;

import java.lang.invoke.MethodHandles;
import java.util.Objects;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.MapperOptions;

/**
 * Mappers and DAOs of entity classes no annotation processor compiled: Scala case classes, classes
 * from a jar built without the processor, classes made at run time. The class carries the same
 * annotations as for the processor ({@code @Table}, {@code @Family}, {@code @RowKey}, ...); they are
 * read by reflection once, checked by the processor's rules, and a mapper class is defined for the
 * entity that reads and builds it without reflection.
 *
 * <pre>{@code
 * RuntimeDao<Sale> sales = RuntimeMappers.dao(connection, Sale.class);
 * new SchemaManager(connection).createIfMissing(sales.schema());
 * sales.put(sale);
 * Optional<Sale> found = sales.get(Key.of("u0000042", time, "p-1"));
 * List<Sale> recent = sales.query().equal("userId", "u0000042").limit(20).list();
 * }</pre>
 *
 * <p>A class that breaks a rule, or uses what runtime mappers do not support yet, is refused with one
 * {@link UnmappableEntityException} listing every problem; nothing is ever mapped without a field.
 * What is supported: docs/runtime-mapper.md.
 */
@Api
public final class RuntimeMappers {
  /** Each entity class's mapper, once built; held by the class itself, so that it goes when the class does. */
  private static final ClassValue<Holder> MAPPERS = new ClassValue<>() {
    @Override
    protected Holder computeValue(Class<?> type) {
      return new Holder();
    }
  };

  private static final class Holder {
    private RuntimeMapper<?> mapper;
  }

  private RuntimeMappers() {}

  /**
   * The mapper of {@code type}, built on first use and the same instance after: thread-safe and
   * stateless, as a generated {@code <Entity>Mapper.INSTANCE}. The mapper class is defined in the
   * package of {@code type}, which must be open to hbase-mapper (any package on the class path is);
   * for a package of a named module that is not, use {@link #of(Class, MethodHandles.Lookup)}.
   *
   * @throws UnmappableEntityException when {@code type} cannot be mapped, naming every problem
   */
  public static <E> RuntimeMapper<E> of(Class<E> type) {
    return of(type, null);
  }

  /**
   * The mapper of {@code type}, its class defined through {@code lookup}, a lookup of a class of the
   * entity's package ({@code MethodHandles.lookup()} called there): for an entity in a package its module
   * does not open.
   *
   * @throws UnmappableEntityException when {@code type} cannot be mapped, naming every problem, or when
   *     {@code lookup} is of another package
   */
  @SuppressWarnings("unchecked")
  public static <E> RuntimeMapper<E> of(Class<E> type, MethodHandles.Lookup lookup) {
    Objects.requireNonNull(type, "type");
    Holder holder = MAPPERS.get(type);
    synchronized (holder) {
      if (holder.mapper == null) {
        EntityPlan plan = EntityReader.read(type);
        holder.mapper = MapperClasses.define(plan, lookup == null ? lookupIn(type) : checked(type, lookup));
      }
      return (RuntimeMapper<E>) holder.mapper;
    }
  }

  /** A DAO of {@code type}: {@code new RuntimeDao<>(connection, RuntimeMappers.of(type))}. */
  public static <E> RuntimeDao<E> dao(Connection connection, Class<E> type) {
    return new RuntimeDao<>(connection, of(type));
  }

  /** A DAO of {@code type} built with {@code options} (namespace mapping, listener, write options). */
  public static <E> RuntimeDao<E> dao(Connection connection, Class<E> type, MapperOptions options) {
    return new RuntimeDao<>(connection, of(type), options);
  }

  /** A lookup that defines classes in {@code type}'s package. */
  private static MethodHandles.Lookup lookupIn(Class<?> type) {
    try {
      return MethodHandles.privateLookupIn(type, MethodHandles.lookup());
    } catch (IllegalAccessException e) {
      throw new UnmappableEntityException(type, Messages.notOpen(type.getSimpleName(), type.getModule().getName(),
          type.getPackageName()), e);
    }
  }

  /** {@code lookup}, when it is of {@code type}'s package and may define classes there. */
  private static MethodHandles.Lookup checked(Class<?> type, MethodHandles.Lookup lookup) {
    Class<?> of = lookup.lookupClass();
    if (!of.getPackageName().equals(type.getPackageName()) || of.getClassLoader() != type.getClassLoader()
        || (lookup.lookupModes() & MethodHandles.Lookup.PACKAGE) == 0) {
      throw new UnmappableEntityException(type, Messages.wrongLookup(type.getSimpleName(), of.getName()), null);
    }
    return lookup;
  }
}
