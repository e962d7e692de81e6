package refused;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;

/**
 * Reads and writes {@link Child7} in table {@code default:child7}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Child7}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Child7} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class Child7Dao extends EntityDao<Child7, Child7Mapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public Child7Dao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public Child7Dao(Connection connection, MapperOptions options) {
    super(connection, Child7Mapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Child7} stored under this key, if any.
   */
  public Optional<Child7> get(long id) {
    return get(new Child7Mapper.Key(id));
  }

  /**
   * Whether a {@code Child7} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new Child7Mapper.Key(id));
  }

  /**
   * Deletes the {@code Child7} row stored under this key.
   */
  public void delete(long id) {
    delete(new Child7Mapper.Key(id));
  }

  /**
   * Deletes the {@code Child7} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Child7> condition) {
    return delete(new Child7Mapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Child7} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link Child7Query}, then {@code apply()}.
   */
  public RowUpdate<Child7> update(long id) {
    return update(new Child7Mapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public Child7Query query() {
    return new Child7Query(QueryState.start(queryContext()));
  }
}
