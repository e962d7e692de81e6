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
 * Reads and writes {@link Other} in table {@code default:other}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Other}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Other} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OtherDao extends EntityDao<Other, OtherMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public OtherDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public OtherDao(Connection connection, MapperOptions options) {
    super(connection, OtherMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Other} stored under this key, if any.
   */
  public Optional<Other> get(long id) {
    return get(new OtherMapper.Key(id));
  }

  /**
   * Whether an {@code Other} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new OtherMapper.Key(id));
  }

  /**
   * Deletes the {@code Other} row stored under this key.
   */
  public void delete(long id) {
    delete(new OtherMapper.Key(id));
  }

  /**
   * Deletes the {@code Other} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Other> condition) {
    return delete(new OtherMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Other} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link OtherQuery}, then {@code apply()}.
   */
  public RowUpdate<Other> update(long id) {
    return update(new OtherMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public OtherQuery query() {
    return new OtherQuery(QueryState.start(queryContext()));
  }
}
