package org.hbasemapper.runtime.query;

import java.util.concurrent.CompletableFuture;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;

/**
 * How the queries of one DAO delete the rows they select ({@link KeyQuery#delete()},
 * {@link AsyncKeyQuery#delete()}): the DAO's, so that index entries and relation inverses go with the
 * rows.
 *
 * @param <E> the entity type
 */
@Internal
@NullUnmarked
public interface QueryDeletes<E> {
  /** Deletes the rows {@code query} selects and returns how many. */
  long delete(QueryState<E> query);

  /** {@link #delete}, asynchronously. */
  CompletableFuture<Long> deleteAsync(QueryState<E> query);
}
