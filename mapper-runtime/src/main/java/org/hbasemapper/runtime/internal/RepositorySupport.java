package org.hbasemapper.runtime.internal;

import java.util.Objects;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.io.TableIo;
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

}
