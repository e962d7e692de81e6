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
 * Reads and writes {@link Item} in table {@code rel:item}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Item}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Item} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ItemDao extends EntityDao<Item, ItemMapper.Key> {
  /**
   * The relation {@code shops} -> {@code Shop} (inverse {@code items}); for {@link RelationRepair}.
   */
  public static final RelationLink SHOPS = RelationLink.withInverse("Item.shops",
      ItemMapper.INSTANCE.schema(), "shop",
      ShopMapper.INSTANCE.schema(), "item",
      q -> ShopMapper.INSTANCE.encodeKey(new ShopMapper.Key(ItemMapper.KEYS_SHOPS.read(q, 0, q.length))),
      row -> ItemMapper.KEYS_SHOPS.encode(ShopMapper.INSTANCE.decodeKey(row).id()),
      row -> LongKeyCodec.INSTANCE.encode(ItemMapper.INSTANCE.decodeKey(row).id()),
      q -> ItemMapper.INSTANCE.encodeKey(new ItemMapper.Key(LongKeyCodec.INSTANCE.read(q, 0, q.length))));

  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public ItemDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public ItemDao(Connection connection, MapperOptions options) {
    super(connection, ItemMapper.INSTANCE, List.of(SHOPS), options);
  }

  /**
   * The {@code Item} stored under this key, if any.
   */
  public Optional<Item> get(long id) {
    return get(new ItemMapper.Key(id));
  }

  /**
   * Whether an {@code Item} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new ItemMapper.Key(id));
  }

  /**
   * Deletes the {@code Item} row stored under this key.
   */
  public void delete(long id) {
    delete(new ItemMapper.Key(id));
  }

  /**
   * Deletes the {@code Item} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Item> condition) {
    return delete(new ItemMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Item} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ItemQuery}, then {@code apply()}.
   */
  public RowUpdate<Item> update(long id) {
    return update(new ItemMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public ItemQuery query() {
    return new ItemQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code shop} relation of the row under {@code key}: entry by entry, keeping the inverse in
   * step, and {@code load()} for the {@code Shop} entities.
   */
  public RelationRow<Long, String, Shop> shops(ItemMapper.Key key) {
    return RelationRow.of(connection(), options(), schema(), "shops", "shop", mapper().encodeKey(key),
        ItemMapper.KEYS_SHOPS, ItemMapper.VALUES_SHOPS, SHOPS, ShopMapper.INSTANCE);
  }

  /**
   * The {@code shop} family of the row under this key, read and written entry by entry.
   */
  public RelationRow<Long, String, Shop> shops(long id) {
    return shops(new ItemMapper.Key(id));
  }
}
