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
 * Reads and writes {@link Article} in table {@code ver:article}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Article}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ArticleDao extends EntityDao<Article, ArticleMapper.Key> {
  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public ArticleDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public ArticleDao(Connection connection, MapperOptions options) {
    super(connection, ArticleMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Article} stored under this key, if any.
   */
  public Optional<Article> get(long id) {
    return get(new ArticleMapper.Key(id));
  }

  /**
   * Whether an {@code Article} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new ArticleMapper.Key(id));
  }

  /**
   * Deletes the {@code Article} row stored under this key.
   */
  public void delete(long id) {
    delete(new ArticleMapper.Key(id));
  }

  /**
   * Deletes the {@code Article} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Article> condition) {
    return delete(new ArticleMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Article} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link ArticleQuery}, then {@code apply()}.
   */
  public RowUpdate<Article> update(long id) {
    return update(new ArticleMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Article} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code d:_}
   * (its {@code @PresenceMarker}).
   */
  @Override
  public boolean putIfAbsent(Article entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public ArticleQuery query() {
    return new ArticleQuery(QueryState.start(queryContext()));
  }
}
