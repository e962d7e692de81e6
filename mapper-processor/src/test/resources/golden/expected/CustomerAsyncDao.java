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
import org.hbasemapper.runtime.index.AsyncIndexQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Customer} in table {@code nest:customer} asynchronously: the methods of
 * {@link CustomerDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Customer}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Customer} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class CustomerAsyncDao extends AsyncEntityDao<Customer, CustomerMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public CustomerAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public CustomerAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public CustomerAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public CustomerAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, CustomerMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Customer} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Customer>> get(long id) {
    return get(new CustomerMapper.Key(id));
  }

  /**
   * Whether a {@code Customer} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new CustomerMapper.Key(id));
  }

  /**
   * Deletes the {@code Customer} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new CustomerMapper.Key(id));
  }

  /**
   * Deletes the {@code Customer} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Customer> condition) {
    return delete(new CustomerMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Customer} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link CustomerQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Customer> update(long id) {
    return update(new CustomerMapper.Key(id));
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public CustomerAsyncQuery query() {
    return new CustomerAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Customer}s whose {@code homeCity} equal these values, verified against the data table, in index order
   * (index {@code by_home_city}).
   */
  public AsyncIndexQuery<Customer> findByHomeCity(String homeCity) {
    return new AsyncIndexQuery<>(index(CustomerMapper.INDEX_BY_HOME_CITY).equal(CustomerMapper.INDEX_CODEC_HOME_CITY, homeCity));
  }

  /**
   * The {@code Customer}s whose {@code homeCity} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public AsyncIndexQuery<Customer> findByHomeCityBetween(String from, String toExclusive) {
    return new AsyncIndexQuery<>(index(CustomerMapper.INDEX_BY_HOME_CITY).between(CustomerMapper.INDEX_CODEC_HOME_CITY, from, toExclusive));
  }
}
