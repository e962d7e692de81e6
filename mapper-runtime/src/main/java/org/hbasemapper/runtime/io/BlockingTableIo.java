package org.hbasemapper.runtime.io;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Row;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;

/** {@link TableIo} over a blocking {@link Connection}: each call made on the calling thread. */
final class BlockingTableIo implements TableIo {
  private final Connection connection;

  BlockingTableIo(Connection connection) {
    this.connection = connection;
  }

  /** One call on a lightweight table handle. */
  private interface Call<T> {
    T on(Table table) throws IOException;
  }

  private <T> CompletableFuture<T> call(TableName name, Call<T> call) {
    try (Table table = connection.getTable(name)) {
      return CompletableFuture.completedFuture(call.on(table));
    } catch (IOException | RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  @Override
  public boolean isAsync() {
    return false;
  }

  @Override
  public Configuration configuration() {
    return connection.getConfiguration();
  }

  @Override
  public CompletableFuture<Result> get(TableName table, Get get) {
    return call(table, t -> t.get(get));
  }

  @Override
  public CompletableFuture<Result[]> get(TableName table, List<Get> gets) {
    if (gets.isEmpty()) {
      return CompletableFuture.completedFuture(new Result[0]);
    }
    return call(table, t -> t.get(gets));
  }

  @Override
  public CompletableFuture<Boolean> exists(TableName table, Get get) {
    return call(table, t -> t.exists(get));
  }

  @Override
  public CompletableFuture<Void> put(TableName table, Put put) {
    return call(table, t -> {
      t.put(put);
      return null;
    });
  }

  @Override
  public CompletableFuture<Void> put(TableName table, List<Put> puts) {
    if (puts.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    return call(table, t -> {
      t.put(puts);
      return null;
    });
  }

  @Override
  public CompletableFuture<Void> delete(TableName table, Delete delete) {
    return call(table, t -> {
      t.delete(delete);
      return null;
    });
  }

  @Override
  public CompletableFuture<Void> delete(TableName table, List<Delete> deletes) {
    if (deletes.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    return call(table, t -> {
      t.delete(new ArrayList<>(deletes)); // Table.delete removes the deletes that landed from its argument
      return null;
    });
  }

  @Override
  public CompletableFuture<Void> mutateRow(TableName table, RowMutations mutations) {
    return call(table, t -> {
      t.mutateRow(mutations);
      return null;
    });
  }

  @Override
  public CompletableFuture<Boolean> checkAndMutate(TableName table, CheckAndMutate check) {
    return call(table, t -> t.checkAndMutate(check).isSuccess());
  }

  @Override
  public CompletableFuture<Boolean> mutateRows(TableName table, List<? extends Mutation> mutations,
      List<MultiRowMutations.Check> checks) {
    return call(table, t -> MultiRowMutations.mutate(t, mutations, checks));
  }

  @Override
  public CompletableFuture<Long> increment(TableName table, byte[] row, byte[] family, byte[] qualifier, long delta) {
    return call(table, t -> t.incrementColumnValue(row, family, qualifier, delta));
  }

  @Override
  public CompletableFuture<Object[]> batch(TableName table, List<? extends Row> mutations) {
    Object[] results = new Object[mutations.size()];
    if (mutations.isEmpty()) {
      return CompletableFuture.completedFuture(results);
    }
    try (Table t = connection.getTable(table)) {
      try {
        t.batch(mutations, results);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return CompletableFuture.failedFuture(new InterruptedIOException("batch on " + table + " interrupted"));
      } catch (IOException e) {
        // the rows that failed carry their failure in results; a row with neither result nor failure failed with e
        for (int i = 0; i < results.length; i++) {
          if (results[i] == null) {
            results[i] = e;
          }
        }
      }
      return CompletableFuture.completedFuture(results);
    } catch (IOException | RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  @Override
  public CompletableFuture<List<Result>> scanAll(TableName table, Scan scan) {
    return call(table, t -> {
      List<Result> out = new ArrayList<>();
      try (ResultScanner scanner = t.getScanner(scan)) {
        for (Result r : scanner) {
          out.add(r);
        }
      }
      return out;
    });
  }

  @Override
  public ResultScanner scanner(TableName table, Scan scan) throws IOException {
    try (Table t = connection.getTable(table)) {
      return t.getScanner(scan);
    }
  }

  @Override
  public CompletableFuture<TableDescriptor> descriptor(TableName table) {
    try (Admin admin = connection.getAdmin()) {
      return CompletableFuture.completedFuture(admin.getDescriptor(table));
    } catch (IOException | RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }
}
