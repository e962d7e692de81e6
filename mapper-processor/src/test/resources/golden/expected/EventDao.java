package golden;

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
 * Reads and writes {@link Event} in table {@code ts:event}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Event}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Event} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class EventDao extends EntityDao<Event, EventMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public EventDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public EventDao(Connection connection, MapperOptions options) {
    super(connection, EventMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Event} stored under this key, if any.
   */
  public Optional<Event> get(long time, int sequence) {
    return get(new EventMapper.Key(time, sequence));
  }

  /**
   * Whether an {@code Event} is stored under this key.
   */
  public boolean exists(long time, int sequence) {
    return exists(new EventMapper.Key(time, sequence));
  }

  /**
   * Deletes the {@code Event} row stored under this key.
   */
  public void delete(long time, int sequence) {
    delete(new EventMapper.Key(time, sequence));
  }

  /**
   * Deletes the {@code Event} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long time, int sequence, Condition<Event> condition) {
    return delete(new EventMapper.Key(time, sequence), condition);
  }

  /**
   * A partial update of the {@code Event} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link EventQuery}, then {@code apply()}.
   */
  public RowUpdate<Event> update(long time, int sequence) {
    return update(new EventMapper.Key(time, sequence));
  }

  /**
   * A typed query by row-key prefix, starting with {@code time}.
   */
  public EventQuery query() {
    return new EventQuery(QueryState.start(queryContext()));
  }
}
