package org.hbasemapper.runtime.scan;

import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.observe.Operation;

/**
 * One salt bucket of a blocking read ({@link Rows}): its scanner, opened and read on the
 * {@link ScanPool} a batch at a time; while the merge consumes one batch, the next is already being
 * fetched. At most one fetch is in flight, so the scanner is only ever used by one thread at a time;
 * the future hands it from one fetch to the next.
 */
final class PrefetchedBucket implements Rows.Source {
  private static final Result[] NONE = new Result[0];

  private final Connection connection;
  private final TableName name;
  private final Scan scan;
  private final int batch;
  private final Rows rows;
  private final Operation operation;
  // written by the fetch tasks, read after their future completed
  private Table table;
  private ResultScanner scanner;

  private CompletableFuture<Result[]> pending;
  private Result[] current = NONE;
  private int position;
  private boolean lastBatch;
  private boolean exhausted;

  PrefetchedBucket(Connection connection, TableName name, Scan scan, int batch, Rows rows, Operation operation) {
    this.connection = connection;
    this.name = name;
    this.scan = scan;
    this.batch = batch;
    this.rows = rows;
    this.operation = operation;
    this.pending = CompletableFuture.supplyAsync(this::fetch, ScanPool.get());
  }

  private Result[] fetch() {
    try {
      if (scanner == null) {
        try (Operation.Scope scope = operation.activate()) {
          table = connection.getTable(name);
          scanner = table.getScanner(scan);
        }
      }
      return scanner.next(batch);
    } catch (IOException e) {
      throw rows.failure(e);
    }
  }

  @Override
  public Result poll() {
    return ready() ? current[position++] : null;
  }

  /** Whether a row is at hand, waiting for the batch in flight when the current one is used up. */
  private boolean ready() {
    if (position < current.length) {
      return true;
    }
    if (exhausted) {
      return false;
    }
    if (lastBatch) {
      finish();
      return false;
    }
    Result[] fetched;
    try {
      fetched = Rows.await(pending, rows.tableName());
    } catch (RuntimeException e) {
      pending = null;
      rows.close();
      throw e;
    }
    pending = null;
    current = fetched;
    position = 0;
    if (fetched.length < batch) {
      // a short batch is the scanner's last: release it now rather than when the query closes
      lastBatch = true;
      releaseScanner();
    } else {
      pending = CompletableFuture.supplyAsync(this::fetch, ScanPool.get());
    }
    if (fetched.length == 0) {
      finish();
      return false;
    }
    return true;
  }

  private void finish() {
    exhausted = true;
    rows.sourceExhausted();
  }

  @Override
  public boolean finished() {
    return exhausted;
  }

  @Override
  public void close() {
    if (pending != null) {
      // let the fetch in flight finish: the scanner must not be closed under it
      try {
        pending.join();
      } catch (CompletionException | CancellationException ignored) {
        // the failure was the query's; closing goes on
      }
      pending = null;
    }
    releaseScanner();
  }

  private void releaseScanner() {
    if (scanner != null) {
      scanner.close();
      scanner = null;
    }
    Rows.closeTable(table, name.getNameAsString());
    table = null;
  }
}
