package golden;

import java.nio.charset.StandardCharsets;
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
 * Reads and writes {@link Account} in table {@code ver:account} asynchronously: the methods of
 * {@link AccountDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Account}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class AccountAsyncDao extends AsyncEntityDao<Account, AccountMapper.Key> {
  private static final byte[] FAMILY_LOGINS = "c".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_LOGINS = "logins".getBytes(StandardCharsets.UTF_8);

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public AccountAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public AccountAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public AccountAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public AccountAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, AccountMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Account} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Account>> get(long id) {
    return get(new AccountMapper.Key(id));
  }

  /**
   * Whether an {@code Account} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new AccountMapper.Key(id));
  }

  /**
   * Deletes the {@code Account} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new AccountMapper.Key(id));
  }

  /**
   * Deletes the {@code Account} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Account> condition) {
    return delete(new AccountMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Account} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link AccountQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Account> update(long id) {
    return update(new AccountMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Account} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code d:version}
   * (its {@code @Version} field {@code version}).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Account entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public AccountAsyncQuery query() {
    return new AccountAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * Adds {@code delta} to the counter {@code c:logins} atomically on the server; the future
   * completes with the new value.
   */
  public CompletableFuture<Long> incrementLogins(long id, long delta) {
    return increment(new AccountMapper.Key(id), FAMILY_LOGINS, QUALIFIER_LOGINS, delta);
  }
}
