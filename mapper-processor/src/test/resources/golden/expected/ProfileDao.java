package golden;

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
 * Reads and writes {@link Profile} in table {@code weibo:profile}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Profile}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ProfileDao extends EntityDao<Profile, ProfileMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public ProfileDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public ProfileDao(Connection connection, MapperOptions options) {
    super(connection, ProfileMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Profile} stored under this key, if any.
   */
  public Optional<Profile> get(long id) {
    return get(new ProfileMapper.Key(id));
  }

  /**
   * Whether a {@code Profile} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new ProfileMapper.Key(id));
  }

  /**
   * Deletes the {@code Profile} row stored under this key.
   */
  public void delete(long id) {
    delete(new ProfileMapper.Key(id));
  }

  /**
   * Deletes the {@code Profile} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Profile> condition) {
    return delete(new ProfileMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Profile} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ProfileQuery}, then {@code apply()}.
   */
  public RowUpdate<Profile> update(long id) {
    return update(new ProfileMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Profile} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code info:active}
   * (its primitive field {@code active}, always written).
   */
  @Override
  public boolean putIfAbsent(Profile entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public ProfileQuery query() {
    return new ProfileQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Profile}s whose {@code nickname} equal these values, verified against the data table, in index order
   * (index {@code nickname}).
   */
  public IndexQuery<Profile> findByNickname(String nickname) {
    return new IndexQuery<>(index(ProfileMapper.INDEX_NICKNAME).equal(ProfileMapper.INDEX_CODEC_NICKNAME, nickname));
  }

  /**
   * The {@code Profile}s whose {@code nickname} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public IndexQuery<Profile> findByNicknameBetween(String from, String toExclusive) {
    return new IndexQuery<>(index(ProfileMapper.INDEX_NICKNAME).between(ProfileMapper.INDEX_CODEC_NICKNAME, from, toExclusive));
  }
}
