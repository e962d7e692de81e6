package refused;

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
 * Reads and writes {@link FailingCodec} in table {@code default:failingcodec}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code FailingCodec}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code FailingCodec} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class FailingCodecDao extends EntityDao<FailingCodec, FailingCodecMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public FailingCodecDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public FailingCodecDao(Connection connection, MapperOptions options) {
    super(connection, FailingCodecMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code FailingCodec} stored under this key, if any.
   */
  public Optional<FailingCodec> get(long id) {
    return get(new FailingCodecMapper.Key(id));
  }

  /**
   * Whether a {@code FailingCodec} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new FailingCodecMapper.Key(id));
  }

  /**
   * Deletes the {@code FailingCodec} row stored under this key.
   */
  public void delete(long id) {
    delete(new FailingCodecMapper.Key(id));
  }

  /**
   * Deletes the {@code FailingCodec} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<FailingCodec> condition) {
    return delete(new FailingCodecMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code FailingCodec} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link FailingCodecQuery}, then {@code apply()}.
   */
  public RowUpdate<FailingCodec> update(long id) {
    return update(new FailingCodecMapper.Key(id));
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public FailingCodecQuery query() {
    return new FailingCodecQuery(QueryState.start(queryContext()));
  }
}
