package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexNotBuiltException;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * Whether each index of one entity may be read: an index table records its state in its descriptor,
 * read once and, once built, never again (an index does not become unbuilt). Thread-safe; one per
 * {@link IndexMaintainer}.
 */
@NullUnmarked
final class IndexReadiness {
  private final TableIo io;
  private final EntityMapper<?, ?> mapper;
  /** What lookups know of each index's state, by index name; fixed with the indexes. */
  private final Map<String, Readiness> readiness;

  IndexReadiness(TableIo io, EntityMapper<?, ?> mapper, List<IndexSchema> indexes) {
    this.io = io;
    this.mapper = mapper;
    Map<String, Readiness> states = new HashMap<>();
    indexes.forEach(index -> states.put(index.name(), new Readiness()));
    this.readiness = Map.copyOf(states);
  }

  /**
   * How long a state other than built is trusted before a lookup reads the descriptor again: a
   * rebuild run by another process is noticed this late at most, and a service whose lookups all
   * fail meanwhile asks the master this often at most, per DAO and index.
   */
  static final long RECHECK_NANOS = TimeUnit.SECONDS.toNanos(5);
  private static final CompletableFuture<Void> READABLE = CompletableFuture.completedFuture(null);

  /** The state of one index as last read; built is final (an index does not become unbuilt). */
  private static final class Readiness {
    volatile boolean built;
    /** The state last read when not built; null before the first read. */
    volatile @Nullable String state;
    volatile long readAt;
  }

  /**
   * Completes when {@code index} may be read: at once when it was seen built before; otherwise after
   * reading its table's descriptor, at most once per {@link #RECHECK_NANOS} while it is not built.
   * Fails with an {@link IndexNotBuiltException} when it is not built, with an
   * {@link HBaseAccessException} when the descriptor cannot be read.
   */
  CompletableFuture<Void> readable(IndexSchema index) {
    Readiness r = readiness.get(index.name());
    if (r == null) {
      throw new IllegalArgumentException(mapper.schema().entityName() + " has no index " + index.name());
    }
    if (r.built) {
      return READABLE;
    }
    String known = r.state;
    if (known != null && System.nanoTime() - r.readAt < RECHECK_NANOS) {
      return Futures.failed(notBuilt(index, known));
    }
    return io.descriptor(index.tableName()).handle((descriptor, failure) -> {
      if (failure != null) {
        Throwable cause = Futures.unwrap(failure);
        if (cause instanceof IOException e) {
          throw new HBaseAccessException("reading the state of index " + index.name(),
              index.tableName().getNameAsString(), null, e);
        }
        throw cause instanceof RuntimeException e ? e : new CompletionException(cause);
      }
      String state = IndexSchema.state(descriptor);
      if (IndexSchema.BUILT.equals(state)) {
        r.built = true;
        return null;
      }
      r.readAt = System.nanoTime();
      r.state = state;
      throw notBuilt(index, state);
    });
  }

  private IndexNotBuiltException notBuilt(IndexSchema index, String state) {
    return new IndexNotBuiltException(mapper.schema(), index, state,
        NamespacedMapper.declared(mapper).getClass().getSimpleName());
  }
}
