package refused;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Unsupported} in table {@code default:unsupported}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Unsupported}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnsupportedDao extends EntityDao<Unsupported, UnsupportedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public UnsupportedDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public UnsupportedDao(Connection connection, MapperOptions options) {
    super(connection, UnsupportedMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Unsupported} stored under this key, if any.
   */
  public Optional<Unsupported> get(long id) {
    return get(new UnsupportedMapper.Key(id));
  }

  /**
   * Whether an {@code Unsupported} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new UnsupportedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unsupported} row stored under this key.
   */
  public void delete(long id) {
    delete(new UnsupportedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unsupported} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Unsupported> condition) {
    return delete(new UnsupportedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Unsupported} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link UnsupportedQuery}, then {@code apply()}.
   */
  public RowUpdate<Unsupported> update(long id) {
    return update(new UnsupportedMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Unsupported} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code d:x}
   * (its primitive field {@code x}, always written).
   */
  @Override
  public boolean putIfAbsent(Unsupported entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public UnsupportedQuery query() {
    return new UnsupportedQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Unsupported}s whose {@code x} equal these values, verified against the data table, in index order
   * (index {@code x}).
   */
  public IndexQuery<Unsupported> findByX(int x) {
    return new IndexQuery<>(index(UnsupportedMapper.INDEX_X).equal(UnsupportedMapper.INDEX_CODEC_X, x));
  }

  /**
   * The {@code Unsupported}s whose {@code x} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public IndexQuery<Unsupported> findByXBetween(int from, int toExclusive) {
    return new IndexQuery<>(index(UnsupportedMapper.INDEX_X).between(UnsupportedMapper.INDEX_CODEC_X, from, toExclusive));
  }

  /**
   * The {@code Unsupported}s whose {@code x}, {@code w} equal these values, verified against the data table, in index order
   * (index {@code pair}).
   */
  public IndexQuery<Unsupported> findByPair(int x, int w) {
    return new IndexQuery<>(index(UnsupportedMapper.INDEX_PAIR).equal(UnsupportedMapper.INDEX_CODEC_X, x).equal(UnsupportedMapper.INDEX_CODEC_W, w));
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
  public static final class PairLookup extends IndexQuery<Unsupported> {
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
    public IndexQuery<Unsupported> xBetween(int from, int toExclusive) {
      return new IndexQuery<>(state().between(UnsupportedMapper.INDEX_CODEC_X, from, toExclusive));
    }

    /**
     * Entries whose {@code x} is {@code >= from}, in the order of the stored values (enums by name).
     */
    public IndexQuery<Unsupported> xFrom(int from) {
      return new IndexQuery<>(state().from(UnsupportedMapper.INDEX_CODEC_X, from));
    }

    /**
     * Entries whose {@code x} is {@code < toExclusive}, in the order of the stored values (enums by name).
     */
    public IndexQuery<Unsupported> xBefore(int toExclusive) {
      return new IndexQuery<>(state().before(UnsupportedMapper.INDEX_CODEC_X, toExclusive));
    }
  }

  /**
   * Lookup through index {@code pair} once the columns before {@code w} are fixed.
   */
  public static final class PairAfterX extends IndexQuery<Unsupported> {
    PairAfterX(IndexQuery.State<Unsupported> state) {
      super(state);
    }

    /**
     * Entries whose {@code w} equals {@code w}.
     */
    public IndexQuery<Unsupported> w(int w) {
      return new IndexQuery<>(state().equal(UnsupportedMapper.INDEX_CODEC_W, w));
    }

    /**
     * Entries whose {@code w} is in {@code [from, toExclusive)}, in the order of the stored values (enums by name).
     */
    public IndexQuery<Unsupported> wBetween(int from, int toExclusive) {
      return new IndexQuery<>(state().between(UnsupportedMapper.INDEX_CODEC_W, from, toExclusive));
    }

    /**
     * Entries whose {@code w} is {@code >= from}, in the order of the stored values (enums by name).
     */
    public IndexQuery<Unsupported> wFrom(int from) {
      return new IndexQuery<>(state().from(UnsupportedMapper.INDEX_CODEC_W, from));
    }

    /**
     * Entries whose {@code w} is {@code < toExclusive}, in the order of the stored values (enums by name).
     */
    public IndexQuery<Unsupported> wBefore(int toExclusive) {
      return new IndexQuery<>(state().before(UnsupportedMapper.INDEX_CODEC_W, toExclusive));
    }
  }
}
