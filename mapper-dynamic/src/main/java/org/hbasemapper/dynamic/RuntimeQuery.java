package org.hbasemapper.dynamic;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.key.KeyComponent;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.ProjectedQuery;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * A query by row-key prefix of an entity mapped at run time: what a generated {@code <Entity>Query}
 * offers, with the key components named by their fields instead of by methods of their own. Components
 * are fixed left to right, each by equality or, for the last one fixed, by a range in the Java order of
 * the values; the same scans, pages and cursors run as for a generated query:
 *
 * <pre>{@code
 * sales.query().equal("userId", "u0000042").list();                                  // prefix scan
 * sales.query().equal("userId", "u0000042").between("time", from, to).limit(20).list();
 * sales.query().equal("userId", "u0000042").page(PageRequest.ofSize(50));          // cursor paging
 * }</pre>
 *
 * <p>What the generated stages refuse to compile is refused here when it is asked for, with an
 * {@link IllegalArgumentException} naming the component: a component out of key order, a value of
 * another type than its field's, a range on a component an MD5 prefix is computed from (those rows are
 * in hash order), and reading rows before those components are fixed ({@link IllegalStateException}).
 * Immutable: every call returns a new query.
 *
 * @param <E> the entity type
 */
@Api
public final class RuntimeQuery<E> extends KeyQuery<E, RuntimeQuery<E>> {
  private final RuntimeMapper<E> mapper;
  private final int fixed;

  RuntimeQuery(QueryState<E> state, RuntimeMapper<E> mapper, int fixed) {
    super(state);
    this.mapper = mapper;
    this.fixed = fixed;
  }

  @Override
  @Internal
  protected RuntimeQuery<E> with(QueryState<E> state) {
    return new RuntimeQuery<>(state, mapper, fixed);
  }

  /** Rows whose key component {@code field}, the next one in key order, equals {@code value}. */
  public RuntimeQuery<E> equal(String field, Object value) {
    KeyComponent<Object> c = next(field, value);
    return new RuntimeQuery<>(state().equal(c, value), mapper, fixed + 1);
  }

  /** Rows whose key component {@code field}, the next one in key order, is in {@code [from, toExclusive)}, in Java order. */
  public RangeQuery<E> between(String field, Object from, Object toExclusive) {
    KeyComponent<Object> c = range(field, from, toExclusive);
    return new RangeQuery<>(state().between(c, from, toExclusive));
  }

  /** Rows whose key component {@code field}, the next one in key order, is {@code >= from}, in Java order. */
  public RangeQuery<E> from(String field, Object from) {
    KeyComponent<Object> c = range(field, from);
    return new RangeQuery<>(state().from(c, from));
  }

  /** Rows whose key component {@code field}, the next one in key order, is {@code < toExclusive}, in Java order. */
  public RangeQuery<E> before(String field, Object toExclusive) {
    KeyComponent<Object> c = range(field, toExclusive);
    return new RangeQuery<>(state().before(c, toExclusive));
  }

  /**
   * Rows whose key component {@code field}, the next one in key order and a {@code String}, starts with
   * {@code prefix}, also when it is padded to a fixed width or descending.
   */
  @SuppressWarnings("unchecked")
  public RangeQuery<E> startingWith(String field, String prefix) {
    List<EntityPlan.KeyPart> key = mapper.plan().key;
    for (EntityPlan.KeyPart k : key) {
      if (k.field().equals(field) && k.type() != ValueType.STRING) {
        throw new IllegalArgumentException(where() + "startingWith applies to String components; '" + field
            + "' is " + Messages.withArticle(TypeNames.simpleName(k.javaType())));
      }
    }
    KeyComponent<?> c = range(field, prefix);
    return new RangeQuery<>(state().startingWith((KeyComponent<String>) c, prefix));
  }

  /** The next component, checked to be {@code field}, with {@code values} of its type. */
  private KeyComponent<Object> next(String field, Object... values) {
    KeyComponent<Object>[] key = mapper.keyComponents();
    int index = -1;
    for (int i = 0; i < key.length; i++) {
      if (key[i].field().equals(field)) {
        index = i;
      }
    }
    if (index < 0) {
      throw new IllegalArgumentException(where() + mapper.plan().entityName + " has no key component '" + field
          + "'; its key components are " + mapper.describeKey());
    }
    if (index != fixed) {
      throw new IllegalArgumentException(where() + "'" + field + "' is key component " + (index + 1) + " of "
          + mapper.describeKey() + "; fix them left to right: "
          + (fixed < key.length ? "the next one is '" + key[fixed].field() + "'" : "every one is fixed already"));
    }
    for (Object value : values) {
      if (value != null && !ValueType.boxed(type(index)).isInstance(value)) {
        throw new IllegalArgumentException(where() + "'" + field + "' takes "
            + Messages.withArticle(ValueType.boxed(type(index)).getSimpleName()) + ", not the "
            + value.getClass().getSimpleName() + " " + Key.show(value));
      }
    }
    return key[index];
  }

  /** The next component for a range: not one an MD5 prefix is computed from, whose rows are in hash order. */
  private KeyComponent<Object> range(String field, Object... values) {
    KeyComponent<Object> c = next(field, values);
    if (fixed < hashed()) {
      throw new IllegalArgumentException(where() + "its rows are in the MD5 order of " + hashedNames()
          + " (@HashPrefix), so a range of '" + field + "' is no key range; fix it with equal(\"" + field
          + "\", value)");
    }
    return c;
  }

  /** Reading rows: only once the components of an MD5 prefix are fixed, as a generated query compiles it. */
  private void readable() {
    if (fixed < hashed()) {
      throw new IllegalStateException(where() + "its rows are in the MD5 order of " + hashedNames()
          + " (@HashPrefix); fix " + hashedNames() + " with equal(...) before reading rows");
    }
  }

  /** How many leading components an MD5 prefix is computed from; 0 without one. */
  private int hashed() {
    KeyPrefix prefix = mapper.plan().prefix;
    return prefix.kind() == KeyPrefix.Kind.HASH ? prefix.ofCount() : 0;
  }

  private String hashedNames() {
    return String.join(", ", mapper.plan().key.subList(0, hashed()).stream().map(EntityPlan.KeyPart::field).toList());
  }

  private Class<?> type(int index) {
    return mapper.plan().key.get(index).javaType();
  }

  private String where() {
    return "query on " + mapper.plan().entityName + ": ";
  }

  @Override
  public Stream<E> stream() {
    readable();
    return super.stream();
  }

  @Override
  public List<E> list() {
    readable();
    return super.list();
  }

  @Override
  public Optional<E> first() {
    readable();
    return super.first();
  }

  @Override
  public long count() {
    readable();
    return super.count();
  }

  @Override
  public Page<E> page(PageRequest request) {
    readable();
    return super.page(request);
  }

  @Override
  public long delete() {
    readable();
    return super.delete();
  }

  @Override
  public <P> ProjectedQuery<E, P> select(ProjectionMapper<E, P> projection) {
    readable();
    return super.select(projection);
  }
}
