package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;

/**
 * {@link RelationRow}, asynchronously: a relation family whose writes keep the inverse family of the
 * targets in step (owner row first, then the target: a put or remove completes once both are
 * written, and fails with a {@link RelationWriteException} when the second was not), and whose
 * targets load as a publisher, read with multi-gets of {@value RelationRow#LOAD_BATCH} rows.
 *
 * @param <K> the key type of the target
 * @param <V> the entry value type
 * @param <T> the target entity type
 */
@Api
public final class AsyncRelationRow<K, V, T> extends AsyncWideRow<K, V> {

  AsyncRelationRow(RelationOperations<K, V, T> row, Executor executor) {
    super(row, executor);
  }

  /** The relation row of {@code field} in the row {@code row}; used by generated DAOs. */
  @Internal
  public static <K, V, T> AsyncRelationRow<K, V, T> of(AsyncConnection connection, Executor executor,
      TableSchema schema, String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values,
      RelationLink link, EntityMapper<T, ?> targetMapper) {
    return new AsyncRelationRow<>(RelationOperations.of(TableIo.async(connection), Observer.NONE, schema, field,
        family, row, keys, values, link, targetMapper), executor);
  }

  /**
   * The relation row of {@code field} in the row {@code row}, its operations heard by the listener of
   * {@code options}; used by generated DAOs.
   */
  @Internal
  public static <K, V, T> AsyncRelationRow<K, V, T> of(AsyncConnection connection, Executor executor,
      MapperOptions options, TableSchema schema, String field, String family, byte[] row, KeyCodec<K> keys,
      ValueCodec<V> values, RelationLink link, EntityMapper<T, ?> targetMapper) {
    return new AsyncRelationRow<>(RelationOperations.of(TableIo.async(connection),
        WideRowOperations.observer(options, schema), schema, field, family, row, keys, values, link, targetMapper),
        executor);
  }

  @SuppressWarnings("unchecked") // built from RelationOperations<K, V, T>, whose modifiers return their own kind
  private RelationOperations<K, V, T> relation() {
    return (RelationOperations<K, V, T>) row();
  }

  @Override
  @SuppressWarnings("unchecked") // the modifiers of RelationOperations<K, V, T> return their own kind
  AsyncWideRow<K, V> with(WideRowOperations<K, V> other) {
    return new AsyncRelationRow<>((RelationOperations<K, V, T>) other, executor());
  }

  @Override
  @SuppressWarnings("unchecked") // with() above builds an AsyncRelationRow<K, V, T>
  public AsyncRelationRow<K, V, T> between(K fromInclusive, K toExclusive) {
    return (AsyncRelationRow<K, V, T>) super.between(fromInclusive, toExclusive);
  }

  @Override
  @SuppressWarnings("unchecked") // with() above builds an AsyncRelationRow<K, V, T>
  public AsyncRelationRow<K, V, T> skipBadData(Consumer<? super MappingException> report) {
    return (AsyncRelationRow<K, V, T>) super.skipBadData(report);
  }

  @Override
  @SuppressWarnings("unchecked") // with() above builds an AsyncRelationRow<K, V, T>
  public AsyncRelationRow<K, V, T> batchSize(int cells) {
    return (AsyncRelationRow<K, V, T>) super.batchSize(cells);
  }

  /**
   * The target entities this row points at, in key order, with backpressure: the row's cells are
   * scanned {@value RelationRow#LOAD_BATCH} at a time and each batch's targets read in one multi-get;
   * keys whose target row does not exist are left out.
   */
  public Flow.Publisher<T> load() {
    RelationOperations<K, V, T> relation = relation();
    return cells("relation.load", (Cell[] cells) -> {
      List<byte[]> qualifiers = new ArrayList<>(cells.length);
      for (Cell cell : cells) {
        Map.Entry<K, V> entry = relation.entryOrSkip(cell); // a bad entry fails or is skipped, as in stream()
        if (entry != null) {
          qualifiers.add(CellUtil.cloneQualifier(cell));
        }
      }
      return qualifiers.isEmpty() ? CompletableFuture.completedFuture(List.of())
          : relation.targets(qualifiers, executor());
    }, RelationRow.LOAD_BATCH);
  }
}
