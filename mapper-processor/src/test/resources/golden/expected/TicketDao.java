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
 * Reads and writes {@link Ticket} in table {@code desk:ticket}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Ticket}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TicketDao extends EntityDao<Ticket, TicketMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public TicketDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public TicketDao(Connection connection, MapperOptions options) {
    super(connection, TicketMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Ticket} stored under this key, if any.
   */
  public Optional<Ticket> get(String queue, long number) {
    return get(new TicketMapper.Key(queue, number));
  }

  /**
   * Whether a {@code Ticket} is stored under this key.
   */
  public boolean exists(String queue, long number) {
    return exists(new TicketMapper.Key(queue, number));
  }

  /**
   * Deletes the {@code Ticket} row stored under this key.
   */
  public void delete(String queue, long number) {
    delete(new TicketMapper.Key(queue, number));
  }

  /**
   * Deletes the {@code Ticket} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(String queue, long number, Condition<Ticket> condition) {
    return delete(new TicketMapper.Key(queue, number), condition);
  }

  /**
   * A partial update of the {@code Ticket} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link TicketQuery}, then {@code apply()}.
   */
  public RowUpdate<Ticket> update(String queue, long number) {
    return update(new TicketMapper.Key(queue, number));
  }

  /**
   * Writes {@code entity} only if no {@code Ticket} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code t:version}
   * (its {@code @Version} field {@code version}).
   */
  @Override
  public boolean putIfAbsent(Ticket entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code queue}.
   */
  public TicketQuery query() {
    return new TicketQuery(QueryState.start(queryContext()));
  }
}
