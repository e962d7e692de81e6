package org.hbasemapper.runtime.io;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
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
import org.hbasemapper.annotations.audience.Internal;

/**
 * The table calls of the DAO logic that the blocking and the asynchronous DAO share (writes with
 * their index and relation upkeep, reads of whole rows), as futures, so that one implementation of
 * each step serves both:
 *
 * <ul>
 *   <li>{@link #blocking(Connection)} runs every call on the calling thread through a lightweight
 *       {@code Table} and returns a future that is already complete: chained steps run in order on
 *       that thread, and {@link Futures#join} hands the blocking DAO the result or the original
 *       exception;
 *   <li>{@link #async(AsyncConnection)} sends every call through {@code AsyncTable} and never
 *       blocks; its futures complete on hbase-client's threads, so steps chained on them must not
 *       block either.
 * </ul>
 *
 * <p>A failed future carries the {@link IOException} that hbase-client reported (unwrapped), or a
 * runtime exception of the mapper. Thread-safe.
 */
@Internal
public interface TableIo {

  /** Calls on {@code connection}, each made and finished on the calling thread. */
  static TableIo blocking(Connection connection) {
    return new BlockingTableIo(connection);
  }

  /** Calls on {@code connection}, none of which blocks. */
  static TableIo async(AsyncConnection connection) {
    return new AsyncTableIo(connection);
  }

  /** Whether calls are sent without blocking (an {@code AsyncConnection}). */
  boolean isAsync();

  /**
   * The asynchronous connection the calls go through; null for a blocking one. For reads that stream
   * with backpressure (scans suspended by demand), which this port's futures cannot express.
   */
  default AsyncConnection asyncConnection() {
    return null;
  }

  /** The connection's configuration. */
  Configuration configuration();

  /** One row; an empty result when there is none. */
  CompletableFuture<Result> get(TableName table, Get get);

  /** Several rows, in the order of {@code gets}; the whole read fails when one part fails. */
  CompletableFuture<Result[]> get(TableName table, List<Get> gets);

  /** Whether {@code get} finds a cell. */
  CompletableFuture<Boolean> exists(TableName table, Get get);

  CompletableFuture<Void> put(TableName table, Put put);

  /** Several puts; fails when one fails (others may have landed). */
  CompletableFuture<Void> put(TableName table, List<Put> puts);

  CompletableFuture<Void> delete(TableName table, Delete delete);

  /** Several deletes; fails when one fails (others may have landed). */
  CompletableFuture<Void> delete(TableName table, List<Delete> deletes);

  /** An atomic change of one row. */
  CompletableFuture<Void> mutateRow(TableName table, RowMutations mutations);

  /** Whether the checked change was made. */
  CompletableFuture<Boolean> checkAndMutate(TableName table, CheckAndMutate check);

  /** Adds {@code delta} to a counter cell and returns the new value. */
  CompletableFuture<Long> increment(TableName table, byte[] row, byte[] family, byte[] qualifier, long delta);

  /**
   * Several mutations, each on its own: the future holds, per mutation in order, its result (never
   * null) or the {@link Throwable} it failed with; it fails as a whole only when nothing could be sent (the table
   * unknown, say).
   */
  CompletableFuture<Object[]> batch(TableName table, List<? extends Row> mutations);

  /**
   * Puts and deletes of rows of one region applied atomically if every one of {@code checks} holds,
   * by the table's {@code MultiRowMutationEndpoint}; the future holds whether they were applied. See
   * {@link MultiRowMutations#mutate(Table, List, List)}.
   */
  CompletableFuture<Boolean> mutateRows(TableName table, List<? extends Mutation> mutations,
      List<MultiRowMutations.Check> checks);

  /** Every row of a small, bounded scan (an index row's delete markers, say). */
  CompletableFuture<List<Result>> scanAll(TableName table, Scan scan);

  /**
   * A scanner read by blocking on the calling thread; for the blocking API, and for what a caller
   * reads lazily on its own thread (a lazy map's first use). Close it after use.
   */
  ResultScanner scanner(TableName table, Scan scan) throws IOException;

  /**
   * The table's descriptor, read from the master (an admin call: for what is read once and cached,
   * such as an index table's state).
   */
  CompletableFuture<TableDescriptor> descriptor(TableName table);
}
