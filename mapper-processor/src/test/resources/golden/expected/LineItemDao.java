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
 * Reads and writes {@link LineItem} in table {@code book:orders}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code LineItem}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class LineItemDao extends EntityDao<LineItem, LineItemMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public LineItemDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public LineItemDao(Connection connection, MapperOptions options) {
    super(connection, LineItemMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code LineItem} stored under this key, if any.
   */
  public Optional<LineItem> get(String customer, long order, int line) {
    return get(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Whether a {@code LineItem} is stored under this key.
   */
  public boolean exists(String customer, long order, int line) {
    return exists(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Deletes the {@code LineItem} row stored under this key.
   */
  public void delete(String customer, long order, int line) {
    delete(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Deletes the {@code LineItem} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(String customer, long order, int line, Condition<LineItem> condition) {
    return delete(new LineItemMapper.Key(customer, order, line), condition);
  }

  /**
   * A partial update of the {@code LineItem} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link LineItemQuery}, then {@code apply()}.
   */
  public RowUpdate<LineItem> update(String customer, long order, int line) {
    return update(new LineItemMapper.Key(customer, order, line));
  }

  /**
   * Writes {@code entity} only if no {@code LineItem} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code d:quantity}
   * (its primitive field {@code quantity}, always written).
   */
  @Override
  public boolean putIfAbsent(LineItem entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code customer}.
   */
  public LineItemQuery query() {
    return new LineItemQuery(QueryState.start(queryContext()));
  }
}
