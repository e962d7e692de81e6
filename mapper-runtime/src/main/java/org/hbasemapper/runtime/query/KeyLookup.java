package org.hbasemapper.runtime.query;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.filter.Condition;

/**
 * Rows read by full key in one multi-get, in the order of the keys, missing rows and rows failing the
 * conditions left out: what a repository's {@code findByIdIn(...)} or an {@code In} on the last key
 * component runs. Immutable.
 *
 * @param <E> the entity type
 * @param <T> what each row becomes: the entity or a projection
 */
public final class KeyLookup<E, T> {
  KeyLookup() {}

  /** A lookup of {@code keys}' rows; for generated code. */
  @Internal
  public static <E, K> KeyLookup<E, E> of(QueryContext<E> context, EntityMapper<E, K> mapper,
      Collection<? extends K> keys) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Only rows that also match {@code condition}, tested in this JVM on each row read. */
  public KeyLookup<E, T> where(Condition<E> condition) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Reads only the columns of {@code projection}. */
  public <P> KeyLookup<E, P> select(ProjectionMapper<E, P> projection) {
    throw new UnsupportedOperationException("not yet");
  }

  /** At most {@code n} rows (the first {@code n} keys that have a matching row). */
  public KeyLookup<E, T> limit(int n) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The rows, in key-argument order. */
  public List<T> list() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The rows, in key-argument order. */
  public Stream<T> stream() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The first row found. */
  public Optional<T> first() {
    throw new UnsupportedOperationException("not yet");
  }

  /** How many of the keys have a matching row. */
  public long count() {
    throw new UnsupportedOperationException("not yet");
  }
}
