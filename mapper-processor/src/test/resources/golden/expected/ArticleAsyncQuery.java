package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Article} by row-key prefix: {@code id}, in key order,
 * with the stages of {@link ArticleQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link ArticleQuery}, such as {@code ArticleQuery.BODY}.
 * Obtained from {@code ArticleAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ArticleAsyncQuery extends AsyncKeyQuery<Article, ArticleAsyncQuery> {
  ArticleAsyncQuery(QueryState<Article> state) {
    super(state);
  }

  @Override
  protected ArticleAsyncQuery with(QueryState<Article> state) {
    return new ArticleAsyncQuery(state);
  }

  /**
   * Rows whose {@code id} equals {@code id}.
   */
  public AsyncRangeQuery<Article> id(long id) {
    return new AsyncRangeQuery<>(state().equal(ArticleMapper.KEY_ID, id));
  }

  /**
   * Rows whose {@code id} is in {@code [from, toExclusive)}, in Java order.
   */
  public AsyncRangeQuery<Article> idBetween(long from, long toExclusive) {
    return new AsyncRangeQuery<>(state().between(ArticleMapper.KEY_ID, from, toExclusive));
  }

  /**
   * Rows whose {@code id} is {@code >= from}, in Java order.
   */
  public AsyncRangeQuery<Article> idFrom(long from) {
    return new AsyncRangeQuery<>(state().from(ArticleMapper.KEY_ID, from));
  }

  /**
   * Rows whose {@code id} is {@code < toExclusive}, in Java order.
   */
  public AsyncRangeQuery<Article> idBefore(long toExclusive) {
    return new AsyncRangeQuery<>(state().before(ArticleMapper.KEY_ID, toExclusive));
  }
}
