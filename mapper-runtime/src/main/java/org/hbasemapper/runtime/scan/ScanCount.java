package org.hbasemapper.runtime.scan;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AdvancedScanResultConsumer;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.annotations.audience.Internal;

/**
 * Counts what an asynchronous scan returns without keeping it: rows, or cells (a wide row read in
 * batches). The future completes on hbase-client's threads.
 */
@Internal
public final class ScanCount {
  private ScanCount() {}

  /** The number of rows {@code scan} returns. */
  public static CompletableFuture<Long> rows(AsyncConnection connection, TableName table, Scan scan,
      Function<IOException, RuntimeException> failure) {
    return count(connection, table, scan, failure, false);
  }

  /** The number of cells {@code scan} returns. */
  public static CompletableFuture<Long> cells(AsyncConnection connection, TableName table, Scan scan,
      Function<IOException, RuntimeException> failure) {
    return count(connection, table, scan, failure, true);
  }

  private static CompletableFuture<Long> count(AsyncConnection connection, TableName table, Scan scan,
      Function<IOException, RuntimeException> failure, boolean cells) {
    CompletableFuture<Long> out = new CompletableFuture<>();
    AdvancedScanResultConsumer counter = new AdvancedScanResultConsumer() {
      private long n;

      @Override
      public void onNext(Result[] results, ScanController controller) {
        if (!cells) {
          n += results.length;
          return;
        }
        for (Result r : results) {
          n += r.rawCells().length;
        }
      }

      @Override
      public void onError(Throwable error) {
        out.completeExceptionally(error instanceof IOException io ? failure.apply(io) : error);
      }

      @Override
      public void onComplete() {
        out.complete(n);
      }
    };
    try {
      connection.getTable(table).scan(scan, counter);
    } catch (RuntimeException e) {
      out.completeExceptionally(e);
    }
    return out;
  }
}
