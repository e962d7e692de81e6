package golden;

import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * Typed queries on {@link Article} by row-key prefix: {@code id}, in key order.
 * Obtained from {@code ArticleDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ArticleQuery extends KeyQuery<Article, ArticleQuery> {
  /**
   * Conditions on {@code body} (cell {@code d:body}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Article, String> BODY = OrderedField.of("Article", "body", "d", "body", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  ArticleQuery(QueryState<Article> state) {
    super(state);
  }

  @Override
  protected ArticleQuery with(QueryState<Article> state) {
    return new ArticleQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public RangeQuery<Article> id(long id) {
    return new RangeQuery<>(state().equal(ArticleMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public RangeQuery<Article> idBetween(long from, long toExclusive) {
    return new RangeQuery<>(state().between(ArticleMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public RangeQuery<Article> idFrom(long from) {
    return new RangeQuery<>(state().from(ArticleMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public RangeQuery<Article> idBefore(long toExclusive) {
    return new RangeQuery<>(state().before(ArticleMapper.KEY_ID, toExclusive));
  }
}
