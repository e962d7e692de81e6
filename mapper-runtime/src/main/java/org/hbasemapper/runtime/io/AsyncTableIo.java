package org.hbasemapper.runtime.io;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AdvancedScanResultConsumer;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.AsyncTable;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.CheckAndMutateResult;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Row;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.TableDescriptor;

/**
 * {@link TableIo} over an {@link AsyncConnection}: nothing blocks; futures complete on
 * hbase-client's threads. A failure hbase-client throws before returning a future becomes a failed
 * future.
 */
final class AsyncTableIo implements TableIo {
  private final AsyncConnection connection;

  AsyncTableIo(AsyncConnection connection) {
    this.connection = connection;
  }

  private AsyncTable<AdvancedScanResultConsumer> table(TableName name) {
    return connection.getTable(name);
  }

  @Override
  public boolean isAsync() {
    return true;
  }

  @Override
  public AsyncConnection asyncConnection() {
    return connection;
  }

  @Override
  public Configuration configuration() {
    return connection.getConfiguration();
  }

  @Override
  public CompletableFuture<Result> get(TableName table, Get get) {
    return Futures.attempt(() -> table(table).get(get));
  }

  @Override
  public CompletableFuture<Result[]> get(TableName table, List<Get> gets) {
    if (gets.isEmpty()) {
      return CompletableFuture.completedFuture(new Result[0]);
    }
    return Futures.attempt(() -> table(table).getAll(gets)).thenApply(list -> list.toArray(Result[]::new));
  }

  @Override
  public CompletableFuture<Boolean> exists(TableName table, Get get) {
    return Futures.attempt(() -> table(table).exists(get));
  }

  @Override
  public CompletableFuture<Void> put(TableName table, Put put) {
    return Futures.attempt(() -> table(table).put(put));
  }

  @Override
  public CompletableFuture<Void> put(TableName table, List<Put> puts) {
    if (puts.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    return Futures.attempt(() -> table(table).putAll(puts));
  }

  @Override
  public CompletableFuture<Void> delete(TableName table, Delete delete) {
    return Futures.attempt(() -> table(table).delete(delete));
  }

  @Override
  public CompletableFuture<Void> delete(TableName table, List<Delete> deletes) {
    if (deletes.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    return Futures.attempt(() -> table(table).deleteAll(deletes));
  }

  @Override
  public CompletableFuture<Void> mutateRow(TableName table, RowMutations mutations) {
    return Futures.attempt(() -> table(table).mutateRow(mutations)).thenApply(r -> null);
  }

  @Override
  public CompletableFuture<Boolean> checkAndMutate(TableName table, CheckAndMutate check) {
    return Futures.attempt(() -> table(table).checkAndMutate(check)).thenApply(CheckAndMutateResult::isSuccess);
  }

  @Override
  public CompletableFuture<Long> increment(TableName table, byte[] row, byte[] family, byte[] qualifier, long delta) {
    return Futures.attempt(() -> table(table).incrementColumnValue(row, family, qualifier, delta));
  }

  @Override
  public CompletableFuture<Object[]> batch(TableName table, List<? extends Row> mutations) {
    Object[] results = new Object[mutations.size()];
    if (mutations.isEmpty()) {
      return CompletableFuture.completedFuture(results);
    }
    List<CompletableFuture<Object>> each;
    try {
      each = table(table).batch(mutations);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
    List<CompletableFuture<Void>> settled = new ArrayList<>(each.size());
    for (int i = 0; i < each.size(); i++) {
      int at = i;
      settled.add(each.get(i).handle((r, failure) -> {
        results[at] = failure != null ? Futures.unwrap(failure) : r != null ? r : Result.EMPTY_RESULT;
        return null;
      }));
    }
    return Futures.all(settled).thenApply(v -> results);
  }

  @Override
  public CompletableFuture<List<Result>> scanAll(TableName table, Scan scan) {
    return Futures.attempt(() -> table(table).scanAll(scan));
  }

  @Override
  public ResultScanner scanner(TableName table, Scan scan) throws IOException {
    return table(table).getScanner(scan);
  }

  @Override
  public CompletableFuture<Boolean> mutateRows(TableName table, List<? extends Mutation> mutations,
      List<MultiRowMutations.Check> checks) {
    return Futures.attempt(() -> MultiRowMutations.mutate(table(table), mutations, checks));
  }

  @Override
  public CompletableFuture<TableDescriptor> descriptor(TableName table) {
    return Futures.attempt(() -> connection.getAdmin().getDescriptor(table));
  }
}
