package org.hbasemapper.runtime;

import java.util.List;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.audience.Api;
import org.jspecify.annotations.Nullable;

/**
 * Reads a projection of entity {@code E}, a record {@code P} whose components are some of the
 * entity's fields, from only the columns they need. Generated per projection record as
 * {@code <Record>Projection.INSTANCE}; stateless and thread-safe.
 *
 * @param <E> the entity type
 * @param <P> the projection record
 */
@Api
public interface ProjectionMapper<E, P> {
  /** The projection type. */
  Class<P> type();

  /** The mapper of the entity projected. */
  EntityMapper<E, ?> entity();

  /**
   * The columns to read, each {@code {family, qualifier}}, or {@code {family}} for a whole family (a
   * dynamic map); key components need none.
   */
  List<byte[][]> columns();

  /**
   * The projection of {@code result}, or null when the result is empty.
   *
   * @throws MappingException when a stored cell or the row key cannot be decoded
   */
  @Nullable P fromResult(@Nullable Result result);
}
