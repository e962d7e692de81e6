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
 * Reads and writes {@link Fine} in table {@code default:fine}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Fine}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Fine} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class FineDao extends EntityDao<Fine, FineMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public FineDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public FineDao(Connection connection, MapperOptions options) {
    super(connection, FineMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Fine} stored under this key, if any.
   */
  public Optional<Fine> get(long id) {
    return get(new FineMapper.Key(id));
  }

  /**
   * Whether a {@code Fine} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new FineMapper.Key(id));
  }

  /**
   * Deletes the {@code Fine} row stored under this key.
   */
  public void delete(long id) {
    delete(new FineMapper.Key(id));
  }

  /**
   * Deletes the {@code Fine} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Fine> condition) {
    return delete(new FineMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Fine} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link FineQuery}, then {@code apply()}.
   */
  public RowUpdate<Fine> update(long id) {
    return update(new FineMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public FineQuery query() {
    return new FineQuery(QueryState.start(queryContext()));
  }
}
