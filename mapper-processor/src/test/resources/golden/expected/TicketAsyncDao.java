package golden;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.AsyncRowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Ticket} in table {@code desk:ticket} asynchronously: the methods of
 * {@link TicketDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Ticket}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TicketAsyncDao extends AsyncEntityDao<Ticket, TicketMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public TicketAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public TicketAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public TicketAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public TicketAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, TicketMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Ticket} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Ticket>> get(String queue, long number) {
    return get(new TicketMapper.Key(queue, number));
  }

  /**
   * Whether a {@code Ticket} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(String queue, long number) {
    return exists(new TicketMapper.Key(queue, number));
  }

  /**
   * Deletes the {@code Ticket} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(String queue, long number) {
    return delete(new TicketMapper.Key(queue, number));
  }

  /**
   * Deletes the {@code Ticket} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(String queue, long number, Condition<Ticket> condition) {
    return delete(new TicketMapper.Key(queue, number), condition);
  }

  /**
   * A partial update of the {@code Ticket} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link TicketQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Ticket> update(String queue, long number) {
    return update(new TicketMapper.Key(queue, number));
  }

  /**
   * Writes {@code entity} only if no {@code Ticket} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code t:version}
   * (its {@code @Version} field {@code version}).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Ticket entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code queue}.
   */
  public TicketAsyncQuery query() {
    return new TicketAsyncQuery(QueryState.start(queryContext()));
  }
}
