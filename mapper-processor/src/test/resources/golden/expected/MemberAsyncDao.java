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
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes {@link Member} in table {@code idx:member} asynchronously: the methods of
 * {@link MemberDao}, with futures for results. Thread-safe; holds the caller's
 * {@code AsyncConnection} and never closes it. Generated from the annotations of {@code Member}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class MemberAsyncDao extends AsyncEntityDao<Member, MemberMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@link ForkJoinPool#commonPool()}.
   */
  public MemberAsyncDao(AsyncConnection connection) {
    this(connection, ForkJoinPool.commonPool());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close; results are delivered on
   * {@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).
   */
  public MemberAsyncDao(AsyncConnection connection, Executor executor) {
    this(connection, executor, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener); results are delivered on {@link ForkJoinPool#commonPool()}.
   */
  public MemberAsyncDao(AsyncConnection connection, MapperOptions options) {
    this(connection, ForkJoinPool.commonPool(), options);
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options};
   * results are delivered on {@code executor}.
   */
  public MemberAsyncDao(AsyncConnection connection, Executor executor, MapperOptions options) {
    super(connection, executor, MemberMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Member} stored under this key, if any, when the future completes.
   */
  public CompletableFuture<Optional<Member>> get(long id) {
    return get(new MemberMapper.Key(id));
  }

  /**
   * Whether a {@code Member} is stored under this key, when the future completes.
   */
  public CompletableFuture<Boolean> exists(long id) {
    return exists(new MemberMapper.Key(id));
  }

  /**
   * Deletes the {@code Member} row stored under this key; the future completes once it is deleted.
   */
  public CompletableFuture<@Nullable Void> delete(long id) {
    return delete(new MemberMapper.Key(id));
  }

  /**
   * Deletes the {@code Member} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; the future completes with whether it deleted.
   */
  public CompletableFuture<Boolean> delete(long id, Condition<Member> condition) {
    return delete(new MemberMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Member} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link MemberQuery}, then {@code apply()} (asynchronously).
   */
  public AsyncRowUpdate<Member> update(long id) {
    return update(new MemberMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Member} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; the future holds whether it was written. A row is stored when it has {@code info:age}
   * (its primitive field {@code age}, always written).
   */
  @Override
  public CompletableFuture<Boolean> putIfAbsent(Member entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed asynchronous query by row-key prefix, starting with {@code id}.
   */
  public MemberAsyncQuery query() {
    return new MemberAsyncQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Member}s whose {@code nickname} equal these values, verified against the data table, in index order
   * (index {@code nickname}).
   */
  public AsyncIndexQuery<Member> findByNickname(String nickname) {
    return new AsyncIndexQuery<>(index(MemberMapper.INDEX_NICKNAME).equal(MemberMapper.INDEX_CODEC_NICKNAME, nickname));
  }

  /**
   * The {@code Member}s whose {@code nickname} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public AsyncIndexQuery<Member> findByNicknameBetween(String from, String toExclusive) {
    return new AsyncIndexQuery<>(index(MemberMapper.INDEX_NICKNAME).between(MemberMapper.INDEX_CODEC_NICKNAME, from, toExclusive));
  }

  /**
   * The {@code Member}s whose {@code city}, {@code gender} equal these values, verified against the data table, in index order
   * (index {@code by_city_gender}).
   */
  public AsyncIndexQuery<Member> findByCityGender(String city, String gender) {
    return new AsyncIndexQuery<>(index(MemberMapper.INDEX_BY_CITY_GENDER).equal(MemberMapper.INDEX_CODEC_CITY, city).equal(MemberMapper.INDEX_CODEC_GENDER, gender));
  }

  /**
   * A lookup through index {@code by_city_gender}, one column at a time: city -> gender.
   */
  public CityGenderLookup findByCityGender() {
    return new CityGenderLookup(index(MemberMapper.INDEX_BY_CITY_GENDER));
  }

  /**
   * Lookup through index {@code by_city_gender}; next: {@code city}.
   */
  public static final class CityGenderLookup extends AsyncIndexQuery<Member> {
    CityGenderLookup(IndexQuery.State<Member> state) {
      super(state);
    }

    /**
     * Entries whose {@code city} equals {@code city}.
     */
    public CityGenderAfterCity city(String city) {
      return new CityGenderAfterCity(state().equal(MemberMapper.INDEX_CODEC_CITY, city));
    }

    /**
     * Entries whose {@code city} is in {@code [from, toExclusive)}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Member> cityBetween(String from, String toExclusive) {
      return new AsyncIndexQuery<>(state().between(MemberMapper.INDEX_CODEC_CITY, from, toExclusive));
    }

    /**
     * Entries whose {@code city} is {@code >= from}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Member> cityFrom(String from) {
      return new AsyncIndexQuery<>(state().from(MemberMapper.INDEX_CODEC_CITY, from));
    }

    /**
     * Entries whose {@code city} is {@code < toExclusive}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Member> cityBefore(String toExclusive) {
      return new AsyncIndexQuery<>(state().before(MemberMapper.INDEX_CODEC_CITY, toExclusive));
    }
  }

  /**
   * Lookup through index {@code by_city_gender} once the columns before {@code gender} are fixed.
   */
  public static final class CityGenderAfterCity extends AsyncIndexQuery<Member> {
    CityGenderAfterCity(IndexQuery.State<Member> state) {
      super(state);
    }

    /**
     * Entries whose {@code gender} equals {@code gender}.
     */
    public AsyncIndexQuery<Member> gender(String gender) {
      return new AsyncIndexQuery<>(state().equal(MemberMapper.INDEX_CODEC_GENDER, gender));
    }

    /**
     * Entries whose {@code gender} is in {@code [from, toExclusive)}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Member> genderBetween(String from, String toExclusive) {
      return new AsyncIndexQuery<>(state().between(MemberMapper.INDEX_CODEC_GENDER, from, toExclusive));
    }

    /**
     * Entries whose {@code gender} is {@code >= from}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Member> genderFrom(String from) {
      return new AsyncIndexQuery<>(state().from(MemberMapper.INDEX_CODEC_GENDER, from));
    }

    /**
     * Entries whose {@code gender} is {@code < toExclusive}, in the order of the stored values (enums by name).
     */
    public AsyncIndexQuery<Member> genderBefore(String toExclusive) {
      return new AsyncIndexQuery<>(state().before(MemberMapper.INDEX_CODEC_GENDER, toExclusive));
    }
  }
}
