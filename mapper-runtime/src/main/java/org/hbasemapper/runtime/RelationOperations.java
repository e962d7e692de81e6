package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.jspecify.annotations.NullUnmarked;

/**
 * What a {@code @Relation} family does beyond a wide row, for {@link RelationRow} and
 * {@link AsyncRelationRow} alike: writes keep the target's inverse family in step (this row first,
 * then the target; see {@link RelationLink}), counters are refused (an increment would bypass the
 * inverse), and the targets of a batch of keys are read in one multi-get.
 *
 * @param <K> the target's key type
 * @param <V> the value type
 * @param <T> the target entity
 */
@NullUnmarked
final class RelationOperations<K, V, T> extends WideRowOperations<K, V> {
  private final RelationLink link;
  private final EntityMapper<T, ?> targetMapper;

  private RelationOperations(TableIo io, TableSchema schema, String field, byte[] row, byte[] family,
      KeyCodec<K> keys, ValueCodec<V> values, byte[] from, byte[] to, int batch,
      Consumer<? super MappingException> badData, RelationLink link, EntityMapper<T, ?> targetMapper,
      Observer observer) {
    super(io, schema, field, row, family, keys, values, from, to, batch, badData, observer);
    this.link = link;
    this.targetMapper = targetMapper;
  }

  /**
   * The relation family {@code family} of the row {@code row}. The generated DAO hands in its own
   * schema, mapped when it was built with a namespace mapping, and the link and target mapper as
   * declared: they are mapped here the same way.
   */
  static <K, V, T> RelationOperations<K, V, T> of(TableIo io, Observer observer, TableSchema schema, String field,
      String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values, RelationLink link,
      EntityMapper<T, ?> targetMapper) {
    Map<String, String> namespaces = schema.namespaceMapping();
    return new RelationOperations<>(io, schema, field, row.clone(), Bytes.toBytes(family), keys, values, null, null,
        DEFAULT_BATCH, null, link.mapped(namespaces), NamespacedMapper.of(targetMapper, namespaces), observer);
  }

  @Override
  WideRowOperations<K, V> copy(byte[] lo, byte[] hi, int batchSize, Consumer<? super MappingException> badData) {
    return new RelationOperations<>(io(), schema(), field(), row(), family(), keys(), values(), lo, hi, batchSize,
        badData, link, targetMapper, observer());
  }

  @Override
  CompletableFuture<Void> afterPut(List<byte[][]> entries) {
    return link.putInverse(io(), row().clone(), entries);
  }

  @Override
  CompletableFuture<Void> afterRemove(byte[] qualifier) {
    return link.deleteInverse(io(), row().clone(), List.of(qualifier));
  }

  @Override
  CompletableFuture<Long> increment(K key, long delta) {
    return CompletableFuture.failedFuture(notCounters());
  }

  /** Why a relation family has no counters: its entries are kept in step with the target's inverse family. */
  UnsupportedOperationException notCounters() {
    return new UnsupportedOperationException("increment on " + schema().entityName() + "." + field()
        + " is not available: it is a @Relation family, kept in step with its inverse by put and remove");
  }

  /**
   * The targets of one batch of this row's qualifiers, read in one multi-get; keys whose target row does
   * not exist are left out. Targets map on the thread the read completes on, unless {@code executor}
   * is given.
   */
  CompletableFuture<List<T>> targets(List<byte[]> qualifiers, Executor executor) {
    List<Get> gets = new ArrayList<>(qualifiers.size());
    for (byte[] qualifier : qualifiers) {
      gets.add(new Get(link.targetRow(qualifier)));
    }
    WideRowSource targetRows = WideRowSource.of(io(), targetMapper.schema());
    Function<Result[], List<T>> map = results -> {
      List<T> out = new ArrayList<>(results.length);
      for (Result result : results) {
        T t = targetMapper.fromResult(result, targetRows);
        if (t != null) {
          out.add(t);
        }
      }
      return out;
    };
    CompletableFuture<Result[]> read = io().get(targetMapper.schema().tableName(), gets)
        .exceptionallyCompose(e -> failedLoad(e));
    return executor == null ? read.thenApply(map) : read.thenApplyAsync(map, executor);
  }

  private <R> CompletableFuture<R> failedLoad(Throwable failure) {
    Throwable cause = Futures.unwrap(failure);
    return CompletableFuture.failedFuture(cause instanceof IOException e ? new HBaseAccessException("loading "
        + link.name(), targetMapper.schema().tableName().getNameAsString(), null, e) : cause);
  }
}
