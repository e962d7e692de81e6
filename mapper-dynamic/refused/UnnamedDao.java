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
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Unnamed} in table {@code default:unnamed}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Unnamed}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Unnamed} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnnamedDao extends EntityDao<Unnamed, UnnamedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public UnnamedDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public UnnamedDao(Connection connection, MapperOptions options) {
    super(connection, UnnamedMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Unnamed} stored under this key, if any.
   */
  public Optional<Unnamed> get(long id) {
    return get(new UnnamedMapper.Key(id));
  }

  /**
   * Whether an {@code Unnamed} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new UnnamedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unnamed} row stored under this key.
   */
  public void delete(long id) {
    delete(new UnnamedMapper.Key(id));
  }

  /**
   * Deletes the {@code Unnamed} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Unnamed> condition) {
    return delete(new UnnamedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Unnamed} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link UnnamedQuery}, then {@code apply()}.
   */
  public RowUpdate<Unnamed> update(long id) {
    return update(new UnnamedMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public UnnamedQuery query() {
    return new UnnamedQuery(QueryState.start(queryContext()));
  }
}
