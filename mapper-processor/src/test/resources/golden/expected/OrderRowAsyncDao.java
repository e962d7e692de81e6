package golden;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.AsyncGroupDao;
import org.hbasemapper.runtime.filter.Condition;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes the record types of {@link OrderRow} in table {@code book:orders} together, asynchronously: the
 * methods of {@link OrderRowDao}, with futures and publishers for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the {@code permits} of {@code OrderRow}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderRowAsyncDao {
  /**
   * The record types of {@code OrderRow}, in the order of its {@code permits}.
   */
  public static final RecordGroup<OrderRow> GROUP = OrderRowDao.GROUP;

  private final AsyncGroupDao<OrderRow> dao;

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public OrderRowAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor}.
   */
  public OrderRowAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public OrderRowAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public OrderRowAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    List<AsyncEntityDao<? extends OrderRow, ?>> members = List.of(
        new OrderHeaderAsyncDao(connection, executor, options),
        new LineItemAsyncDao(connection, executor, options));
    this.dao = new AsyncGroupDao<>(connection, GROUP, members);
  }

  /**
   * A query of the rows of every record type of {@code OrderRow} by the key components they share:
   * {@code customer -> order}.
   */
  public OrderRowAsyncQuery query() {
    return new OrderRowAsyncQuery(dao, dao.startQuery());
  }

  /**
   * Writes rows of any record types of {@code OrderRow}, each type through its own DAO's
   * {@code putAll}, in the order of the {@code permits}. Each row is written atomically, the rows
   * together are not: after a failure, the rows of the types before it are written.
   */
  public CompletableFuture<@Nullable Void> putAll(Iterable<? extends OrderRow> rows) {
    return dao.putAll(rows);
  }

  /**
   * Writes {@code rows}, all under one parent (the same {@code customer, order}), atomically: every row or
   * none, in one call of HBase's {@code MultiRowMutationEndpoint}, the {@code @Version} of each versioned
   * row checked in the same call. No rows, rows of two parents, a row given twice, or a table without
   * the coprocessor ({@code SchemaManager.ensure} adds it) are refused before anything is written.
   *
   * The future fails with a {@link StaleEntityException} when a versioned row holds another version:
   * nothing was written.
   */
  public CompletableFuture<@Nullable Void> putAllAtomically(Iterable<? extends OrderRow> rows) {
    return dao.putAllAtomically(rows);
  }

  /**
   * {@link #putAllAtomically(Iterable)} only if {@code condition} holds on the {@link OrderHeader} row under
   * the rows' parent, checked by HBase in the same call; returns whether the rows were written (false:
   * the condition, or a versioned row's version, did not hold, and nothing was written).
   */
  public CompletableFuture<Boolean> putAllAtomically(Iterable<? extends OrderRow> rows,
      Condition<OrderHeader> condition) {
    return dao.putAllAtomically(rows, OrderHeader.class, condition);
  }

  /**
   * The shared table with every record type; creating it creates the table once, with
   * every record type's index tables.
   */
  public TableSchema schema() {
    return dao.schema();
  }
}
