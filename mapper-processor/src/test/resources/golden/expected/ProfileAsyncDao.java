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
 * Reads and writes {@link Profile} in table {@code weibo:profile} asynchronously: the methods of
 * {@link ProfileDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Profile}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ProfileAsyncDao extends AsyncEntityDao<Profile, ProfileMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public ProfileAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public ProfileAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public ProfileAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public ProfileAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, ProfileMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Profile} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Profile>> get(long id) {
    return get(new ProfileMapper.Key(id));
  }

  /**
   * Whether a {@code Profile} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new ProfileMapper.Key(id));
  }

  /**
   * Deletes the {@code Profile} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new ProfileMapper.Key(id));
  }

  /**
   * Deletes the {@code Profile} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Profile> condition) {
    return delete(new ProfileMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Profile} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ProfileQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Profile> update(long id) {
    return update(new ProfileMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Profile} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code info:active}
   * (its primitive field {@code active}, always written).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Profile entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public ProfileAsyncQuery query() {
    return new ProfileAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Profile}s whose {@code nickname} equal these values, verified against the data table, in index order
   * (index {@code nickname}).
   */
  public AsyncIndexQuery<Profile> findByNickname(String nickname) {
    return new AsyncIndexQuery<>(index(ProfileMapper.INDEX_NICKNAME).equal(ProfileMapper.INDEX_CODEC_NICKNAME, nickname));
  }

  /**
   * The {@code Profile}s whose {@code nickname} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public AsyncIndexQuery<Profile> findByNicknameBetween(String from, String toExclusive) {
    return new AsyncIndexQuery<>(index(ProfileMapper.INDEX_NICKNAME).between(ProfileMapper.INDEX_CODEC_NICKNAME, from, toExclusive));
  }
}
