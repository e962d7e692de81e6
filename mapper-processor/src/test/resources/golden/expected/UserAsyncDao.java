package golden;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.hbasemapper.runtime.AsyncWideRow;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.AsyncRowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link User} in table {@code weibo:user} asynchronously: the methods of
 * {@link UserDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code User}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UserAsyncDao extends AsyncEntityDao<User, UserMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public UserAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public UserAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public UserAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public UserAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, UserMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code User} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<User>> get(long id) {
    return get(new UserMapper.Key(id));
  }

  /**
   * Whether a {@code User} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new UserMapper.Key(id));
  }

  /**
   * Deletes the {@code User} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new UserMapper.Key(id));
  }

  /**
   * Deletes the {@code User} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<User> condition) {
    return delete(new UserMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code User} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link UserQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<User> update(long id) {
    return update(new UserMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code User} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code info:age}
   * (its primitive field {@code age}, always written).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(User entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public UserAsyncQuery query() {
    return new UserAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code fans} family of the row under {@code key}, read and written entry by entry,
   * never loaded whole; futures for single entries, a publisher for all of them.
   */
  public AsyncWideRow<Long, String> fans(UserMapper.Key key) {
    return AsyncWideRow.of(connection(), executor(), options(), schema(), "fans", "fans", mapper().encodeKey(key),
        UserMapper.KEYS_FANS, UserMapper.VALUES_FANS);
  }

  /**
   * The {@code fans} family of the row under this key, read and written entry by entry.
   */
  public AsyncWideRow<Long, String> fans(long id) {
    return fans(new UserMapper.Key(id));
  }
}
