package org.hbasemapper.spark;

import java.io.Serial;
import org.apache.hadoop.hbase.client.Result;
import org.jspecify.annotations.Nullable;

/**
 * Rows read as entities by their generated mapper, namespace-mapped as on the driver.
 *
 * @param mapper the generated mapper, by name
 * @param <E> the entity type
 */
record EntityRows<E>(GeneratedMapper mapper) implements RowDecoder<E> {
  @Serial
  private static final long serialVersionUID = 1L;

  @Override
  public @Nullable E decode(Result result) {
    return mapper.<E>resolve().fromResult(result);
  }
}
