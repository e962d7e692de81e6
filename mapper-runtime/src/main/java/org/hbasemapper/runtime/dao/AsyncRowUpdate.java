package org.hbasemapper.runtime.dao;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.Condition;

/**
 * {@link RowUpdate}, sent asynchronously: the same changes, checks and atomicity. A mistake in a
 * change is thrown by the method given it, as the field constants' conditions throw; what
 * {@link #apply()} finds wrong, and every failure of the call, completes its future exceptionally.
 * Single-use and not thread-safe, as {@link RowUpdate}.
 *
 * @param <E> the entity type
 */
@Api
public final class AsyncRowUpdate<E> {
  private final RowChanges<E> changes;
  private final Function<RowChanges<E>, CompletableFuture<Boolean>> send;

  AsyncRowUpdate(RowChanges<E> changes, Function<RowChanges<E>, CompletableFuture<Boolean>> send) {
    this.changes = changes;
    this.send = send;
  }

  /** {@link RowUpdate#set}. */
  public <T> AsyncRowUpdate<E> set(ColumnField<E, T> field, T value) {
    changes.set(field, value);
    return this;
  }

  /** {@link RowUpdate#remove}. */
  public AsyncRowUpdate<E> remove(ColumnField<E, ?> field) {
    changes.remove(field);
    return this;
  }

  /** {@link RowUpdate#increment}. */
  public AsyncRowUpdate<E> increment(ColumnField<E, Long> field, long delta) {
    changes.increment(field, delta);
    return this;
  }

  /** {@link RowUpdate#onlyIf}. */
  public AsyncRowUpdate<E> onlyIf(Condition<E> condition) {
    changes.onlyIf(condition);
    return this;
  }

  /** {@link RowUpdate#ifVersion}: a stale version fails the future with a {@code StaleEntityException}. */
  public AsyncRowUpdate<E> ifVersion(long expected) {
    changes.ifVersion(expected);
    return this;
  }

  /**
   * Sends the update; the future holds true when it was applied, false when the {@link #onlyIf}
   * condition did not hold, and fails as {@link RowUpdate#apply()} throws.
   */
  public CompletableFuture<Boolean> apply() {
    return send.apply(changes);
  }
}
