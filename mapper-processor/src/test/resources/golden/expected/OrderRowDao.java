package golden;

import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.GroupDao;
import org.hbasemapper.runtime.filter.Condition;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes the record types of {@link OrderRow} in table {@code book:orders} together: one scan
 * returns the rows under a key prefix, each as its own type, in key order. Thread-safe; holds the
 * caller's {@code Connection} and never closes it. Generated from the {@code permits} of
 * {@code OrderRow}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderRowDao {
  /**
   * The record types of {@code OrderRow}, in the order of its {@code permits}.
   */
  public static final RecordGroup<OrderRow> GROUP = RecordGroup.of("OrderRow",
      RecordGroup.member(OrderHeader.class, OrderHeaderMapper.INSTANCE),
      RecordGroup.member(LineItem.class, LineItemMapper.INSTANCE));

  private final GroupDao<OrderRow> dao;

  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public OrderRowDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public OrderRowDao(Connection connection, MapperOptions options) {
    List<EntityDao<? extends OrderRow, ?>> members = List.of(
        new OrderHeaderDao(connection, options),
        new LineItemDao(connection, options));
    this.dao = new GroupDao<>(connection, GROUP, members);
  }

  /**
   * A query of the rows of every record type of {@code OrderRow} by the key components they share:
   * {@code customer -> order}.
   */
  public OrderRowQuery query() {
    return new OrderRowQuery(dao, dao.startQuery());
  }

  /**
   * Writes rows of any record types of {@code OrderRow}, each type through its own DAO's
   * {@code putAll}, in the order of the {@code permits}. Each row is written atomically, the rows
   * together are not: after a failure, the rows of the types before it are written.
   */
  public void putAll(Iterable<? extends OrderRow> rows) {
    dao.putAll(rows);
  }

  /**
   * Writes {@code rows}, all under one parent (the same {@code customer, order}), atomically: every row or
   * none, in one call of HBase's {@code MultiRowMutationEndpoint}, the {@code @Version} of each versioned
   * row checked in the same call. No rows, rows of two parents, a row given twice, or a table without
   * the coprocessor ({@code SchemaManager.ensure} adds it) are refused before anything is written.
   *
   * @throws StaleEntityException when a versioned row holds another version: nothing was
   *     written
   */
  public void putAllAtomically(Iterable<? extends OrderRow> rows) {
    dao.putAllAtomically(rows);
  }

  /**
   * {@link #putAllAtomically(Iterable)} only if {@code condition} holds on the {@link OrderHeader} row under
   * the rows' parent, checked by HBase in the same call; returns whether the rows were written (false:
   * the condition, or a versioned row's version, did not hold, and nothing was written).
   */
  public boolean putAllAtomically(Iterable<? extends OrderRow> rows,
      Condition<OrderHeader> condition) {
    return dao.putAllAtomically(rows, OrderHeader.class, condition);
  }

  /**
   * The shared table with every record type; creating it creates the table once, with
   * every record type's index tables.
   */
  public TableSchema schema() {
    return dao.schema();
  }
}
