package golden;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RelationRepair;
import org.hbasemapper.runtime.RelationRow;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Shop} in table {@code rel:shop}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Shop}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Shop} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ShopDao extends EntityDao<Shop, ShopMapper.Key> {
  /**
   * The relation {@code items} -> {@code Item} (inverse {@code shops}); for {@link RelationRepair}.
   */
  public static final RelationLink ITEMS = RelationLink.withInverse("Shop.items",
      ShopMapper.INSTANCE.schema(), "item",
      ItemMapper.INSTANCE.schema(), "shop",
      q -> ItemMapper.INSTANCE.encodeKey(new ItemMapper.Key(ShopMapper.KEYS_ITEMS.read(q, 0, q.length))),
      row -> ShopMapper.KEYS_ITEMS.encode(ItemMapper.INSTANCE.decodeKey(row).id()),
      row -> LongKeyCodec.INSTANCE.encode(ShopMapper.INSTANCE.decodeKey(row).id()),
      q -> ShopMapper.INSTANCE.encodeKey(new ShopMapper.Key(LongKeyCodec.INSTANCE.read(q, 0, q.length))));

  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public ShopDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public ShopDao(Connection connection, MapperOptions options) {
    super(connection, ShopMapper.INSTANCE, List.of(ITEMS), options);
  }

  /**
   * The {@code Shop} stored under this key, if any.
   */
  public Optional<Shop> get(long id) {
    return get(new ShopMapper.Key(id));
  }

  /**
   * Whether a {@code Shop} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new ShopMapper.Key(id));
  }

  /**
   * Deletes the {@code Shop} row stored under this key.
   */
  public void delete(long id) {
    delete(new ShopMapper.Key(id));
  }

  /**
   * Deletes the {@code Shop} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Shop> condition) {
    return delete(new ShopMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Shop} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ShopQuery}, then {@code apply()}.
   */
  public RowUpdate<Shop> update(long id) {
    return update(new ShopMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public ShopQuery query() {
    return new ShopQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code item} relation of the row under {@code key}: entry by entry, keeping the inverse in
   * step, and {@code load()} for the {@code Item} entities.
   */
  public RelationRow<Long, String, Item> items(ShopMapper.Key key) {
    return RelationRow.of(connection(), options(), schema(), "items", "item", mapper().encodeKey(key),
        ShopMapper.KEYS_ITEMS, ShopMapper.VALUES_ITEMS, ITEMS, ItemMapper.INSTANCE);
  }

  /**
   * The {@code item} family of the row under this key, read and written entry by entry.
   */
  public RelationRow<Long, String, Item> items(long id) {
    return items(new ShopMapper.Key(id));
  }
}
