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
 * Reads and writes {@link OrderHeader} in table {@code book:orders}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code OrderHeader}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code OrderHeader} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderHeaderDao extends EntityDao<OrderHeader, OrderHeaderMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public OrderHeaderDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public OrderHeaderDao(Connection connection, MapperOptions options) {
    super(connection, OrderHeaderMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code OrderHeader} stored under this key, if any.
   */
  public Optional<OrderHeader> get(String customer, long order) {
    return get(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * Whether an {@code OrderHeader} is stored under this key.
   */
  public boolean exists(String customer, long order) {
    return exists(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * Deletes the {@code OrderHeader} row stored under this key.
   */
  public void delete(String customer, long order) {
    delete(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * Deletes the {@code OrderHeader} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(String customer, long order, Condition<OrderHeader> condition) {
    return delete(new OrderHeaderMapper.Key(customer, order), condition);
  }

  /**
   * A partial update of the {@code OrderHeader} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link OrderHeaderQuery}, then {@code apply()}.
   */
  public RowUpdate<OrderHeader> update(String customer, long order) {
    return update(new OrderHeaderMapper.Key(customer, order));
  }

  /**
   * A typed query by row-key prefix, starting with {@code customer}.
   */
  public OrderHeaderQuery query() {
    return new OrderHeaderQuery(QueryState.start(queryContext()));
  }
}
