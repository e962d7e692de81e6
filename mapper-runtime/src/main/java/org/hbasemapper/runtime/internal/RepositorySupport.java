package org.hbasemapper.runtime.internal;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
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
    Objects.requireNonNull(connection, "connection");
    IndexMaintainer<E> maintainer = new IndexMaintainer<>(connection, mapper, row -> entityRead(mapper.schema(), row));
    return IndexQuery.start(maintainer, WideRowSource.of(connection, mapper.schema()), index);
  }

  /**
   * The generated projection {@code type} of {@code mapper}'s entity, looked up once per type.
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection of this entity
   */
  public static <E, P> ProjectionMapper<E, P> projection(EntityMapper<E, ?> mapper, Class<P> type) {
    return Projections.of(mapper, type);
  }

  /** The get of a whole data row as the DAO reads it: every family but the lazy ones, every version it keeps. */
  private static Get entityRead(TableSchema schema, byte[] row) {
    Get get = new Get(row);
    if (schema.hasLazyFamilies()) {
      List<String> eager = schema.eagerFamilies();
      eager.forEach(f -> get.addFamily(Bytes.toBytes(f)));
      if (eager.isEmpty()) {
        get.addFamily(Bytes.toBytes(schema.families().get(0).name())).setMaxResultsPerColumnFamily(1);
      }
    }
    if (schema.readVersions() > 1) {
      try {
        get.readVersions(schema.readVersions());
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }
    return get;
  }
}
