package org.hbasemapper.runtime.internal;

import java.util.Collection;
import java.util.Objects;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.key.KeyComponent;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.query.Projections;

/** What generated repository implementations call; not for applications. */
@Internal
public final class RepositorySupport {
  private RepositorySupport() {}

  /**
   * The start of lookups in secondary index {@code index} of {@code mapper}'s entity over
   * {@code connection}; created once per repository and reused (the state is immutable). Its stale
   * entries are counted on a maintainer of its own, not in the DAO's {@code indexStats()}.
   *
   * @throws IllegalArgumentException when the entity has no index {@code index}
   */
  public static <E> IndexQuery.State<E> indexLookup(Connection connection, EntityMapper<E, ?> mapper, String index) {
    return indexLookup(connection, mapper, index, MapperOptions.defaults());
  }

  /**
   * As above, for a repository built with {@code options}: the lookups read the index and data tables
   * where the options map the entity's namespace.
   */
  public static <E> IndexQuery.State<E> indexLookup(Connection connection, EntityMapper<E, ?> mapper, String index,
      MapperOptions options) {
    Objects.requireNonNull(connection, "connection");
    EntityMapper<E, ?> mapped = NamespacedMapper.of(mapper, options);
    IndexMaintainer<E> maintainer = new IndexMaintainer<>(TableIo.blocking(connection), mapped,
        new RowReads(mapped.schema())::get);
    Observer observer = Observer.of(options.listener(), mapped.schema().entityName(), mapped.schema().tableName());
    return IndexQuery.start(maintainer, WideRowSource.of(connection, mapped.schema()), index, null, observer);
  }

  /**
   * The generated projection {@code type} of {@code mapper}'s entity, looked up once per type.
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection of this entity
   */
  public static <E, P> ProjectionMapper<E, P> projection(EntityMapper<E, ?> mapper, Class<P> type) {
    return Projections.of(mapper, type);
  }

  // A derived query method refuses a null argument before any I/O, naming itself, the parameter and the field:
  // a null key value or bound would otherwise read as an open bound (or fail later without naming the method),
  // and a null compared with a column would match nothing, although what the caller meant was likely IsNull.

  /**
   * Refuses a null {@code value} that {@code method} compares with a row-key component by equality or
   * as a prefix, as the query builder refuses it.
   *
   * @param method the repository method, {@code PurchaseRepository.findByUserId}
   * @param parameter the name of the method's parameter
   * @throws IllegalArgumentException when {@code value} is null
   */
  public static void requireKey(Object value, KeyComponent<?> component, String method, String parameter) {
    if (value == null) {
      throw new IllegalArgumentException(isNull(method, parameter) + ", but it is compared with " + describe(component)
          + ", which every row has; pass a value");
    }
  }

  /**
   * Refuses a null bound of a range that {@code method} sets on a row-key component: null is no open
   * bound, a range open at one end is a method of its own.
   *
   * @throws IllegalArgumentException when {@code value} is null
   */
  public static void requireKeyBound(Object value, KeyComponent<?> component, String method, String parameter) {
    if (value == null) {
      throw new IllegalArgumentException(isNull(method, parameter) + ", but it bounds " + describe(component)
          + "; pass a value (a range open at one end is a method of its own: GreaterThanEqual or LessThanEqual "
          + "in place of Between, or no condition on the component at all)");
    }
  }

  /**
   * Refuses a null collection, or one holding a null, whose values {@code method} compares with a
   * row-key component ({@code In}).
   *
   * @throws IllegalArgumentException when {@code values} is or holds null
   */
  public static void requireKeys(Collection<?> values, KeyComponent<?> component, String method, String parameter) {
    requireValues(values, describe(component) + ", which every row has", method, parameter);
  }

  /**
   * Refuses a null {@code value} that {@code method} compares with column {@code entity.field}, on the
   * servers, in the client or through an index: no cell holds null, so nothing would match, where the
   * caller most likely meant the rows without the cell, which {@code IsNull} asks for.
   *
   * @throws IllegalArgumentException when {@code value} is null
   */
  public static void requireColumn(Object value, String entity, String field, String method, String parameter) {
    if (value == null) {
      throw new IllegalArgumentException(isNull(method, parameter) + ", but it is compared with column " + entity + "."
          + field + ", and no stored value equals or orders with null; pass a value, or declare a method with "
          + capitalized(field) + "IsNull for the rows whose " + field + " is null (they have no cell)");
    }
  }

  /**
   * Refuses a null collection, or one holding a null, whose values {@code method} compares with column
   * {@code entity.field} ({@code In}).
   *
   * @throws IllegalArgumentException when {@code values} is or holds null
   */
  public static void requireColumns(Collection<?> values, String entity, String field, String method,
      String parameter) {
    requireValues(values, "column " + entity + "." + field + ", whose rows without a value have no cell (ask "
        + capitalized(field) + "IsNull for them)", method, parameter);
  }

  /**
   * Refuses a null page request.
   *
   * @throws IllegalArgumentException when {@code page} is null
   */
  public static void requirePage(PageRequest page, String method, String parameter) {
    if (page == null) {
      throw new IllegalArgumentException(isNull(method, parameter) + "; pass PageRequest.ofSize(n) for the first page, "
          + "then the next() of the page before");
    }
  }

  private static void requireValues(Collection<?> values, String compared, String method, String parameter) {
    if (values == null) {
      throw new IllegalArgumentException(isNull(method, parameter) + ", but it lists values compared with " + compared
          + "; pass a collection (an empty one matches no row)");
    }
    int i = 0;
    // not values.contains(null): immutable collections throw on it
    for (Object value : values) {
      if (value == null) {
        throw new IllegalArgumentException(method + ": argument '" + parameter + "' holds a null (element " + i
            + "), but its values are compared with " + compared + "; leave the null out");
      }
      i++;
    }
  }

  private static String isNull(String method, String parameter) {
    return method + ": argument '" + parameter + "' is null";
  }

  /** As the query builder names a component: {@code row-key component Purchase.time (table shop:purchase)}. */
  private static String describe(KeyComponent<?> component) {
    return "row-key component " + component.entity() + "." + component.field() + " (table " + component.table() + ")";
  }

  private static String capitalized(String field) {
    return field.isEmpty() ? field : Character.toUpperCase(field.charAt(0)) + field.substring(1);
  }

}
