package org.hbasemapper.spark;

import java.io.Serializable;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.MappingException;
import org.jspecify.annotations.Nullable;

/**
 * What a task makes of each row it reads, carried to executors by name: an entity, by its generated
 * mapper ({@link EntityRows}), or a projection, by its generated projection ({@link ProjectionRows}).
 *
 * @param <T> what a row becomes
 */
interface RowDecoder<T> extends Serializable {
  /**
   * The value stored in {@code result}; null for an empty result.
   *
   * @throws MappingException when a stored cell or the row key cannot be decoded
   */
  @Nullable T decode(Result result);
}
