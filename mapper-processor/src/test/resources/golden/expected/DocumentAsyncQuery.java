package golden;

import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Typed asynchronous queries on {@link Document} by row-key prefix: {@code owner -> docId}, in key order,
 * with the stages of {@link DocumentQuery}; results as futures or as a publisher.
 * Conditions for {@code where(...)} are the field constants of {@link DocumentQuery}, such as {@code DocumentQuery.TITLE}.
 * Obtained from {@code DocumentAsyncDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class DocumentAsyncQuery {
  private final QueryState<Document> state;

  DocumentAsyncQuery(QueryState<Document> state) {
    this.state = state;
  }

  /**
   * Rows whose {@code owner} equals {@code owner}.
   */
  public AfterOwner owner(String owner) {
    return new AfterOwner(this.state.equal(DocumentMapper.KEY_OWNER, owner));
  }

  /**
   * The query once {@code owner} is fixed.
   */
  public static final class AfterOwner extends AsyncKeyQuery<Document, AfterOwner> {
    AfterOwner(QueryState<Document> state) {
      super(state);
    }

    @Override
    protected AfterOwner with(QueryState<Document> state) {
      return new AfterOwner(state);
    }

    /**
     * Rows whose {@code docId} equals {@code docId}.
     */
    public AsyncRangeQuery<Document> docId(long docId) {
      return new AsyncRangeQuery<>(state().equal(DocumentMapper.KEY_DOC_ID, docId));
    }

    /**
     * Rows whose {@code docId} is in {@code [from, toExclusive)}, in Java order.
     */
    public AsyncRangeQuery<Document> docIdBetween(long from, long toExclusive) {
      return new AsyncRangeQuery<>(state().between(DocumentMapper.KEY_DOC_ID, from, toExclusive));
    }

    /**
     * Rows whose {@code docId} is {@code >= from}, in Java order.
     */
    public AsyncRangeQuery<Document> docIdFrom(long from) {
      return new AsyncRangeQuery<>(state().from(DocumentMapper.KEY_DOC_ID, from));
    }

    /**
     * Rows whose {@code docId} is {@code < toExclusive}, in Java order.
     */
    public AsyncRangeQuery<Document> docIdBefore(long toExclusive) {
      return new AsyncRangeQuery<>(state().before(DocumentMapper.KEY_DOC_ID, toExclusive));
    }
  }
}
