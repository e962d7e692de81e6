package golden;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
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
 * Reads and writes {@link Purchase} in table {@code shop:purchase}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Purchase}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class PurchaseDao extends EntityDao<Purchase, PurchaseMapper.Key> {
  private static final byte[] FAMILY_VIEWS = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_VIEWS = "v".getBytes(StandardCharsets.UTF_8);

  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public PurchaseDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public PurchaseDao(Connection connection, MapperOptions options) {
    super(connection, PurchaseMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Purchase} stored under this key, if any.
   */
  public Optional<Purchase> get(String userId, Instant time, String productId) {
    return get(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Whether a {@code Purchase} is stored under this key.
   */
  public boolean exists(String userId, Instant time, String productId) {
    return exists(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Deletes the {@code Purchase} row stored under this key.
   */
  public void delete(String userId, Instant time, String productId) {
    delete(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Deletes the {@code Purchase} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(String userId, Instant time, String productId,
      Condition<Purchase> condition) {
    return delete(new PurchaseMapper.Key(userId, time, productId), condition);
  }

  /**
   * A partial update of the {@code Purchase} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link PurchaseQuery}, then {@code apply()}.
   */
  public RowUpdate<Purchase> update(String userId, Instant time, String productId) {
    return update(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * Writes {@code entity} only if no {@code Purchase} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code d:quantity}
   * (its primitive field {@code quantity}, always written).
   */
  @Override
  public boolean putIfAbsent(Purchase entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code userId}.
   */
  public PurchaseQuery query() {
    return new PurchaseQuery(QueryState.start(queryContext()));
  }

  /**
   * Adds {@code delta} to the counter {@code d:v} atomically on the server; returns the new value.
   */
  public long incrementViews(String userId, Instant time, String productId, long delta) {
    return increment(new PurchaseMapper.Key(userId, time, productId), FAMILY_VIEWS, QUALIFIER_VIEWS, delta);
  }
}
