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
 * Typed queries on {@link Document} by row-key prefix: {@code owner -> docId}, in key order.
 * Obtained from {@code DocumentDao.query()}; immutable, every call returns a new query.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class DocumentQuery {
  /**
   * Conditions on {@code title} (cell {@code d:title}) for {@code where(...)}, in the Java order of the values.
   */
  public static final OrderedField<Document, String> TITLE = OrderedField.of("Document", "title", "d", "title", StringValueCodec.INSTANCE, ValueOrder.UNSIGNED_BYTES, Comparator.naturalOrder());

  private final QueryState<Document> state;

  DocumentQuery(QueryState<Document> state) {
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
  public static final class AfterOwner extends KeyQuery<Document, AfterOwner> {
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
    public RangeQuery<Document> docId(long docId) {
      return new RangeQuery<>(state().equal(DocumentMapper.KEY_DOC_ID, docId));
    }

    /**
     * Rows whose {@code docId} is in {@code [from, toExclusive)}, in Java order.
     */
    public RangeQuery<Document> docIdBetween(long from, long toExclusive) {
      return new RangeQuery<>(state().between(DocumentMapper.KEY_DOC_ID, from, toExclusive));
    }

    /**
     * Rows whose {@code docId} is {@code >= from}, in Java order.
     */
    public RangeQuery<Document> docIdFrom(long from) {
      return new RangeQuery<>(state().from(DocumentMapper.KEY_DOC_ID, from));
    }

    /**
     * Rows whose {@code docId} is {@code < toExclusive}, in Java order.
     */
    public RangeQuery<Document> docIdBefore(long toExclusive) {
      return new RangeQuery<>(state().before(DocumentMapper.KEY_DOC_ID, toExclusive));
    }
  }
}
