package org.hbasemapper.runtime;

import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * {@link RelationRow}, asynchronously: a relation family whose writes keep the inverse family of the
 * targets in step (owner row first, then the target), and whose targets load as a publisher.
 *
 * @param <K> the key type of the target
 * @param <V> the entry value type
 * @param <T> the target entity type
 */
public final class AsyncRelationRow<K, V, T> extends AsyncWideRow<K, V> {

  AsyncRelationRow() {}

  /** The relation row of {@code field} in the row {@code row}; used by generated DAOs. */
  @Internal
  public static <K, V, T> AsyncRelationRow<K, V, T> of(AsyncConnection connection, Executor executor,
      TableSchema schema, String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values,
      RelationLink link, EntityMapper<T, ?> targetMapper) {
    throw new UnsupportedOperationException("not built yet");
  }

  /** The target entities this row points at, in key order, with backpressure. */
  public Flow.Publisher<T> load() {
    throw new UnsupportedOperationException("not built yet");
  }
}
