package refused;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RelationRepair;
import org.hbasemapper.runtime.RelationRow;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Typed} in table {@code default:typed}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Typed}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Typed} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TypedDao extends EntityDao<Typed, TypedMapper.Key> {
  /**
   * The relation {@code links} -> {@code Other}; for {@link RelationRepair}.
   */
  public static final RelationLink LINKS = RelationLink.withoutInverse("Typed.links",
      TypedMapper.INSTANCE.schema(), "l",
      OtherMapper.INSTANCE.schema(),
      q -> OtherMapper.INSTANCE.encodeKey(new OtherMapper.Key(TypedMapper.KEYS_LINKS.read(q, 0, q.length))),
      row -> TypedMapper.KEYS_LINKS.encode(OtherMapper.INSTANCE.decodeKey(row).id()));

  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public TypedDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public TypedDao(Connection connection, MapperOptions options) {
    super(connection, TypedMapper.INSTANCE, List.of(LINKS), options);
  }

  /**
   * The {@code Typed} stored under this key, if any.
   */
  public Optional<Typed> get(String id) {
    return get(new TypedMapper.Key(id));
  }

  /**
   * Whether a {@code Typed} is stored under this key.
   */
  public boolean exists(String id) {
    return exists(new TypedMapper.Key(id));
  }

  /**
   * Deletes the {@code Typed} row stored under this key.
   */
  public void delete(String id) {
    delete(new TypedMapper.Key(id));
  }

  /**
   * Deletes the {@code Typed} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(String id, Condition<Typed> condition) {
    return delete(new TypedMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Typed} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link TypedQuery}, then {@code apply()}.
   */
  public RowUpdate<Typed> update(String id) {
    return update(new TypedMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public TypedQuery query() {
    return new TypedQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code l} relation of the row under {@code key}: entry by entry, keeping the inverse in
   * step, and {@code load()} for the {@code Other} entities.
   */
  public RelationRow<Long, String, Other> links(TypedMapper.Key key) {
    return RelationRow.of(connection(), options(), schema(), "links", "l", mapper().encodeKey(key),
        TypedMapper.KEYS_LINKS, TypedMapper.VALUES_LINKS, LINKS, OtherMapper.INSTANCE);
  }

  /**
   * The {@code l} family of the row under this key, read and written entry by entry.
   */
  public RelationRow<Long, String, Other> links(String id) {
    return links(new TypedMapper.Key(id));
  }
}
