package golden;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link User} in table {@code weibo:user}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code User}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UserDao extends EntityDao<User, UserMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public UserDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public UserDao(Connection connection, MapperOptions options) {
    super(connection, UserMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code User} stored under this key, if any.
   */
  public Optional<User> get(long id) {
    return get(new UserMapper.Key(id));
  }

  /**
   * Whether a {@code User} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new UserMapper.Key(id));
  }

  /**
   * Deletes the {@code User} row stored under this key.
   */
  public void delete(long id) {
    delete(new UserMapper.Key(id));
  }

  /**
   * Deletes the {@code User} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<User> condition) {
    return delete(new UserMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code User} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link UserQuery}, then {@code apply()}.
   */
  public RowUpdate<User> update(long id) {
    return update(new UserMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code User} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code info:age}
   * (its primitive field {@code age}, always written).
   */
  @Override
  public boolean putIfAbsent(User entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public UserQuery query() {
    return new UserQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code fans} family of the row under {@code key}, read and written entry by entry,
   * never loaded whole.
   */
  public WideRow<Long, String> fans(UserMapper.Key key) {
    return WideRow.of(connection(), options(), schema(), "fans", "fans", mapper().encodeKey(key),
        UserMapper.KEYS_FANS, UserMapper.VALUES_FANS);
  }

  /**
   * The {@code fans} family of the row under this key, read and written entry by entry.
   */
  public WideRow<Long, String> fans(long id) {
    return fans(new UserMapper.Key(id));
  }
}
