package refused;

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
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Unsupported} in table {@code default:unsupported} asynchronously: the methods of
 * {@link UnsupportedDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Unsupported}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnsupportedAsyncDao extends AsyncEntityDao<Unsupported, UnsupportedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public UnsupportedAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public UnsupportedAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public UnsupportedAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public UnsupportedAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, UnsupportedMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Unsupported} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Unsupported>> get(long id) {
    return get(new UnsupportedMapper.Key(id));
  }

  /**
   * Whether an {@code Unsupported} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new UnsupportedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unsupported} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new UnsupportedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unsupported} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Unsupported> condition) {
    return delete(new UnsupportedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Unsupported} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link UnsupportedQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Unsupported> update(long id) {
    return update(new UnsupportedMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Unsupported} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code d:x}
   * (its primitive field {@code x}, always written).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Unsupported entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public UnsupportedAsyncQuery query() {
    return new UnsupportedAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Unsupported}s whose {@code x} equal these values, verified against the data table, in index order
   * (index {@code x}).
   */
  public AsyncIndexQuery<Unsupported> findByX(int x) {
    return new AsyncIndexQuery<>(index(UnsupportedMapper.INDEX_X).equal(UnsupportedMapper.INDEX_CODEC_X, x));
  }

  /**
   * The {@code Unsupported}s whose {@code x} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public AsyncIndexQuery<Unsupported> findByXBetween(int from, int toExclusive) {
    return new AsyncIndexQuery<>(index(UnsupportedMapper.INDEX_X).between(UnsupportedMapper.INDEX_CODEC_X, from, toExclusive));
  }

  /**
   * The {@code Unsupported}s whose {@code x}, {@code w} equal these values, verified against the data table, in index order
   * (index {@code pair}).
   */
  public AsyncIndexQuery<Unsupported> findByPair(int x, int w) {
    return new AsyncIndexQuery<>(index(UnsupportedMapper.INDEX_PAIR).equal(UnsupportedMapper.INDEX_CODEC_X, x).equal(UnsupportedMapper.INDEX_CODEC_W, w));
  }

  /**
   * A lookup through index {@code pair}, one column at a time: x -> w.
   */
  public PairLookup findByPair() {
    return new PairLookup(index(UnsupportedMapper.INDEX_PAIR));
  }

  /**
   * Lookup through index {@code pair}; next: {@code x}.
   */
  public static final class PairLookup extends AsyncIndexQuery<Unsupported> {
    PairLookup(IndexQuery.State<Unsupported> state) {
      super(state);
    }

    /**
     * Entries whose {@code x} equals {@code x}.
     */
    public PairAfterX x(int x) {
      return new PairAfterX(state().equal(UnsupportedMapper.INDEX_CODEC_X, x));
    }

    /**
     * Entries whose {@code x} is in {@code [from, toExclusive)}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Unsupported> xBetween(int from, int toExclusive) {
      return new AsyncIndexQuery<>(state().between(UnsupportedMapper.INDEX_CODEC_X, from, toExclusive));
    }

    /**
     * Entries whose {@code x} is {@code >= from}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Unsupported> xFrom(int from) {
      return new AsyncIndexQuery<>(state().from(UnsupportedMapper.INDEX_CODEC_X, from));
    }

    /**
     * Entries whose {@code x} is {@code < toExclusive}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Unsupported> xBefore(int toExclusive) {
      return new AsyncIndexQuery<>(state().before(UnsupportedMapper.INDEX_CODEC_X, toExclusive));
    }
  }

  /**
   * Lookup through index {@code pair} once the columns before {@code w} are fixed.
   */
  public static final class PairAfterX extends AsyncIndexQuery<Unsupported> {
    PairAfterX(IndexQuery.State<Unsupported> state) {
      super(state);
    }

    /**
     * Entries whose {@code w} equals {@code w}.
     */
    public AsyncIndexQuery<Unsupported> w(int w) {
      return new AsyncIndexQuery<>(state().equal(UnsupportedMapper.INDEX_CODEC_W, w));
    }

    /**
     * Entries whose {@code w} is in {@code [from, toExclusive)}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Unsupported> wBetween(int from, int toExclusive) {
      return new AsyncIndexQuery<>(state().between(UnsupportedMapper.INDEX_CODEC_W, from, toExclusive));
    }

    /**
     * Entries whose {@code w} is {@code >= from}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Unsupported> wFrom(int from) {
      return new AsyncIndexQuery<>(state().from(UnsupportedMapper.INDEX_CODEC_W, from));
    }

    /**
     * Entries whose {@code w} is {@code < toExclusive}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Unsupported> wBefore(int toExclusive) {
      return new AsyncIndexQuery<>(state().before(UnsupportedMapper.INDEX_CODEC_W, toExclusive));
    }
  }
}
