package golden;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Conversation} in table {@code chat:conversation}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Conversation}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Conversation} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ConversationDao extends EntityDao<Conversation, ConversationMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public ConversationDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public ConversationDao(Connection connection, MapperOptions options) {
    super(connection, ConversationMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Conversation} stored under this key, if any.
   */
  public Optional<Conversation> get(long id) {
    return get(new ConversationMapper.Key(id));
  }

  /**
   * Whether a {@code Conversation} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new ConversationMapper.Key(id));
  }

  /**
   * Deletes the {@code Conversation} row stored under this key.
   */
  public void delete(long id) {
    delete(new ConversationMapper.Key(id));
  }

  /**
   * Deletes the {@code Conversation} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Conversation> condition) {
    return delete(new ConversationMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Conversation} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ConversationQuery}, then {@code apply()}.
   */
  public RowUpdate<Conversation> update(long id) {
    return update(new ConversationMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public ConversationQuery query() {
    return new ConversationQuery(QueryState.start(queryContext()));
  }

  /**
   * The {@code m} family of the row under {@code key}, read and written entry by entry,
   * never loaded whole.
   */
  public WideRow<Long, String> members(ConversationMapper.Key key) {
    return WideRow.of(connection(), options(), schema(), "members", "m", mapper().encodeKey(key),
        ConversationMapper.KEYS_MEMBERS, ConversationMapper.VALUES_MEMBERS);
  }

  /**
   * The {@code m} family of the row under this key, read and written entry by entry.
   */
  public WideRow<Long, String> members(long id) {
    return members(new ConversationMapper.Key(id));
  }
}
