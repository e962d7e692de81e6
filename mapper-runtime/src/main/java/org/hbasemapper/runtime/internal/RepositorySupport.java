package org.hbasemapper.runtime.internal;

import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.index.IndexQuery;

/** What generated repository implementations call; not for applications. */
@Internal
public final class RepositorySupport {
  private RepositorySupport() {}

  /**
   * The start of lookups in secondary index {@code index} of {@code mapper}'s entity over
   * {@code connection}; created once per repository and reused (the state is immutable).
   */
  public static <E> IndexQuery.State<E> indexLookup(Connection connection, EntityMapper<E, ?> mapper, String index) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The generated projection {@code type} of {@code mapper}'s entity, looked up once per type. */
  public static <E, P> ProjectionMapper<E, P> projection(EntityMapper<E, ?> mapper, Class<P> type) {
    throw new UnsupportedOperationException("not yet");
  }
}
