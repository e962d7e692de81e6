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
 * Reads and writes {@link Document} in table {@code ts:document}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Document}.
 *
 * <p>No {@code putIfAbsent}: no cell is in every row of {@code Document} (its fields may all be null),
 * so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class DocumentDao extends EntityDao<Document, DocumentMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public DocumentDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public DocumentDao(Connection connection, MapperOptions options) {
    super(connection, DocumentMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Document} stored under this key, if any.
   */
  public Optional<Document> get(String owner, long docId) {
    return get(new DocumentMapper.Key(owner, docId));
  }

  /**
   * Whether a {@code Document} is stored under this key.
   */
  public boolean exists(String owner, long docId) {
    return exists(new DocumentMapper.Key(owner, docId));
  }

  /**
   * Deletes the {@code Document} row stored under this key.
   */
  public void delete(String owner, long docId) {
    delete(new DocumentMapper.Key(owner, docId));
  }

  /**
   * Deletes the {@code Document} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(String owner, long docId, Condition<Document> condition) {
    return delete(new DocumentMapper.Key(owner, docId), condition);
  }

  /**
   * A partial update of the {@code Document} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link DocumentQuery}, then {@code apply()}.
   */
  public RowUpdate<Document> update(String owner, long docId) {
    return update(new DocumentMapper.Key(owner, docId));
  }

  /**
   * A typed query by row-key prefix, starting with {@code owner}.
   */
  public DocumentQuery query() {
    return new DocumentQuery(QueryState.start(queryContext()));
  }
}
