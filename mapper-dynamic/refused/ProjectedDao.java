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
 * Reads and writes {@link Projected} in table {@code default:projected}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Projected}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Projected} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class ProjectedDao extends EntityDao<Projected, ProjectedMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public ProjectedDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public ProjectedDao(Connection connection, MapperOptions options) {
    super(connection, ProjectedMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Projected} stored under this key, if any.
   */
  public Optional<Projected> get(long id) {
    return get(new ProjectedMapper.Key(id));
  }

  /**
   * Whether a {@code Projected} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new ProjectedMapper.Key(id));
  }

  /**
   * Deletes the {@code Projected} row stored under this key.
   */
  public void delete(long id) {
    delete(new ProjectedMapper.Key(id));
  }

  /**
   * Deletes the {@code Projected} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Projected> condition) {
    return delete(new ProjectedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Projected} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ProjectedQuery}, then {@code apply()}.
   */
  public RowUpdate<Projected> update(long id) {
    return update(new ProjectedMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public ProjectedQuery query() {
    return new ProjectedQuery(QueryState.start(queryContext()));
  }
}
