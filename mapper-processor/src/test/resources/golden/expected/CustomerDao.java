package golden;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Customer} in table {@code nest:customer}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Customer}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Customer} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class CustomerDao extends EntityDao<Customer, CustomerMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public CustomerDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public CustomerDao(Connection connection, MapperOptions options) {
    super(connection, CustomerMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Customer} stored under this key, if any.
   */
  public Optional<Customer> get(long id) {
    return get(new CustomerMapper.Key(id));
  }

  /**
   * Whether a {@code Customer} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new CustomerMapper.Key(id));
  }

  /**
   * Deletes the {@code Customer} row stored under this key.
   */
  public void delete(long id) {
    delete(new CustomerMapper.Key(id));
  }

  /**
   * Deletes the {@code Customer} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Customer> condition) {
    return delete(new CustomerMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Customer} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link CustomerQuery}, then {@code apply()}.
   */
  public RowUpdate<Customer> update(long id) {
    return update(new CustomerMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public CustomerQuery query() {
    return new CustomerQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code Customer}s whose {@code homeCity} equal these values, verified against the data table, in index order
   * (index {@code by_home_city}).
   */
  public IndexQuery<Customer> findByHomeCity(String homeCity) {
    return new IndexQuery<>(index(CustomerMapper.INDEX_BY_HOME_CITY).equal(CustomerMapper.INDEX_CODEC_HOME_CITY, homeCity));
  }

  /**
   * The {@code Customer}s whose {@code homeCity} is in {@code [from, toExclusive)}, in the order of the stored
   * values (numbers and times as Java orders them, strings by code point, enums by name).
   */
  public IndexQuery<Customer> findByHomeCityBetween(String from, String toExclusive) {
    return new IndexQuery<>(index(CustomerMapper.INDEX_BY_HOME_CITY).between(CustomerMapper.INDEX_CODEC_HOME_CITY, from, toExclusive));
  }
}
